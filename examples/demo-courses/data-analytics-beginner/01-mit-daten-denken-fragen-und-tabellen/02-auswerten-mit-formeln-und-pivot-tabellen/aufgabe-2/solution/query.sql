-- Umsatz pro Kategorie, wie in der Pivot-Tabelle
SELECT kategorie, SUM(umsatz) AS umsatz
FROM verkaeufe
GROUP BY kategorie
ORDER BY umsatz DESC;
