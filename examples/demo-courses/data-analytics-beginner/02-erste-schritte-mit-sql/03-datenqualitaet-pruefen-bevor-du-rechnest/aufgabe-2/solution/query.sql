-- Doppelte Zeilen finden
SELECT filiale, produkt, COUNT(*) AS anzahl
FROM verkaeufe
GROUP BY datum, filiale, produkt
HAVING COUNT(*) > 1
ORDER BY anzahl DESC;
