-- Gesamtumsatz pro Filialleitung
SELECT f.leitung, SUM(v.umsatz) AS gesamtumsatz
FROM verkaeufe v
JOIN filialen f ON f.filiale = v.filiale
GROUP BY f.leitung
ORDER BY gesamtumsatz DESC;
