-- Gesamtumsatz pro Filiale
SELECT filiale, SUM(umsatz) AS gesamtumsatz
FROM verkaeufe
GROUP BY filiale
ORDER BY gesamtumsatz DESC;
