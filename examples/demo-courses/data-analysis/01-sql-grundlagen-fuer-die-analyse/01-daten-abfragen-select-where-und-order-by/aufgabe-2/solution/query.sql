-- Verkäufe der Altstadt mit mindestens 100 Stück
SELECT produkt, menge
FROM verkaeufe
WHERE filiale = 'Altstadt' AND menge >= 100
ORDER BY menge DESC;
