import { BAKERY_BRANCHES_SQL, BAKERY_SALES_SQL } from "./bakery-data";
import type { DemoExercise } from "./types";
import { practiceFiles } from "./with-exercises";

/**
 * The runnable code exercises of „Datenanalyse mit SQL und Python“ (issue 29) by lesson
 * title: SQL on the sales data of the bakery Korn, Python without libraries.
 */

const BAKERY_ROWS_PY = `verkaeufe = [
    {"filiale": "Altstadt", "kategorie": "Brot", "umsatz": 140.0},
    {"filiale": "Altstadt", "kategorie": "Gebäck", "umsatz": 180.0},
    {"filiale": "Bahnhof", "kategorie": "Gebäck", "umsatz": 315.0},
    {"filiale": "Bahnhof", "kategorie": "Getränke", "umsatz": 750.0},
    {"filiale": "Altstadt", "kategorie": "Getränke", "umsatz": 375.0},
    {"filiale": "Bahnhof", "kategorie": "Brot", "umsatz": 87.5},
    {"filiale": "Südpark", "kategorie": "Brot", "umsatz": 210.0},
    {"filiale": "Südpark", "kategorie": "Gebäck", "umsatz": 135.0},
]
`;

export const dataAnalysisPractice: Record<string, DemoExercise[]> = {
  "Daten abfragen: SELECT, WHERE und ORDER BY": [
    {
      task: "Übe an den Verkaufsdaten der Bäckerei Korn (Tabelle `verkaeufe`): Zeige für die Filiale Altstadt alle Verkäufe mit mindestens 100 Stück – nur die Spalten `produkt` und `menge`, die größte Menge zuerst.",
      hint: "Verbinde die beiden Bedingungen mit `AND`: `filiale = 'Altstadt' AND menge >= 100`. Sortiere mit `ORDER BY menge DESC`.",
      solution:
        "```sql\nSELECT produkt, menge\nFROM verkaeufe\nWHERE filiale = 'Altstadt' AND menge >= 100\nORDER BY menge DESC;\n```\n\nErgebnis: Kaffee 150, Croissant 120.",
      practice: {
        runtime: "sql",
        dataset: BAKERY_SALES_SQL,
        timeLimitMs: 3000,
        ...practiceFiles({
          "query.sql": [
            "-- Verkäufe der Altstadt mit mindestens 100 Stück\nSELECT produkt, menge\nFROM verkaeufe\nWHERE filiale = 'Altstadt';\n",
            "-- Verkäufe der Altstadt mit mindestens 100 Stück\nSELECT produkt, menge\nFROM verkaeufe\nWHERE filiale = 'Altstadt' AND menge >= 100\nORDER BY menge DESC;\n",
          ],
        }),
        checks: [
          {
            id: "gefiltert",
            title: "Nur die Altstadt-Verkäufe mit mindestens 100 Stück: Kaffee und Croissant",
            expectedColumns: ["produkt", "menge"],
            expectedRows: [
              ["Kaffee", "150"],
              ["Croissant", "120"],
            ],
          },
          {
            id: "sortiert",
            title: "Die größte Menge steht oben",
            expectedColumns: ["produkt", "menge"],
            expectedRows: [
              ["Kaffee", "150"],
              ["Croissant", "120"],
            ],
            ordered: true,
          },
        ],
      },
    },
  ],
  "Zusammenfassen und verknüpfen: GROUP BY und JOIN": [
    {
      task: "Die Bäckerei Korn hat neben `verkaeufe` eine Tabelle `filialen` (Spalten `filiale`, `leitung`). Zeige pro Filialleitung den Gesamtumsatz ihrer Filiale: Spalten `leitung` und `gesamtumsatz`, der höchste Umsatz zuerst.",
      hint: "Verknüpfe die Tabellen mit `JOIN filialen f ON f.filiale = v.filiale`, gruppiere nach `f.leitung` und summiere `v.umsatz`.",
      solution:
        "```sql\nSELECT f.leitung, SUM(v.umsatz) AS gesamtumsatz\nFROM verkaeufe v\nJOIN filialen f ON f.filiale = v.filiale\nGROUP BY f.leitung\nORDER BY gesamtumsatz DESC;\n```\n\nErgebnis: Murat Aydın 1.152,50 – Jana Roth 695,00 – Eva Klein 345,00.",
      practice: {
        runtime: "sql",
        dataset: BAKERY_SALES_SQL + BAKERY_BRANCHES_SQL,
        timeLimitMs: 3000,
        ...practiceFiles({
          "query.sql": [
            "-- Gesamtumsatz pro Filialleitung\nSELECT v.filiale, SUM(v.umsatz) AS gesamtumsatz\nFROM verkaeufe v\nGROUP BY v.filiale;\n",
            "-- Gesamtumsatz pro Filialleitung\nSELECT f.leitung, SUM(v.umsatz) AS gesamtumsatz\nFROM verkaeufe v\nJOIN filialen f ON f.filiale = v.filiale\nGROUP BY f.leitung\nORDER BY gesamtumsatz DESC;\n",
          ],
        }),
        checks: [
          {
            id: "pro-leitung",
            title: "Eine Zeile pro Filialleitung mit den Spalten leitung und gesamtumsatz",
            expectedColumns: ["leitung", "gesamtumsatz"],
            expectedRows: [
              ["Murat Aydın", "1152.50"],
              ["Jana Roth", "695.00"],
              ["Eva Klein", "345.00"],
            ],
          },
          {
            id: "sortiert",
            title: "Der höchste Gesamtumsatz steht oben",
            expectedColumns: ["leitung", "gesamtumsatz"],
            expectedRows: [
              ["Murat Aydın", "1152.50"],
              ["Jana Roth", "695.00"],
              ["Eva Klein", "345.00"],
            ],
            ordered: true,
          },
        ],
      },
    },
  ],
  "Daten bereinigen: fehlende Werte, Duplikate und Formate": [
    {
      task: 'Im Kassenexport stehen Beträge als deutscher Text, etwa `"19,99"`, `"1.234,50 €"` oder leer. Schreib die Funktion `betrag_als_zahl(text)`: Sie gibt den Betrag als Zahl (`float`) zurück und für einen leeren Text `None`.',
      hint: "Entferne mit `strip()` und `replace` zuerst das €-Zeichen und die Tausenderpunkte, ersetze dann das Komma durch einen Punkt. Prüfe vorher mit `if not text.strip():`, ob überhaupt etwas drinsteht.",
      solution:
        '```python\ndef betrag_als_zahl(text):\n    text = text.replace("€", "").strip()\n    if not text:\n        return None\n    return float(text.replace(".", "").replace(",", "."))\n```\n\nIn pandas erledigt das `pd.read_csv(..., decimal=",", thousands=".")` beim Einlesen.',
      practice: {
        runtime: "python",
        timeLimitMs: 5000,
        ...practiceFiles({
          "main.py": [
            'def betrag_als_zahl(text):\n    return float(text)\n\n\nprint(betrag_als_zahl("19,99"))\n',
            'def betrag_als_zahl(text):\n    text = text.replace("€", "").strip()\n    if not text:\n        return None\n    return float(text.replace(".", "").replace(",", "."))\n\n\nprint(betrag_als_zahl("19,99"))\n',
          ],
        }),
        checks: [
          {
            id: "komma",
            title: "„19,99“ wird zu 19.99",
            code: 'expect_equal(betrag_als_zahl("19,99"), 19.99)',
          },
          {
            id: "tausender",
            title: "„1.234,50 €“ wird zu 1234.5",
            code: 'expect_equal(betrag_als_zahl("1.234,50 €"), 1234.5)',
          },
          {
            id: "leer",
            title: "Ein leerer Betrag wird zu None statt zu einem Fehler",
            hidden: true,
            code: 'expect_equal(betrag_als_zahl(""), None)\nexpect_equal(betrag_als_zahl("  "), None)',
          },
        ],
      },
    },
  ],
  "Window Functions: Rankings, laufende Summen und Vergleiche": [
    {
      task: "Welches Produkt lief in jeder Filiale der Bäckerei Korn am besten? Ergänze die Abfrage um eine Spalte `rang`: den Platz jedes Verkaufs innerhalb seiner Filiale nach Umsatz (der höchste Umsatz hat Rang 1). Sortiere nach Filiale und Rang.",
      hint: "`RANK() OVER (PARTITION BY filiale ORDER BY umsatz DESC) AS rang` zählt innerhalb jeder Filiale neu. Sortiere am Ende mit `ORDER BY filiale, rang`.",
      solution:
        "```sql\nSELECT filiale, produkt, umsatz,\n       RANK() OVER (PARTITION BY filiale ORDER BY umsatz DESC) AS rang\nFROM verkaeufe\nORDER BY filiale, rang;\n```\n\nAnders als `GROUP BY` behält die Window Function jede Zeile.",
      practice: {
        runtime: "sql",
        dataset: BAKERY_SALES_SQL,
        timeLimitMs: 3000,
        ...practiceFiles({
          "query.sql": [
            "-- Rang jedes Verkaufs innerhalb seiner Filiale\nSELECT filiale, produkt, umsatz\nFROM verkaeufe\nORDER BY filiale;\n",
            "-- Rang jedes Verkaufs innerhalb seiner Filiale\nSELECT filiale, produkt, umsatz,\n       RANK() OVER (PARTITION BY filiale ORDER BY umsatz DESC) AS rang\nFROM verkaeufe\nORDER BY filiale, rang;\n",
          ],
        }),
        checks: [
          {
            id: "rang",
            title: "Jeder Verkauf hat seinen Rang innerhalb der Filiale (Spalte rang)",
            expectedColumns: ["filiale", "produkt", "umsatz", "rang"],
            expectedRows: [
              ["Altstadt", "Kaffee", "375.00", "1"],
              ["Altstadt", "Croissant", "180.00", "2"],
              ["Altstadt", "Roggenbrot", "140.00", "3"],
              ["Bahnhof", "Kaffee", "750.00", "1"],
              ["Bahnhof", "Croissant", "315.00", "2"],
              ["Bahnhof", "Roggenbrot", "87.50", "3"],
              ["Südpark", "Roggenbrot", "210.00", "1"],
              ["Südpark", "Croissant", "135.00", "2"],
            ],
          },
          {
            id: "sortiert",
            title: "Sortiert nach Filiale, innerhalb der Filiale nach Rang",
            hidden: true,
            expectedColumns: ["filiale", "produkt", "umsatz", "rang"],
            expectedRows: [
              ["Altstadt", "Kaffee", "375.00", "1"],
              ["Altstadt", "Croissant", "180.00", "2"],
              ["Altstadt", "Roggenbrot", "140.00", "3"],
              ["Bahnhof", "Kaffee", "750.00", "1"],
              ["Bahnhof", "Croissant", "315.00", "2"],
              ["Bahnhof", "Roggenbrot", "87.50", "3"],
              ["Südpark", "Roggenbrot", "210.00", "1"],
              ["Südpark", "Croissant", "135.00", "2"],
            ],
            ordered: true,
          },
        ],
      },
    },
  ],
  "Auswerten und erzählen: groupby, pivot_table und ein kleines Dashboard": [
    {
      task: "Für das Dashboard der Bäckerei Korn: Schreib die Funktion `anteil_pro_kategorie(zeilen)`. Sie gibt ein Dictionary zurück, das jeder Kategorie ihren Anteil am Gesamtumsatz in Prozent zuordnet, auf eine Nachkommastelle gerundet. Eine leere Liste ergibt ein leeres Dictionary.",
      hint: "Summiere zuerst pro Kategorie (wie `groupby(...).sum()`) und den Gesamtumsatz mit `sum(...)`. Dann `round(summe / gesamt * 100, 1)` für jede Kategorie. Prüfe vorher, ob die Liste leer ist – sonst teilst du durch 0.",
      solution:
        '```python\ndef anteil_pro_kategorie(zeilen):\n    gesamt = sum(z["umsatz"] for z in zeilen)\n    if gesamt == 0:\n        return {}\n    summen = {}\n    for z in zeilen:\n        summen[z["kategorie"]] = summen.get(z["kategorie"], 0) + z["umsatz"]\n    return {k: round(s / gesamt * 100, 1) for k, s in summen.items()}\n```\n\nIn pandas: `df.groupby("kategorie")["umsatz"].sum() / df["umsatz"].sum() * 100`.',
      practice: {
        runtime: "python",
        timeLimitMs: 5000,
        ...practiceFiles({
          "main.py": [
            `${BAKERY_ROWS_PY}\n\ndef anteil_pro_kategorie(zeilen):\n    # Dein Code: {kategorie: anteil am gesamtumsatz in prozent}\n    return {}\n\n\nprint(anteil_pro_kategorie(verkaeufe))\n`,
            `${BAKERY_ROWS_PY}\n\ndef anteil_pro_kategorie(zeilen):\n    gesamt = sum(z["umsatz"] for z in zeilen)\n    if gesamt == 0:\n        return {}\n    summen = {}\n    for z in zeilen:\n        summen[z["kategorie"]] = summen.get(z["kategorie"], 0) + z["umsatz"]\n    return {k: round(s / gesamt * 100, 1) for k, s in summen.items()}\n\n\nprint(anteil_pro_kategorie(verkaeufe))\n`,
          ],
        }),
        checks: [
          {
            id: "beispiel",
            title: "Für die Beispieldaten: Getränke 51.3, Gebäck 28.7, Brot 20.0 Prozent",
            code: 'expect_equal(anteil_pro_kategorie(verkaeufe), {"Brot": 20.0, "Gebäck": 28.7, "Getränke": 51.3})',
          },
          {
            id: "leer",
            title: "Eine leere Liste ergibt ein leeres Dictionary (keine Division durch 0)",
            code: "expect_equal(anteil_pro_kategorie([]), {})",
          },
          {
            id: "andere-daten",
            title: "Die Funktion rechnet auch mit anderen Daten richtig",
            hidden: true,
            code: 'zeilen = [{"kategorie": "Torte", "umsatz": 30.0}, {"kategorie": "Brot", "umsatz": 10.0}]\nexpect_equal(anteil_pro_kategorie(zeilen), {"Torte": 75.0, "Brot": 25.0})',
          },
        ],
      },
    },
  ],
};
