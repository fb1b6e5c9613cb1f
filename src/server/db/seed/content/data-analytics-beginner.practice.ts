import { BAKERY_SALES_SQL } from "./bakery-data";
import type { DemoExercise } from "./types";
import { practiceFiles } from "./with-exercises";

/** More runnable SQL exercises of „Datenanalyse für Einsteiger“ (issue 29) by lesson title. */

const BY_CATEGORY = [
  ["Getränke", "1125.00"],
  ["Gebäck", "630.00"],
  ["Brot", "437.50"],
];
const DUPLICATES = [
  ["Südpark", "Croissant", "3"],
  ["Bahnhof", "Kaffee", "2"],
];

export const dataAnalyticsBeginnerPractice: Record<string, DemoExercise[]> = {
  "Auswerten mit Formeln und Pivot-Tabellen": [
    {
      task: "Was die Pivot-Tabelle „Umsatz pro Kategorie“ rechnet, kann auch SQL: Ergänze die Abfrage auf der Tabelle `verkaeufe` so, dass sie pro Kategorie eine Zeile mit dem Gesamtumsatz als Spalte `umsatz` zeigt – den größten Umsatz zuerst.",
      hint: "Die Zeilen der Pivot-Tabelle sind in SQL `GROUP BY kategorie`, die Werte `SUM(umsatz) AS umsatz`. Sortiere mit `ORDER BY umsatz DESC`.",
      solution:
        "```sql\nSELECT kategorie, SUM(umsatz) AS umsatz\nFROM verkaeufe\nGROUP BY kategorie\nORDER BY umsatz DESC;\n```\n\nErgebnis: Getränke 1.125,00 – Gebäck 630,00 – Brot 437,50, wie in der Pivot-Tabelle.",
      practice: {
        runtime: "sql",
        dataset: BAKERY_SALES_SQL,
        timeLimitMs: 3000,
        ...practiceFiles({
          "query.sql": [
            "-- Umsatz pro Kategorie, wie in der Pivot-Tabelle\nSELECT kategorie, umsatz\nFROM verkaeufe;\n",
            "-- Umsatz pro Kategorie, wie in der Pivot-Tabelle\nSELECT kategorie, SUM(umsatz) AS umsatz\nFROM verkaeufe\nGROUP BY kategorie\nORDER BY umsatz DESC;\n",
          ],
        }),
        checks: [
          {
            id: "pro-kategorie",
            title: "Eine Zeile pro Kategorie mit ihrem Gesamtumsatz (Spalten kategorie und umsatz)",
            expectedColumns: ["kategorie", "umsatz"],
            expectedRows: BY_CATEGORY,
          },
          {
            id: "sortiert",
            title: "Die umsatzstärkste Kategorie steht oben",
            expectedColumns: ["kategorie", "umsatz"],
            expectedRows: BY_CATEGORY,
            ordered: true,
          },
        ],
      },
    },
  ],
  "Datenqualität prüfen, bevor du rechnest": [
    {
      task: "Im neuesten Kassenexport sind Zeilen doppelt angekommen. Finde sie: Zeige für jede Kombination aus Datum, Filiale und Produkt, die mehr als einmal vorkommt, die Filiale, das Produkt und die Anzahl als Spalte `anzahl` – die häufigste Dopplung zuerst.",
      hint: "Gruppiere mit `GROUP BY datum, filiale, produkt` und behalte mit `HAVING COUNT(*) > 1` nur die Gruppen, die mehr als einmal vorkommen. `WHERE` kann das nicht, denn es filtert einzelne Zeilen vor dem Gruppieren.",
      solution:
        "```sql\nSELECT filiale, produkt, COUNT(*) AS anzahl\nFROM verkaeufe\nGROUP BY datum, filiale, produkt\nHAVING COUNT(*) > 1\nORDER BY anzahl DESC;\n```\n\nErgebnis: Südpark/Croissant am 3. März dreimal, Bahnhof/Kaffee am 2. März zweimal.",
      practice: {
        runtime: "sql",
        dataset: `${BAKERY_SALES_SQL}INSERT INTO verkaeufe VALUES
  ('2026-03-02', 'Bahnhof', 'Kaffee',    'Getränke', 300, 750.00),
  ('2026-03-03', 'Südpark', 'Croissant', 'Gebäck',    90, 135.00),
  ('2026-03-03', 'Südpark', 'Croissant', 'Gebäck',    90, 135.00);
`,
        timeLimitMs: 3000,
        ...practiceFiles({
          "query.sql": [
            "-- Doppelte Zeilen finden\nSELECT filiale, produkt, COUNT(*) AS anzahl\nFROM verkaeufe\nGROUP BY datum, filiale, produkt;\n",
            "-- Doppelte Zeilen finden\nSELECT filiale, produkt, COUNT(*) AS anzahl\nFROM verkaeufe\nGROUP BY datum, filiale, produkt\nHAVING COUNT(*) > 1\nORDER BY anzahl DESC;\n",
          ],
        }),
        checks: [
          {
            id: "nur-doppelte",
            title: "Nur die doppelten Kombinationen erscheinen, mit ihrer Anzahl",
            expectedColumns: ["filiale", "produkt", "anzahl"],
            expectedRows: DUPLICATES,
          },
          {
            id: "sortiert",
            title: "Die häufigste Dopplung steht oben",
            expectedColumns: ["filiale", "produkt", "anzahl"],
            expectedRows: DUPLICATES,
            ordered: true,
          },
        ],
      },
    },
  ],
};
