-- Umsatz pro Kategorie, wie in der Pivot-Tabelle
SELECT kategorie, umsatz
FROM verkaeufe;
