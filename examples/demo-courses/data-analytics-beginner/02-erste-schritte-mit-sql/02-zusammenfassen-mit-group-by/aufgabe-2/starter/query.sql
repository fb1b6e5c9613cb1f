-- Gesamtumsatz pro Filiale
SELECT filiale, umsatz
FROM verkaeufe;
