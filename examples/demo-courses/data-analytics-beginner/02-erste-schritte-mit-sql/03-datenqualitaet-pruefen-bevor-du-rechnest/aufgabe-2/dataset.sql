CREATE TABLE verkaeufe (
  datum     DATE,
  filiale   TEXT,
  produkt   TEXT,
  kategorie TEXT,
  menge     INTEGER,
  umsatz    NUMERIC(10, 2)
);
INSERT INTO verkaeufe VALUES
  ('2026-03-02', 'Altstadt', 'Roggenbrot', 'Brot',      40, 140.00),
  ('2026-03-02', 'Altstadt', 'Croissant',  'Gebäck',   120, 180.00),
  ('2026-03-02', 'Bahnhof',  'Croissant',  'Gebäck',   210, 315.00),
  ('2026-03-02', 'Bahnhof',  'Kaffee',     'Getränke', 300, 750.00),
  ('2026-03-03', 'Altstadt', 'Kaffee',     'Getränke', 150, 375.00),
  ('2026-03-03', 'Bahnhof',  'Roggenbrot', 'Brot',      25,  87.50),
  ('2026-03-03', 'Südpark',  'Roggenbrot', 'Brot',      60, 210.00),
  ('2026-03-03', 'Südpark',  'Croissant',  'Gebäck',    90, 135.00);
INSERT INTO verkaeufe VALUES
  ('2026-03-02', 'Bahnhof', 'Kaffee',    'Getränke', 300, 750.00),
  ('2026-03-03', 'Südpark', 'Croissant', 'Gebäck',    90, 135.00),
  ('2026-03-03', 'Südpark', 'Croissant', 'Gebäck',    90, 135.00);
