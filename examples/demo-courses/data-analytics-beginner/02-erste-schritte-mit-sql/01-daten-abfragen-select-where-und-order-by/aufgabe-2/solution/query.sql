-- Die drei umsatzstärksten Verkäufe
SELECT filiale, produkt, umsatz
FROM verkaeufe
ORDER BY umsatz DESC
LIMIT 3;
