import type { DemoCourse } from "./types";
import { BAKERY_SALES_SQL } from "./bakery-data";
import { dataAnalyticsBeginnerPractice } from "./data-analytics-beginner.practice";
import { withExercises } from "./with-exercises";

/**
 * Demo-Kurs „Datenanalyse für Einsteiger“.
 * Durchgehendes Beispiel: die Bäckerei Korn mit drei Filialen (Altstadt, Bahnhof,
 * Südpark) und ihrer Verkaufstabelle `verkaeufe`
 * (datum, filiale, produkt, kategorie, menge, umsatz).
 */
const course: DemoCourse = {
  key: "data-analytics-beginner",
  language: "de",
  title: "Datenanalyse für Einsteiger: Tabellen, Fragen, Antworten",
  description:
    "Du arbeitest schon mit Listen und Tabellen und willst mehr daraus machen? In diesem Kurs lernst du, aus einer vagen Frage eine prüfbare Datenfrage zu machen, Tabellen sauber aufzubauen, mit Formeln und Pivot-Tabellen auszuwerten und die ersten SQL-Abfragen zu schreiben. Am Ende beantwortest du echte Geschäftsfragen einer kleinen Bäckereikette und präsentierst das Ergebnis so, dass andere danach entscheiden können. Vorkenntnisse brauchst du keine.",
  difficulty: "Beginner",
  skillArea: "data-analytics",
  estimatedHours: 4,
  modules: [
    // ------------------------------------------------------------------
    // Modul 1: Mit Daten denken
    // ------------------------------------------------------------------
    {
      title: "Mit Daten denken: Fragen und Tabellen",
      description:
        "Du lernst, gute Datenfragen zu stellen, Tabellen so aufzubauen, dass man mit ihnen rechnen kann, und sie mit Formeln und Pivot-Tabellen auszuwerten.",
      lessons: [
        {
          title: "Von der Geschäftsfrage zur Datenfrage",
          content: `## Am Anfang steht eine Frage, keine Tabelle

Die Inhaberin der Bäckerei Korn sagt: „Ich habe das Gefühl, die Filiale am Bahnhof läuft nicht mehr so gut.“ Das ist eine typische **Geschäftsfrage**: wichtig, aber unscharf. Bevor du eine einzige Zelle anfasst, übersetzt du sie in eine **Datenfrage**, die sich eindeutig beantworten lässt:

> Wie hat sich der Umsatz der Filiale Bahnhof pro Woche von Januar bis März entwickelt, verglichen mit den anderen beiden Filialen?

Diese Frage legt fest, **was** gemessen wird (Umsatz), **wofür** (Filiale Bahnhof), **in welcher Einheit** (pro Woche), **in welchem Zeitraum** (Januar bis März) und **womit verglichen** wird (die anderen Filialen). Ohne Vergleich ist eine Zahl selten aussagekräftig: 5.000 Euro Wochenumsatz sind gut oder schlecht – je nachdem, was vorher war und was die anderen machen.

## Kennzahlen sauber definieren

Viele Streitgespräche über Zahlen sind in Wahrheit Streit über Definitionen. Was heißt „Umsatz“: mit oder ohne Mehrwertsteuer? Zählen Retouren und Rabatte mit? Was ist eine „Woche“: Montag bis Sonntag oder die Kalenderwoche? Schreib deshalb zu jeder Kennzahl kurz auf, wie sie berechnet wird und woher die Daten kommen. Das klingt pedantisch, spart aber Stunden, wenn zwei Abteilungen mit unterschiedlichen Zahlen ins Meeting kommen.

## Was ist eine Zeile?

Die wichtigste Frage an jede Tabelle lautet: **Wofür steht eine Zeile?** In der Verkaufstabelle der Bäckerei steht eine Zeile für *ein Produkt an einem Tag in einer Filiale*:

| datum | filiale | produkt | kategorie | menge | umsatz |
| --- | --- | --- | --- | --- | --- |
| 2026-03-02 | Altstadt | Roggenbrot | Brot | 40 | 140,00 |
| 2026-03-02 | Bahnhof | Kaffee | Getränke | 300 | 750,00 |

Das nennt man die **Granularität** der Daten. Sie entscheidet, welche Fragen du beantworten kannst: Mit Tageswerten pro Produkt kannst du Wochen- und Monatsumsätze berechnen, aber nicht herausfinden, zu welcher Uhrzeit am meisten verkauft wird.

## Saubere Tabellen

Damit Tabellenkalkulation und Datenbanken mit deinen Daten rechnen können, halte dich an wenige Regeln:

- **Eine Zeile pro Beobachtung, eine Spalte pro Merkmal.** Keine Spalten wie „März Altstadt“, „März Bahnhof“ – die Filiale gehört in eine eigene Spalte.
- **Eine Überschriftenzeile**, keine verbundenen Zellen, keine Zwischensummen mitten in den Daten.
- **Ein Datentyp pro Spalte:** In „menge“ stehen nur Zahlen, nicht „ca. 40“ oder „ausverkauft“.
- **Einheitliche Schreibweisen:** „Bahnhof“ und „Bhf.“ sind für den Computer zwei verschiedene Filialen.

Wer aus dem Büro, der Logistik oder dem Handel kommt, kennt das Gegenteil: bunte Listen, in denen Farben Bedeutung tragen. Farben sind für Menschen, Spalten für Maschinen.

## Das Wichtigste in Kürze

- Übersetze jede Geschäftsfrage in eine Datenfrage mit Kennzahl, Einheit, Zeitraum und Vergleich.
- Definiere Kennzahlen schriftlich.
- Kläre, wofür eine Zeile steht, und halte Tabellen sauber: eine Zeile pro Beobachtung, eine Spalte pro Merkmal.`,
          learningObjective:
            "Du kannst eine unscharfe Geschäftsfrage in eine prüfbare Datenfrage übersetzen, eine Kennzahl eindeutig definieren und erkennen, ob eine Tabelle sauber aufgebaut ist.",
          estimatedMinutes: 12,
          codeExamples: [
            {
              title: "Steckbrief einer Kennzahl",
              description:
                "So hältst du fest, was eine Kennzahl genau bedeutet. Lege solche Steckbriefe an einem Ort ab, den alle im Team finden.",
              code: `{
  "kennzahl": "Wochenumsatz pro Filiale",
  "frage": "Wie entwickelt sich der Umsatz der Filiale Bahnhof im Vergleich zu den anderen?",
  "berechnung": "Summe der Spalte umsatz je Filiale und Kalenderwoche (Montag bis Sonntag)",
  "einheit": "Euro, brutto inklusive Mehrwertsteuer",
  "quelle": "Kassenexport verkaeufe.csv, täglich um 22 Uhr",
  "granularitaet": "eine Zeile = ein Produkt an einem Tag in einer Filiale",
  "nichtEnthalten": ["Catering-Aufträge", "Gutscheinverkäufe"],
  "verantwortlich": "Filialleitung, Rückfragen an die Buchhaltung"
}`,
              language: "json",
            },
          ],
          exercises: [
            {
              task: "Übersetze diese drei Geschäftsfragen in Datenfragen mit Kennzahl, Einheit, Zeitraum und Vergleich: (1) „Verkaufen wir genug Croissants?“ (2) „Sind die Kundinnen mit unserem Service zufrieden?“ (3) „Lohnt sich der Sonntagsverkauf?“",
              hint: "Frag dich bei jeder Frage: Woran würde ich merken, dass die Antwort „ja“ ist? Welche Zahl, in welchem Zeitraum, verglichen womit?",
              solution: `Mögliche Datenfragen:

1. **Croissants:** Wie viel Prozent der morgens gebackenen Croissants wurden in den letzten acht Wochen pro Filiale verkauft, und wie viele wurden abends abgeschrieben? (Vergleich zwischen Filialen und Wochentagen)
2. **Zufriedenheit:** Wie hat sich die durchschnittliche Bewertung (1 bis 5 Sterne) in den Online-Bewertungen pro Quartal im letzten Jahr entwickelt, und wie viele Beschwerden gingen pro Monat ein? (Vergleich mit dem Vorjahr)
3. **Sonntagsverkauf:** Wie hoch war der Umsatz an Sonntagen im letzten Halbjahr im Vergleich zu den Personal- und Energiekosten der Sonntagsöffnung? (Vergleich: Deckungsbeitrag Sonntag gegenüber Samstag)

Jede Frage nennt eine messbare Größe, einen Zeitraum und einen Vergleichsmaßstab. Bei Frage 3 merkst du außerdem, dass die Verkaufstabelle allein nicht reicht: Du brauchst auch Kostendaten.`,
            },
          ],
          quizzes: [
            {
              question:
                "Eine Tabelle hat die Spalten „Produkt“, „Umsatz Altstadt“, „Umsatz Bahnhof“ und „Umsatz Südpark“. Was ist das Problem?",
              choices: [
                "Es gibt kein Problem, die Tabelle ist gut lesbar.",
                "Umsätze dürfen nicht in Tabellen stehen.",
                "Die Spalte „Produkt“ muss immer ganz rechts stehen.",
                "Die Filiale ist ein Merkmal und gehört in eine eigene Spalte, sonst lässt sich schlecht filtern und zusammenfassen.",
              ],
              correctAnswer: 3,
              explanation:
                "In einer sauberen Tabelle steht jedes Merkmal in einer eigenen Spalte. Mit einer Spalte „filiale“ kannst du nach Filialen filtern, neue Filialen ohne neue Spalten ergänzen und mit einer Pivot-Tabelle oder GROUP BY zusammenfassen.",
            },
          ],
        },
        {
          title: "Auswerten mit Formeln und Pivot-Tabellen",
          content: `## Die Tabellenkalkulation als Analysewerkzeug

Excel, LibreOffice Calc und Google Tabellen sind für viele Auswertungen völlig ausreichend – und sie sind in fast jedem Büro vorhanden. In dieser Lektion nutzt du die acht Zeilen der Bäckerei Korn aus dem Codebeispiel. Die Formeln sind in der deutschen Schreibweise mit Semikolon angegeben.

## Filtern und sortieren

Markiere die Überschriftenzeile und schalte den **Autofilter** ein. Jetzt kannst du mit zwei Klicks nur die Filiale Bahnhof anzeigen oder nach Umsatz absteigend sortieren. Filtern ist ideal zum Erkunden: Welche Werte gibt es überhaupt? Gibt es Tippfehler wie „Bhf.“? Stehen irgendwo leere Zellen?

## Bedingte Summen und Zählungen

Für feste Auswertungen nutzt du Formeln, die sich bei neuen Daten selbst aktualisieren:

- \`=SUMMEWENNS(F:F; B:B; "Bahnhof")\` summiert die Umsätze (Spalte F) aller Zeilen, in denen in Spalte B „Bahnhof“ steht.
- \`=SUMMEWENNS(E:E; C:C; "Croissant"; B:B; "Altstadt")\` summiert die Menge der Croissants nur in der Altstadt – mehrere Bedingungen werden einfach angehängt.
- \`=ZÄHLENWENNS(D:D; "Brot")\` zählt, wie viele Zeilen zur Kategorie Brot gehören.
- \`=MITTELWERT(F2:F9)\` berechnet den durchschnittlichen Umsatz pro Zeile.

Schreib Bedingungen möglichst nicht direkt in die Formel, sondern in eine eigene Zelle, und verweise darauf: \`=SUMMEWENNS(F:F; B:B; H2)\`. Dann kannst du die Filiale in H2 ändern, ohne die Formel anzufassen.

## Pivot-Tabellen: Zusammenfassen ohne Formeln

Eine **Pivot-Tabelle** fasst eine saubere Tabelle mit wenigen Klicks zusammen. Du ziehst Felder in vier Bereiche:

- **Zeilen:** wonach gruppiert wird, zum Beispiel „filiale“,
- **Spalten:** eine zweite Gruppierung, zum Beispiel „kategorie“,
- **Werte:** was berechnet wird, zum Beispiel „Summe von umsatz“,
- **Filter:** was vorher ausgeblendet wird, zum Beispiel nur März.

Heraus kommt eine Kreuztabelle „Umsatz pro Filiale und Kategorie“ mit Gesamtsummen. Genau diese Denkweise – *gruppieren, dann zusammenfassen* – begegnet dir im nächsten Modul in SQL wieder als \`GROUP BY\`.

## Typische Stolperfallen

- **Zahlen als Text:** Ein Kassenexport liefert „140.00“ mit Punkt; eine deutsche Tabellenkalkulation erkennt das nicht als Zahl. Erkennbar daran, dass die Werte linksbündig stehen und Summen 0 ergeben. Lösung: beim Import das Gebietsschema „Englisch“ wählen oder Punkt durch Komma ersetzen.
- **Doppelte Zeilen:** Wurde ein Export zweimal eingefügt, verdoppeln sich alle Summen. Prüfe die Zeilenzahl gegen die Quelle.
- **Fest verdrahtete Bereiche:** \`F2:F9\` wächst nicht mit, wenn neue Zeilen dazukommen. Formatiere die Daten als Tabelle oder nutze ganze Spalten.

## Das Wichtigste in Kürze

- Autofilter zum Erkunden, SUMMEWENNS und ZÄHLENWENNS für feste Auswertungen.
- Pivot-Tabellen gruppieren und fassen zusammen – dieselbe Idee wie GROUP BY in SQL.
- Prüfe Zahlenformate, Duplikate und mitwachsende Bereiche, bevor du Ergebnissen vertraust.`,
          learningObjective:
            "Du kannst Daten mit dem Autofilter erkunden, mit SUMMEWENNS und ZÄHLENWENNS bedingt auswerten, eine Pivot-Tabelle aufbauen und typische Fehlerquellen erkennen.",
          estimatedMinutes: 15,
          codeExamples: [
            {
              title: "Die Beispieldaten als Tabelle",
              description:
                "Diese acht Zeilen nutzt du in den Übungen dieses Kurses. Mit dem SQL-Befehl legst du sie später in einer Datenbank an; für die Tabellenkalkulation kopierst du die Werte einfach in die Spalten A bis F.",
              code: `CREATE TABLE verkaeufe (
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
  ('2026-03-03', 'Südpark',  'Croissant',  'Gebäck',    90, 135.00);`,
              language: "sql",
            },
          ],
          exercises: [
            {
              task: "Übertrage die acht Zeilen aus dem Codebeispiel in eine Tabellenkalkulation (Spalten A bis F, Überschriften in Zeile 1). Berechne (a) den Gesamtumsatz der Filiale Bahnhof, (b) wie viele Croissants insgesamt verkauft wurden und (c) mit einer Pivot-Tabelle den Umsatz pro Kategorie.",
              hint: "Für (a) und (b) brauchst du SUMMEWENNS: erst der Bereich, der summiert wird, dann Bedingungsbereich und Bedingung. Für (c) ziehst du „kategorie“ in die Zeilen und „umsatz“ in die Werte.",
              solution: `**(a)** \`=SUMMEWENNS(F:F; B:B; "Bahnhof")\` ergibt **1.152,50 €** (315,00 + 750,00 + 87,50).

**(b)** \`=SUMMEWENNS(E:E; C:C; "Croissant")\` ergibt **420** Stück (120 + 210 + 90).

**(c)** Pivot-Tabelle mit „kategorie“ in den Zeilen und „Summe von umsatz“ in den Werten:

| kategorie | Summe von umsatz |
| --- | --- |
| Brot | 437,50 € |
| Gebäck | 630,00 € |
| Getränke | 1.125,00 € |
| **Gesamtergebnis** | **2.192,50 €** |

Auffällig: Getränke, also vor allem Kaffee, bringen mehr als die Hälfte des Umsatzes – obwohl die Bäckerei sich als Brotbäckerei versteht. Genau solche Erkenntnisse sind der Zweck einer Auswertung.`,
            },
          ],
          quizzes: [
            {
              question:
                "Die Summe deiner Umsatzspalte ergibt 0, obwohl überall Beträge wie „140.00“ stehen und linksbündig angezeigt werden. Was ist die wahrscheinlichste Ursache?",
              choices: [
                "Die Werte wurden als Text importiert, weil sie einen Punkt statt eines Kommas als Dezimaltrennzeichen haben.",
                "Die Tabellenkalkulation kann nur ganze Zahlen addieren.",
                "Die Spalte ist zu schmal.",
                "Summen funktionieren nur in Pivot-Tabellen.",
              ],
              correctAnswer: 0,
              explanation:
                "Linksbündige „Zahlen“ sind fast immer Text. In deutschen Einstellungen ist das Komma das Dezimaltrennzeichen; „140.00“ wird deshalb nicht als Zahl erkannt. Beim Import das passende Gebietsschema wählen oder die Trennzeichen ersetzen.",
            },
          ],
        },
      ],
    },
    // ------------------------------------------------------------------
    // Modul 2: Erste Schritte mit SQL
    // ------------------------------------------------------------------
    {
      title: "Erste Schritte mit SQL",
      description:
        "Du stellst dieselben Fragen direkt an eine Datenbank: Zeilen auswählen, filtern, sortieren und gruppieren, das Ergebnis verständlich auf den Punkt bringen und vorher die Qualität der Daten prüfen.",
      lessons: [
        {
          title: "Daten abfragen: SELECT, WHERE und ORDER BY",
          content: `## Warum SQL, wenn es doch Tabellenkalkulation gibt?

Tabellenkalkulationen stoßen an Grenzen, sobald Daten groß werden, ständig neu dazukommen oder mehrere Personen dieselben Zahlen brauchen. Dann liegen die Daten meist in einer **Datenbank**, und die Sprache, um Fragen an sie zu stellen, heißt **SQL** (Structured Query Language). SQL ist seit Jahrzehnten Standard und steht in fast jeder Stellenanzeige für Datenanalyse. Die gute Nachricht: Mit einer Handvoll Befehlen kommst du schon sehr weit.

Zum Üben brauchst du nichts zu installieren. Online-SQL-Umgebungen im Browser oder das kostenlose Programm „DB Browser for SQLite“ reichen völlig. Lege dort die Tabelle \`verkaeufe\` mit dem Befehl aus der vorigen Lektion an.

## SELECT und FROM: welche Spalten, aus welcher Tabelle

Jede Abfrage beginnt mit \`SELECT\`, gefolgt von den gewünschten Spalten, und \`FROM\`, gefolgt von der Tabelle:

\`\`\`sql
SELECT datum, filiale, umsatz
FROM verkaeufe;
\`\`\`

Mit \`SELECT *\` bekommst du alle Spalten. Das ist praktisch zum Erkunden, in fertigen Auswertungen nennst du die Spalten aber besser ausdrücklich – dann bleibt die Abfrage verständlich, auch wenn die Tabelle später neue Spalten bekommt.

## WHERE: Zeilen filtern

\`WHERE\` entspricht dem Autofilter. Text steht in einfachen Anführungszeichen, Zahlen ohne:

\`\`\`sql
SELECT datum, produkt, menge, umsatz
FROM verkaeufe
WHERE filiale = 'Bahnhof'
  AND umsatz > 100;
\`\`\`

Nützliche Vergleiche:

- \`=\`, \`<>\` (ungleich), \`>\`, \`<\`, \`>=\`, \`<=\`
- \`AND\` (beide Bedingungen), \`OR\` (eine von beiden)
- \`IN ('Altstadt', 'Südpark')\` für mehrere erlaubte Werte
- \`BETWEEN '2026-03-01' AND '2026-03-31'\` für Zeiträume
- \`IS NULL\` für leere Werte – \`= NULL\` funktioniert nicht

## ORDER BY und LIMIT: sortieren und begrenzen

\`ORDER BY\` sortiert aufsteigend, mit \`DESC\` absteigend. \`LIMIT\` begrenzt die Anzahl der Zeilen. Zusammen beantworten sie Fragen wie „Was waren die drei umsatzstärksten Einträge?“:

\`\`\`sql
SELECT datum, filiale, produkt, umsatz
FROM verkaeufe
ORDER BY umsatz DESC
LIMIT 3;
\`\`\`

## Lesbar schreiben

Der Datenbank ist es egal, ob du alles in eine Zeile schreibst. Deinen Kolleginnen – und dir selbst in drei Monaten – nicht. Bewährt haben sich drei Gewohnheiten:

- Schlüsselwörter wie \`SELECT\` und \`WHERE\` groß, Tabellen- und Spaltennamen klein.
- Jede Klausel in eine eigene Zeile, Bedingungen mit \`AND\` eingerückt darunter.
- Kommentare mit zwei Bindestrichen (\`-- nur Filiale Bahnhof\`), wo eine Bedingung nicht selbsterklärend ist.

Vielleicht ist dir aufgefallen, dass die Tabelle \`verkaeufe\` heißt und nicht „Verkäufe“: Umlaute, Leerzeichen und Sonderzeichen in Namen führen in vielen Werkzeugen zu Problemen. In den *Werten* selbst, etwa 'Südpark', sind sie dagegen kein Problem.

## Die Reihenfolge merken

SQL liest sich fast wie ein englischer Satz, aber die Reihenfolge der Bausteine ist fest: \`SELECT\` – \`FROM\` – \`WHERE\` – \`ORDER BY\` – \`LIMIT\`. Schreibst du \`WHERE\` hinter \`ORDER BY\`, meldet die Datenbank einen Syntaxfehler. Fehlermeldungen sind übrigens kein Grund zur Sorge: Lies sie in Ruhe, meist nennen sie die Stelle, an der etwas nicht passt.

## Das Wichtigste in Kürze

- \`SELECT\` wählt Spalten, \`FROM\` die Tabelle, \`WHERE\` filtert Zeilen.
- Text in einfachen Anführungszeichen; leere Werte prüfst du mit \`IS NULL\`.
- \`ORDER BY … DESC\` und \`LIMIT\` liefern Ranglisten.`,
          learningObjective:
            "Du kannst mit SELECT, FROM, WHERE, ORDER BY und LIMIT Zeilen und Spalten aus einer Tabelle auswählen, nach mehreren Bedingungen filtern und Ranglisten erstellen.",
          estimatedMinutes: 15,
          codeExamples: [
            {
              title: "Brot und Gebäck in zwei Filialen, nach Menge sortiert",
              description:
                "Diese Abfrage kombiniert IN, AND und ORDER BY. Kommentare beginnen in SQL mit zwei Bindestrichen.",
              code: `-- Welche Backwaren liefen in Altstadt und Südpark am besten?
SELECT datum,
       filiale,
       produkt,
       menge
FROM verkaeufe
WHERE filiale IN ('Altstadt', 'Südpark')   -- nur diese beiden Filialen
  AND kategorie <> 'Getränke'              -- ohne Kaffee
ORDER BY menge DESC;                       -- größte Menge zuerst

-- Ergebnis mit den Beispieldaten:
-- 2026-03-02 | Altstadt | Croissant  | 120
-- 2026-03-03 | Südpark  | Croissant  |  90
-- 2026-03-03 | Südpark  | Roggenbrot |  60
-- 2026-03-02 | Altstadt | Roggenbrot |  40`,
              language: "sql",
            },
          ],
          exercises: [
            {
              task: "Schreib mit der Tabelle `verkaeufe` zwei Abfragen: (1) Alle Verkäufe vom 3. März 2026 mit Filiale, Produkt und Umsatz, nach Umsatz absteigend sortiert. (2) Die zwei Zeilen mit der größten verkauften Menge in der Kategorie Gebäck.",
              hint: "Ein Datum schreibst du wie Text in einfachen Anführungszeichen im Format 'JJJJ-MM-TT'. Für (2) brauchst du WHERE, ORDER BY … DESC und LIMIT.",
              solution: `**(1)**

\`\`\`sql
SELECT filiale, produkt, umsatz
FROM verkaeufe
WHERE datum = '2026-03-03'
ORDER BY umsatz DESC;
\`\`\`

Ergebnis: Altstadt/Kaffee 375,00 – Südpark/Roggenbrot 210,00 – Südpark/Croissant 135,00 – Bahnhof/Roggenbrot 87,50.

**(2)**

\`\`\`sql
SELECT datum, filiale, produkt, menge
FROM verkaeufe
WHERE kategorie = 'Gebäck'
ORDER BY menge DESC
LIMIT 2;
\`\`\`

Ergebnis: Bahnhof mit 210 Croissants am 2. März, dann Altstadt mit 120 Croissants am selben Tag.`,
            },
            {
              task: "Die Inhaberin fragt: „Welche drei Verkäufe haben am meisten Umsatz gebracht?“ Ergänze die Abfrage so, dass sie für die drei umsatzstärksten Zeilen der Tabelle `verkaeufe` Filiale, Produkt und Umsatz zeigt – den größten Umsatz zuerst.",
              hint: "Sortiere mit `ORDER BY umsatz DESC` und begrenze das Ergebnis mit `LIMIT`.",
              solution:
                "```sql\nSELECT filiale, produkt, umsatz\nFROM verkaeufe\nORDER BY umsatz DESC\nLIMIT 3;\n```\n\nErgebnis: Bahnhof/Kaffee 750,00 – Altstadt/Kaffee 375,00 – Bahnhof/Croissant 315,00.",
              practice: {
                runtime: "sql",
                dataset: BAKERY_SALES_SQL,
                starterFiles: [
                  {
                    name: "query.sql",
                    content:
                      "-- Die drei umsatzstärksten Verkäufe\nSELECT filiale, produkt, umsatz\nFROM verkaeufe;\n",
                  },
                ],
                solutionFiles: [
                  {
                    name: "query.sql",
                    content:
                      "-- Die drei umsatzstärksten Verkäufe\nSELECT filiale, produkt, umsatz\nFROM verkaeufe\nORDER BY umsatz DESC\nLIMIT 3;\n",
                  },
                ],
                checks: [
                  {
                    id: "drei-zeilen",
                    title: "Das Ergebnis enthält genau die drei umsatzstärksten Verkäufe",
                    expectedColumns: ["filiale", "produkt", "umsatz"],
                    expectedRows: [
                      ["Bahnhof", "Kaffee", "750.00"],
                      ["Altstadt", "Kaffee", "375.00"],
                      ["Bahnhof", "Croissant", "315.00"],
                    ],
                  },
                  {
                    id: "reihenfolge",
                    title: "Der größte Umsatz steht oben",
                    expectedColumns: ["filiale", "produkt", "umsatz"],
                    expectedRows: [
                      ["Bahnhof", "Kaffee", "750.00"],
                      ["Altstadt", "Kaffee", "375.00"],
                      ["Bahnhof", "Croissant", "315.00"],
                    ],
                    ordered: true,
                  },
                ],
              },
            },
          ],
          quizzes: [
            {
              question: "Welche Abfrage findet alle Zeilen, in denen die Kategorie fehlt?",
              choices: [
                "SELECT * FROM verkaeufe WHERE kategorie = NULL;",
                "SELECT * FROM verkaeufe WHERE kategorie = '';",
                "SELECT * FROM verkaeufe WHERE kategorie IS NULL;",
                "SELECT * FROM verkaeufe ORDER BY kategorie NULL;",
              ],
              correctAnswer: 2,
              explanation:
                "NULL bedeutet „unbekannt“ und ist mit nichts gleich, nicht einmal mit sich selbst. Deshalb liefert „= NULL“ nie Treffer; leere Werte prüfst du mit IS NULL. Ein leerer Text '' ist etwas anderes als NULL.",
            },
          ],
        },
        {
          title: "Zusammenfassen mit GROUP BY",
          content: `## Die Pivot-Tabelle in SQL

In der Tabellenkalkulation hast du mit einer Pivot-Tabelle den Umsatz pro Kategorie berechnet. In SQL heißt dieselbe Idee **Gruppieren und Aggregieren**: Die Datenbank teilt die Zeilen in Gruppen auf und berechnet für jede Gruppe einen Wert.

\`\`\`sql
SELECT filiale,
       SUM(umsatz) AS gesamtumsatz
FROM verkaeufe
GROUP BY filiale
ORDER BY gesamtumsatz DESC;
\`\`\`

Mit den Beispieldaten erhältst du: Bahnhof 1.152,50 – Altstadt 695,00 – Südpark 345,00. Mit \`AS\` gibst du der berechneten Spalte einen verständlichen Namen, den du danach auch in \`ORDER BY\` verwenden kannst.

## Die wichtigsten Aggregatfunktionen

- \`COUNT(*)\` zählt Zeilen,
- \`SUM(spalte)\` bildet die Summe,
- \`AVG(spalte)\` den Durchschnitt,
- \`MIN(spalte)\` und \`MAX(spalte)\` den kleinsten und größten Wert.

Du kannst mehrere auf einmal berechnen und auch nach mehreren Spalten gruppieren, zum Beispiel \`GROUP BY filiale, kategorie\` für eine Zeile pro Kombination – das entspricht einer Pivot-Tabelle mit zwei Feldern in den Zeilen.

## Die goldene Regel

Jede Spalte im \`SELECT\` steht entweder im \`GROUP BY\` **oder** in einer Aggregatfunktion. \`SELECT filiale, produkt, SUM(umsatz) … GROUP BY filiale\` ergibt einen Fehler: Welches der Produkte einer Filiale sollte die Datenbank denn anzeigen? Wenn du diese Regel im Kopf behältst, vermeidest du den häufigsten Fehler beim Gruppieren.

## WHERE oder HAVING?

\`WHERE\` filtert **einzelne Zeilen vor** dem Gruppieren, \`HAVING\` filtert **Gruppen danach**:

\`\`\`sql
SELECT produkt, SUM(menge) AS stueck
FROM verkaeufe
WHERE filiale <> 'Bahnhof'      -- Zeilen: ohne Bahnhof
GROUP BY produkt
HAVING SUM(menge) >= 100;       -- Gruppen: nur Produkte ab 100 Stück
\`\`\`

Die vollständige Reihenfolge lautet damit: \`SELECT\` – \`FROM\` – \`WHERE\` – \`GROUP BY\` – \`HAVING\` – \`ORDER BY\` – \`LIMIT\`.

## Vom Ergebnis zur Antwort

Eine Abfrage ist erst der halbe Weg. Die Inhaberin der Bäckerei will keine Tabelle, sondern eine Antwort auf ihre Frage. Formuliere das Ergebnis deshalb in einem Satz, der die Frage beantwortet, und nenne die wichtigste Zahl mit Vergleich:

> Die Filiale Bahnhof ist nicht das Problem: Sie macht mit 1.152,50 € mehr als die Hälfte des Umsatzes, vor allem durch Kaffee. Schwach ist der Südpark mit 345,00 €.

Dazu passt ein einfaches **Balkendiagramm** mit einem Balken pro Filiale, sortiert nach Größe. Für Entwicklungen über die Zeit nimmst du ein **Liniendiagramm**, für Anteile höchstens fünf Kategorien in einem Balken statt eines Tortendiagramms. Und schreib immer dazu, welcher Zeitraum und welche Daten zugrunde liegen – zwei Tage sind noch kein Trend.

## Das Wichtigste in Kürze

- \`GROUP BY\` mit \`SUM\`, \`COUNT\`, \`AVG\`, \`MIN\`, \`MAX\` fasst zusammen wie eine Pivot-Tabelle.
- Jede Spalte im SELECT steht im GROUP BY oder in einer Aggregatfunktion.
- \`WHERE\` filtert Zeilen vorher, \`HAVING\` Gruppen danach – und am Ende steht eine Antwort in einem Satz.`,
          learningObjective:
            "Du kannst mit GROUP BY und Aggregatfunktionen Kennzahlen pro Gruppe berechnen, WHERE und HAVING richtig einsetzen und das Ergebnis als Antwort auf die Ausgangsfrage formulieren.",
          estimatedMinutes: 15,
          codeExamples: [
            {
              title: "Kennzahlen pro Filiale und Kategorie",
              description:
                "Mehrere Aggregate auf einmal, gruppiert nach zwei Spalten – das Gegenstück zu einer Pivot-Tabelle mit Filiale und Kategorie in den Zeilen.",
              code: `SELECT filiale,
       kategorie,
       COUNT(*)          AS eintraege,
       SUM(menge)        AS stueck,
       SUM(umsatz)       AS gesamtumsatz,
       ROUND(AVG(umsatz), 2) AS umsatz_pro_eintrag
FROM verkaeufe
GROUP BY filiale, kategorie
ORDER BY filiale, gesamtumsatz DESC;

-- Ausschnitt aus dem Ergebnis:
-- Altstadt | Getränke | 1 | 150 | 375.00 | 375.00
-- Altstadt | Gebäck   | 1 | 120 | 180.00 | 180.00
-- Altstadt | Brot     | 1 |  40 | 140.00 | 140.00
-- Bahnhof  | Getränke | 1 | 300 | 750.00 | 750.00`,
              language: "sql",
            },
          ],
          exercises: [
            {
              task: "Schreib eine Abfrage, die für jede Kategorie die verkaufte Stückzahl und den Umsatz berechnet, nur Kategorien mit mehr als 500 Euro Umsatz zeigt und nach Umsatz absteigend sortiert. Formuliere das Ergebnis anschließend in einem Satz für die Inhaberin.",
              hint: "Die Bedingung „mehr als 500 Euro Umsatz“ bezieht sich auf die Summe einer Gruppe, nicht auf einzelne Zeilen – welches Schlüsselwort brauchst du also?",
              solution: `\`\`\`sql
SELECT kategorie,
       SUM(menge)  AS stueck,
       SUM(umsatz) AS gesamtumsatz
FROM verkaeufe
GROUP BY kategorie
HAVING SUM(umsatz) > 500
ORDER BY gesamtumsatz DESC;
\`\`\`

Ergebnis mit den Beispieldaten:

| kategorie | stueck | gesamtumsatz |
| --- | --- | --- |
| Getränke | 450 | 1125.00 |
| Gebäck | 420 | 630.00 |

Brot fällt mit 437,50 € heraus. Ein möglicher Satz für die Inhaberin: „An den beiden ausgewerteten Tagen kam mehr als die Hälfte des Umsatzes aus Getränken (1.125 € von 2.192,50 €); Brot lag mit 437,50 € auf dem letzten Platz – das sollten wir über einen längeren Zeitraum prüfen.“`,
            },
            {
              task: "Welche Filiale hat insgesamt den meisten Umsatz gemacht? Schreib eine Abfrage, die pro Filiale den Gesamtumsatz als Spalte `gesamtumsatz` zeigt – die umsatzstärkste Filiale zuerst.",
              hint: "Gruppiere mit `GROUP BY filiale`, summiere mit `SUM(umsatz) AS gesamtumsatz` und sortiere nach dem Alias.",
              solution:
                "```sql\nSELECT filiale, SUM(umsatz) AS gesamtumsatz\nFROM verkaeufe\nGROUP BY filiale\nORDER BY gesamtumsatz DESC;\n```\n\nErgebnis: Bahnhof 1.152,50 – Altstadt 695,00 – Südpark 345,00.",
              practice: {
                runtime: "sql",
                dataset: BAKERY_SALES_SQL,
                starterFiles: [
                  {
                    name: "query.sql",
                    content:
                      "-- Gesamtumsatz pro Filiale\nSELECT filiale, umsatz\nFROM verkaeufe;\n",
                  },
                ],
                solutionFiles: [
                  {
                    name: "query.sql",
                    content:
                      "-- Gesamtumsatz pro Filiale\nSELECT filiale, SUM(umsatz) AS gesamtumsatz\nFROM verkaeufe\nGROUP BY filiale\nORDER BY gesamtumsatz DESC;\n",
                  },
                ],
                checks: [
                  {
                    id: "eine-zeile-pro-filiale",
                    title: "Eine Zeile pro Filiale mit den Spalten filiale und gesamtumsatz",
                    expectedColumns: ["filiale", "gesamtumsatz"],
                    expectedRows: [
                      ["Bahnhof", "1152.50"],
                      ["Altstadt", "695.00"],
                      ["Südpark", "345.00"],
                    ],
                  },
                  {
                    id: "sortiert",
                    title: "Die umsatzstärkste Filiale steht oben",
                    expectedColumns: ["filiale", "gesamtumsatz"],
                    expectedRows: [
                      ["Bahnhof", "1152.50"],
                      ["Altstadt", "695.00"],
                      ["Südpark", "345.00"],
                    ],
                    ordered: true,
                  },
                ],
              },
            },
          ],
          quizzes: [
            {
              question:
                "Du willst nur Filialen anzeigen, deren Gesamtumsatz über 500 Euro liegt. Wohin gehört die Bedingung?",
              choices: [
                "In WHERE, zum Beispiel WHERE umsatz > 500.",
                "In HAVING, zum Beispiel HAVING SUM(umsatz) > 500.",
                "In ORDER BY, zum Beispiel ORDER BY umsatz > 500.",
              ],
              correctAnswer: 1,
              explanation:
                "Der Gesamtumsatz entsteht erst durch das Gruppieren. WHERE würde einzelne Zeilen mit mehr als 500 Euro filtern, HAVING filtert die fertigen Gruppen nach ihrer Summe.",
            },
          ],
        },
        {
          title: "Datenqualität prüfen, bevor du rechnest",
          content: `## Schlechte Daten, falsche Entscheidungen

Die beste Abfrage nützt nichts, wenn die Daten darunter fehlerhaft sind. In der Praxis verbringen Analystinnen einen großen Teil ihrer Zeit damit, Daten zu prüfen und zu bereinigen. Das klingt unspektakulär, ist aber genau die Sorgfalt, die Arbeitgeber schätzen – und die viele Quereinsteigende aus Buchhaltung, Logistik oder Verwaltung längst mitbringen. Gewöhne dir an, vor jeder Auswertung fünf Minuten in eine **Qualitätsprüfung** zu investieren.

## Vier Fragen an jede Tabelle

1. **Ist alles da?** Stimmt die Anzahl der Zeilen mit der Quelle überein? Fehlen Tage oder Filialen?
2. **Gibt es Lücken?** Welche Spalten enthalten leere Werte, und wie viele?
3. **Gibt es Doppelte?** Wurde ein Export zweimal eingespielt?
4. **Sind die Werte plausibel?** Gibt es Schreibvarianten, negative Mengen oder Werte, die um ein Vielfaches zu groß sind?

Jede dieser Fragen lässt sich mit den Befehlen beantworten, die du schon kennst.

## Lücken zählen

\`COUNT(*)\` zählt alle Zeilen, \`COUNT(spalte)\` nur die, in denen die Spalte nicht leer ist. Die Differenz ist die Zahl der Lücken:

\`\`\`sql
SELECT COUNT(*)                    AS zeilen,
       COUNT(*) - COUNT(kategorie) AS ohne_kategorie
FROM verkaeufe;
\`\`\`

## Schreibvarianten finden

\`SELECT DISTINCT\` zeigt jeden vorkommenden Wert nur einmal. So fallen „Bahnhof“ und „Bhf.“ sofort auf:

\`\`\`sql
SELECT DISTINCT filiale
FROM verkaeufe
ORDER BY filiale;
\`\`\`

## Doppelte Zeilen finden

Eine Zeile soll für *ein Produkt an einem Tag in einer Filiale* stehen. Gruppierst du nach genau diesen Spalten, darf jede Gruppe nur einmal vorkommen. \`HAVING COUNT(*) > 1\` zeigt die Verstöße – eine schöne Anwendung dessen, was du in der letzten Lektion gelernt hast.

## Ausreißer erkennen

\`MIN\` und \`MAX\` pro Spalte sind ein schneller Plausibilitätscheck. Eine Filiale, die an einem Tag 4.000 Roggenbrote verkauft, hat wahrscheinlich ein Tippfehler-Problem, kein Erfolgsproblem. Prüfe solche Werte, bevor du sie löschst: Vielleicht war es ein Großauftrag für ein Stadtfest. Ein Ausreißer ist ein Anlass nachzufragen, kein Grund, ihn stillschweigend zu entfernen.

## Dokumentieren statt heimlich korrigieren

Wenn du Daten bereinigst, schreib auf, was du getan hast: „‚Bhf.‘ als ‚Bahnhof‘ gezählt, eine doppelte Zeile vom 2. März entfernt, 4.000 Roggenbrote nach Rückfrage mit der Filiale auf 40 korrigiert.“ So kann jede andere Person dein Ergebnis nachvollziehen. Noch besser ist es, den Fehler an der Quelle beheben zu lassen, damit er im nächsten Export nicht wieder auftaucht.

## Das Wichtigste in Kürze

- Prüfe vor jeder Auswertung: Vollständigkeit, Lücken, Doppelte, Plausibilität.
- \`COUNT(spalte)\`, \`SELECT DISTINCT\`, \`GROUP BY … HAVING COUNT(*) > 1\` und \`MIN\`/\`MAX\` sind deine Werkzeuge.
- Dokumentiere jede Korrektur und frag bei Ausreißern nach, statt sie still zu löschen.`,
          learningObjective:
            "Du kannst eine Tabelle vor der Auswertung mit SQL auf Lücken, Schreibvarianten, doppelte Zeilen und unplausible Werte prüfen und deine Bereinigung nachvollziehbar dokumentieren.",
          estimatedMinutes: 12,
          codeExamples: [
            {
              title: "Qualitätsprüfung in vier Abfragen",
              description:
                "Zuerst kommen vier fehlerhafte Zeilen zu den Beispieldaten dazu, dann findet je eine Abfrage ein Problem. Führe sie nacheinander aus und vergleiche mit den Ergebnissen in den Kommentaren.",
              code: `-- Vier fehlerhafte Zeilen, wie sie in echten Exporten vorkommen
INSERT INTO verkaeufe VALUES
  ('2026-03-02', 'Bahnhof',  'Kaffee',     'Getränke', 300, 750.00), -- doppelt
  ('2026-03-04', 'Bhf.',     'Croissant',  'Gebäck',   180, 270.00), -- Schreibvariante
  ('2026-03-04', 'Altstadt', 'Brezel',     NULL,        80,  96.00), -- Kategorie fehlt
  ('2026-03-04', 'Südpark',  'Roggenbrot', 'Brot',    4000, 140.00); -- Tippfehler?

-- 1. Lücken: 12 Zeilen, 1 ohne Kategorie
SELECT COUNT(*) AS zeilen, COUNT(*) - COUNT(kategorie) AS ohne_kategorie
FROM verkaeufe;

-- 2. Schreibvarianten: Altstadt, Bahnhof, Bhf., Südpark
SELECT DISTINCT filiale FROM verkaeufe ORDER BY filiale;

-- 3. Doppelte: 2026-03-02 | Bahnhof | Kaffee | 2
SELECT datum, filiale, produkt, COUNT(*) AS anzahl
FROM verkaeufe
GROUP BY datum, filiale, produkt
HAVING COUNT(*) > 1;

-- 4. Plausibilität: kleinste Menge 25, größte 4000
SELECT MIN(menge) AS kleinste, MAX(menge) AS groesste
FROM verkaeufe;`,
              language: "sql",
            },
          ],
          exercises: [
            {
              task: "Nachdem du die vier fehlerhaften Zeilen aus dem Codebeispiel eingefügt hast: Schreib eine Abfrage, die für jedes Produkt die kleinste und die größte verkaufte Menge zeigt, damit du den Ausreißer dem richtigen Produkt zuordnen kannst. Formuliere dann in zwei, drei Sätzen, wie du mit den vier gefundenen Problemen umgehen würdest.",
              hint: "Gruppiere nach produkt und nutze MIN(menge) und MAX(menge). Denk bei der Bewertung daran: Nicht jeder auffällige Wert ist falsch.",
              solution: `\`\`\`sql
SELECT produkt,
       MIN(menge) AS kleinste,
       MAX(menge) AS groesste
FROM verkaeufe
GROUP BY produkt
ORDER BY groesste DESC;
\`\`\`

Ergebnis: Roggenbrot 25 bis **4000**, Kaffee 150 bis 300, Croissant 90 bis 210, Brezel 80 bis 80. Der Ausreißer gehört also zum Roggenbrot im Südpark.

**Umgang mit den Problemen:** Die doppelte Kaffee-Zeile entferne ich und melde den doppelten Import. „Bhf.“ zähle ich als „Bahnhof“ und bitte darum, die Schreibweise in der Kasse zu vereinheitlichen. Der Brezel ordne ich die Kategorie „Gebäck“ zu. Bei den 4.000 Roggenbroten frage ich in der Filiale Südpark nach, bevor ich etwas ändere – der Umsatz von 140 Euro passt eher zu 40 Stück. Alle Änderungen notiere ich unter der Auswertung.`,
            },
          ],
          quizzes: [
            {
              question: "Was liefert COUNT(*) - COUNT(kategorie)?",
              choices: [
                "Die Zahl der verschiedenen Kategorien.",
                "Immer 0, weil beide dasselbe zählen.",
                "Die Zahl der Zeilen, in denen die Kategorie leer (NULL) ist.",
                "Die Zahl der doppelten Zeilen.",
              ],
              correctAnswer: 2,
              explanation:
                "COUNT(*) zählt alle Zeilen, COUNT(kategorie) nur die mit einem Wert in dieser Spalte. Die Differenz sind genau die Zeilen, in denen die Kategorie fehlt. Verschiedene Werte zählst du mit COUNT(DISTINCT kategorie).",
            },
          ],
        },
      ],
    },
  ],
};

export const dataAnalyticsBeginnerCourse = withExercises(course, dataAnalyticsBeginnerPractice);
