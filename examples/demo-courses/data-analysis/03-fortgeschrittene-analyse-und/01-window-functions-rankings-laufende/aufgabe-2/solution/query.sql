-- Rang jedes Verkaufs innerhalb seiner Filiale
SELECT filiale, produkt, umsatz,
       RANK() OVER (PARTITION BY filiale ORDER BY umsatz DESC) AS rang
FROM verkaeufe
ORDER BY filiale, rang;
