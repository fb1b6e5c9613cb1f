-- Verkäufe der Altstadt mit mindestens 100 Stück
SELECT produkt, menge
FROM verkaeufe
WHERE filiale = 'Altstadt';
