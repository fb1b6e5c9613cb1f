-- Rang jedes Verkaufs innerhalb seiner Filiale
SELECT filiale, produkt, umsatz
FROM verkaeufe
ORDER BY filiale;
