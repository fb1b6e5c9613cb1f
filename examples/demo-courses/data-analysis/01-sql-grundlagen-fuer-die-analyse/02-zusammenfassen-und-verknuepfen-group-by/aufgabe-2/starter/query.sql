-- Gesamtumsatz pro Filialleitung
SELECT v.filiale, SUM(v.umsatz) AS gesamtumsatz
FROM verkaeufe v
GROUP BY v.filiale;
