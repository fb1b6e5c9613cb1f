-- Die drei umsatzstärksten Verkäufe
SELECT filiale, produkt, umsatz
FROM verkaeufe;
