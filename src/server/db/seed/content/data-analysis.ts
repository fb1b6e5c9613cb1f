import type { DemoCourse } from "./types";
import { dataAnalysisPractice } from "./data-analysis.practice";
import { withExercises } from "./with-exercises";

/**
 * Demo-Kurs „Datenanalyse mit SQL und Python“.
 * Durchgehendes Beispiel: ein fiktiver Onlineshop mit den Tabellen
 * `bestellungen` (bestell_id, kunde_id, datum, kategorie, betrag, rabatt)
 * und `kunden` (kunde_id, name, email, stadt, anmeldedatum).
 */
const course: DemoCourse = {
  key: "data-analysis",
  language: "de",
  title: "Datenanalyse mit SQL und Python",
  description:
    "Lerne, Geschäftsdaten selbstständig auszuwerten: von den ersten SQL-Abfragen über Aggregationen und Joins bis zu Window Functions, von pandas-DataFrames über die Datenbereinigung bis zu Pivot-Tabellen, Diagrammen und einem kleinen Dashboard. Am Ende weißt du, wie du aus Rohdaten belastbare Ergebnisse gewinnst und sie so präsentierst, dass andere danach handeln können.",
  difficulty: "Advanced",
  skillArea: "data-analytics",
  estimatedHours: 12,
  modules: [
    // ------------------------------------------------------------------
    // Modul 1: SQL-Grundlagen
    // ------------------------------------------------------------------
    {
      title: "SQL-Grundlagen für die Analyse",
      description:
        "Du lernst, Daten aus einer relationalen Datenbank abzufragen, zu filtern, zu sortieren, zusammenzufassen und mehrere Tabellen miteinander zu verknüpfen.",
      lessons: [
        {
          title: "Daten abfragen: SELECT, WHERE und ORDER BY",
          content: `## Warum SQL für die Datenanalyse?

Die meisten Unternehmensdaten liegen in relationalen Datenbanken: Bestellungen, Kundenkonten, Lagerbestände, Supportanfragen. Wer diese Daten auswerten will, braucht SQL (Structured Query Language). Die gute Nachricht: Für die Analyse brauchst du nur einen überschaubaren Teil der Sprache. Mit wenigen Befehlen beantwortest du bereits die meisten Fragen, die dir im Arbeitsalltag begegnen.

Eine Datenbank besteht aus Tabellen. Jede Tabelle hat Spalten (zum Beispiel \`kunde_id\`, \`datum\`, \`betrag\`) und Zeilen, also einzelne Datensätze. In diesem Kurs arbeiten wir mit einem fiktiven Onlineshop und seinen Tabellen \`bestellungen\` und \`kunden\`.

## Der Grundaufbau einer Abfrage

Jede Abfrage beginnt mit \`SELECT\`. Danach nennst du die Spalten, die du sehen willst, und mit \`FROM\` die Tabelle:

\`\`\`sql
SELECT bestell_id, datum, betrag
FROM bestellungen;
\`\`\`

Mit \`SELECT *\` holst du alle Spalten. Das ist praktisch zum Erkunden. In fertigen Auswertungen solltest du die Spalten aber immer ausdrücklich nennen: So bleibt die Abfrage lesbar und liefert nicht plötzlich andere Ergebnisse, wenn jemand der Tabelle eine Spalte hinzufügt.

## Zeilen filtern mit WHERE

Selten brauchst du alle Zeilen. Mit \`WHERE\` legst du Bedingungen fest:

- Vergleiche: \`betrag > 100\`, \`kategorie = 'Bücher'\`
- Mehrere Bedingungen: \`AND\` und \`OR\` (setze Klammern, sobald du beides mischst)
- Listen: \`kategorie IN ('Bücher', 'Spiele')\`
- Bereiche: \`datum BETWEEN '2024-01-01' AND '2024-03-31'\`
- Muster: \`email LIKE '%@gmail.com'\`
- Fehlende Werte: \`rabatt IS NULL\` – niemals \`= NULL\`, denn ein Vergleich mit \`NULL\` ergibt nie „wahr“.

Texte stehen in einfachen Anführungszeichen. Ob Groß- und Kleinschreibung bei Vergleichen zählt, hängt vom Datenbanksystem ab.

## Sortieren und begrenzen

Mit \`ORDER BY\` sortierst du das Ergebnis, standardmäßig aufsteigend (\`ASC\`), mit \`DESC\` absteigend. \`LIMIT 10\` zeigt nur die ersten zehn Zeilen – ideal für „Top 10“-Fragen oder um dir schnell einen Eindruck von einer großen Tabelle zu verschaffen.

## Berechnete Spalten und Aliase

Du kannst in \`SELECT\` auch rechnen: \`betrag * 0.19 AS aufschlag\` erzeugt eine neue Spalte mit dem Namen \`aufschlag\`. Der Alias nach \`AS\` macht dein Ergebnis für andere verständlich, gerade wenn du es später als Tabelle weitergibst.

## Die Reihenfolge verstehen

Geschrieben wird \`SELECT … FROM … WHERE … ORDER BY … LIMIT\`. Die Datenbank arbeitet aber in einer anderen Reihenfolge: Zuerst wählt sie die Tabelle (\`FROM\`), filtert dann die Zeilen (\`WHERE\`), bildet danach die Spalten (\`SELECT\`) und sortiert am Schluss. Deshalb kannst du einen Alias aus \`SELECT\` in den meisten Systemen nicht in \`WHERE\` verwenden, wohl aber in \`ORDER BY\`. Wenn du diese Reihenfolge im Kopf hast, verstehst du viele Fehlermeldungen sofort.`,
          learningObjective:
            "Du kannst mit SELECT, WHERE, ORDER BY und LIMIT gezielt Spalten und Zeilen aus einer Tabelle abfragen, filtern und sortieren.",
          estimatedMinutes: 25,
          videoUrl: "https://vimeo.com/76979871",
          codeExamples: [
            {
              title: "Die größten Elektronik-Bestellungen im ersten Quartal",
              description:
                "Filtert nach Kategorie und Zeitraum, sortiert absteigend nach Betrag und zeigt nur die zehn größten Bestellungen.",
              code: `-- Die zehn größten Elektronik-Bestellungen im ersten Quartal 2024
SELECT bestell_id,
       kunde_id,
       datum,
       betrag
FROM bestellungen
WHERE kategorie = 'Elektronik'
  AND datum BETWEEN '2024-01-01' AND '2024-03-31'
ORDER BY betrag DESC
LIMIT 10;`,
              language: "sql",
            },
            {
              title: "Berechnete Spalten mit Alias",
              description:
                "Rechnet aus dem Bruttobetrag Netto und Mehrwertsteuer heraus (19 %) und sortiert nach dem Alias. Berücksichtigt nur Bestellungen ohne Rabatt.",
              code: `SELECT bestell_id,
       betrag,
       ROUND(betrag / 1.19, 2)          AS netto,
       ROUND(betrag - betrag / 1.19, 2) AS mwst
FROM bestellungen
WHERE rabatt IS NULL
ORDER BY netto DESC;`,
              language: "sql",
            },
          ],
          exercises: [
            {
              task: "Schreibe eine Abfrage, die alle Bestellungen der Kategorien „Bücher“ und „Elektronik“ aus dem Jahr 2024 mit einem Betrag von mindestens 50 Euro anzeigt. Zeige nur die Spalten bestell_id, datum, kategorie und betrag und sortiere so, dass die neuesten Bestellungen oben stehen.",
              hint: "Verknüpfe drei Bedingungen mit AND: eine mit IN für die Kategorien, eine mit >= für den Betrag und eine mit BETWEEN für das Datum. Für „neueste zuerst“ brauchst du DESC.",
              solution: `\`\`\`sql
SELECT bestell_id,
       datum,
       kategorie,
       betrag
FROM bestellungen
WHERE kategorie IN ('Bücher', 'Elektronik')
  AND betrag >= 50
  AND datum BETWEEN '2024-01-01' AND '2024-12-31'
ORDER BY datum DESC;
\`\`\`

Hinweis: Ist \`datum\` ein Zeitstempel mit Uhrzeit, verpasst \`BETWEEN ... '2024-12-31'\` Bestellungen vom 31. Dezember nach Mitternacht. Robuster ist dann \`datum >= '2024-01-01' AND datum < '2025-01-01'\`.`,
            },
          ],
          quizzes: [
            {
              question:
                "Wie findest du alle Bestellungen, bei denen in der Spalte rabatt kein Wert eingetragen ist?",
              choices: [
                "WHERE rabatt = NULL",
                "WHERE rabatt IS NULL",
                "WHERE rabatt = 0",
                "WHERE rabatt = ''",
              ],
              correctAnswer: 1,
              explanation:
                "NULL steht für „unbekannt“. Ein Vergleich mit = NULL ergibt nie wahr, deshalb brauchst du IS NULL. Die 0 und der leere Text sind echte Werte und etwas anderes als ein fehlender Wert.",
            },
          ],
        },
        {
          title: "Zusammenfassen und verknüpfen: GROUP BY und JOIN",
          content: `## Vom Einzelfall zur Übersicht

Einzelne Bestellungen anzuschauen ist nützlich, doch die meisten Analysefragen fassen zusammen: Wie viel Umsatz machen wir pro Monat? Welche Kategorie verkauft sich am besten? Wie viele Kundinnen und Kunden bestellen mehr als einmal? Dafür gibt es Aggregatfunktionen. Sie verdichten viele Zeilen zu einer einzigen Kennzahl.

## Die wichtigsten Aggregatfunktionen

| Funktion | Bedeutung | Beispiel |
|---|---|---|
| \`COUNT(*)\` | Anzahl der Zeilen | Anzahl Bestellungen |
| \`COUNT(DISTINCT spalte)\` | Anzahl verschiedener Werte | Anzahl Kunden |
| \`SUM(spalte)\` | Summe | Gesamtumsatz |
| \`AVG(spalte)\` | Durchschnitt | durchschnittlicher Warenkorb |
| \`MIN\` / \`MAX\` | kleinster / größter Wert | erste und letzte Bestellung |

Wichtig: \`SUM\`, \`AVG\` und \`COUNT(spalte)\` ignorieren \`NULL\`-Werte. Nur \`COUNT(*)\` zählt wirklich jede Zeile.

## Gruppieren mit GROUP BY

Mit \`GROUP BY\` teilst du die Tabelle in Gruppen auf und berechnest die Kennzahl für jede Gruppe einzeln. Dabei gilt eine Regel: Jede Spalte in \`SELECT\` muss entweder in \`GROUP BY\` stehen oder in einer Aggregatfunktion stecken. Schreibst du \`SELECT kategorie, kunde_id, SUM(betrag)\` und gruppierst nur nach \`kategorie\`, weiß die Datenbank nicht, welche der vielen Kundennummern sie pro Kategorie anzeigen soll – und meldet einen Fehler.

## Gruppen filtern mit HAVING

\`WHERE\` filtert Zeilen, bevor gruppiert wird. \`HAVING\` filtert Gruppen, nachdem die Kennzahlen berechnet sind. Willst du nur Kategorien mit mehr als 10 000 Euro Umsatz sehen, schreibst du \`HAVING SUM(betrag) > 10000\`. Beides lässt sich kombinieren: erst mit \`WHERE\` auf das Jahr 2024 einschränken, dann mit \`HAVING\` die umsatzstarken Gruppen auswählen.

## Tabellen verknüpfen mit JOIN

Daten sind in Datenbanken bewusst auf mehrere Tabellen verteilt. Eine Bestellung speichert nur die \`kunde_id\`; Name, Stadt und Anmeldedatum stehen in der Tabelle \`kunden\`. Mit einem \`JOIN\` führst du beides zusammen:

- \`INNER JOIN\` liefert nur Zeilen, die in beiden Tabellen einen Partner haben.
- \`LEFT JOIN\` behält alle Zeilen der linken Tabelle. Fehlt rechts ein Partner, stehen dort \`NULL\`-Werte. So findest du zum Beispiel Kunden, die noch nie bestellt haben.

Die Verknüpfungsbedingung steht nach \`ON\`, etwa \`ON b.kunde_id = k.kunde_id\`. Die kurzen Namen \`b\` und \`k\` sind Tabellen-Aliase: Sie sparen Tipparbeit und machen klar, aus welcher Tabelle eine Spalte stammt.

## Eine typische Stolperfalle

Prüfe nach jedem Join, ob sich die Zeilenzahl unerwartet verändert hat. Hat ein Kunde versehentlich zwei Einträge in \`kunden\`, erscheint jede seiner Bestellungen doppelt – und dein Umsatz ist plötzlich zu hoch, ohne dass eine Fehlermeldung erscheint. Ein kurzer Vergleich von \`COUNT(*)\` vor und nach dem Join schützt dich vor diesem Fehler.`,
          learningObjective:
            "Du kannst Kennzahlen mit Aggregatfunktionen, GROUP BY und HAVING berechnen und Tabellen mit INNER JOIN und LEFT JOIN korrekt verknüpfen.",
          estimatedMinutes: 30,
          codeExamples: [
            {
              title: "Kennzahlen pro Kategorie",
              description:
                "Berechnet Bestellungen, Kunden, Umsatz und durchschnittlichen Warenkorb je Kategorie für 2024 und zeigt nur Kategorien mit mehr als 10 000 Euro Umsatz.",
              code: `SELECT kategorie,
       COUNT(*)                 AS anzahl_bestellungen,
       COUNT(DISTINCT kunde_id) AS anzahl_kunden,
       SUM(betrag)              AS umsatz,
       ROUND(AVG(betrag), 2)    AS avg_warenkorb
FROM bestellungen
WHERE datum >= '2024-01-01'
  AND datum <  '2025-01-01'
GROUP BY kategorie
HAVING SUM(betrag) > 10000
ORDER BY umsatz DESC;`,
              language: "sql",
            },
            {
              title: "Kunden ohne Bestellung finden",
              description:
                "Ein LEFT JOIN behält alle Kunden. Wo es keine passende Bestellung gibt, ist bestell_id NULL – genau diese Zeilen filtern wir heraus.",
              code: `SELECT k.kunde_id,
       k.name,
       k.anmeldedatum
FROM kunden AS k
LEFT JOIN bestellungen AS b
  ON b.kunde_id = k.kunde_id
WHERE b.bestell_id IS NULL
ORDER BY k.anmeldedatum;`,
              language: "sql",
            },
          ],
          exercises: [
            {
              task: "Berechne für jede Stadt (Spalte stadt in der Tabelle kunden) die Anzahl der Bestellungen und den Gesamtumsatz im Jahr 2024. Zeige nur Städte mit mindestens 50 Bestellungen und sortiere nach Umsatz absteigend.",
              hint: "Die Stadt steht in kunden, der Betrag in bestellungen – du brauchst also einen JOIN über kunde_id. Den Zeitraum filterst du mit WHERE, die Mindestanzahl an Bestellungen mit HAVING.",
              solution: `\`\`\`sql
SELECT k.stadt,
       COUNT(*)      AS anzahl_bestellungen,
       SUM(b.betrag) AS umsatz
FROM bestellungen AS b
INNER JOIN kunden AS k
  ON k.kunde_id = b.kunde_id
WHERE b.datum >= '2024-01-01'
  AND b.datum <  '2025-01-01'
GROUP BY k.stadt
HAVING COUNT(*) >= 50
ORDER BY umsatz DESC;
\`\`\`

Ein \`INNER JOIN\` genügt hier, weil uns nur Bestellungen interessieren, zu denen ein Kunde existiert. Die Jahresbedingung gehört in \`WHERE\`, weil sie einzelne Zeilen betrifft; die Bedingung „mindestens 50 Bestellungen“ gehört in \`HAVING\`, weil sie erst nach dem Gruppieren feststeht.`,
            },
          ],
          quizzes: [
            {
              question:
                "Du willst nur Kategorien anzeigen, deren Gesamtumsatz über 10 000 Euro liegt. Wo gehört die Bedingung SUM(betrag) > 10000 hin?",
              choices: [
                "In die WHERE-Klausel",
                "In die HAVING-Klausel",
                "In die ORDER-BY-Klausel",
                "In die ON-Bedingung des JOIN",
              ],
              correctAnswer: 1,
              explanation:
                "WHERE wird vor dem Gruppieren ausgewertet und kennt die Summe pro Gruppe noch nicht. HAVING filtert die Gruppen, nachdem die Aggregatfunktionen berechnet wurden.",
            },
          ],
        },
      ],
    },

    // ------------------------------------------------------------------
    // Modul 2: pandas
    // ------------------------------------------------------------------
    {
      title: "Datenanalyse mit Python und pandas",
      description:
        "Du lädst Daten aus CSV-Dateien und Datenbanken in pandas, verschaffst dir einen Überblick und bringst unsaubere Rohdaten in eine verlässliche Form.",
      lessons: [
        {
          title: "DataFrames kennenlernen: Daten laden und erkunden",
          content: `## Warum Python zusätzlich zu SQL?

SQL ist stark, wenn die Daten in einer Datenbank liegen. Oft bekommst du aber eine CSV-Datei per Mail oder einen Excel-Export aus der Buchhaltung, oder du willst Ergebnisse weiterverarbeiten, statistisch prüfen und grafisch darstellen. Hier spielt Python mit der Bibliothek pandas seine Stärken aus. Du installierst sie mit \`pip install pandas\` und importierst sie nach allgemeiner Konvention als \`pd\`.

## Series und DataFrame

pandas kennt zwei zentrale Datenstrukturen:

- Eine **Series** ist eine einzelne Spalte: eine Folge von Werten mit einem Index.
- Ein **DataFrame** ist eine Tabelle aus mehreren Series, die sich denselben Index teilen – vergleichbar mit einer SQL-Tabelle oder einem Tabellenblatt in Excel.

## Daten einlesen

Die wichtigste Funktion ist \`pd.read_csv()\`. Deutsche Exporte haben ihre Eigenheiten: Das Trennzeichen ist oft ein Semikolon und das Dezimalzeichen ein Komma. Beides gibst du mit \`sep=";"\` und \`decimal=","\` an. Datumsspalten wandelst du mit \`parse_dates=["datum"]\` direkt beim Einlesen in echte Datumswerte um. Für Excel-Dateien gibt es \`pd.read_excel()\`, für Datenbanken \`pd.read_sql()\` – damit lädst du das Ergebnis einer SQL-Abfrage direkt in einen DataFrame.

## Der erste Blick auf die Daten

Bevor du irgendetwas auswertest, verschaffst du dir einen Überblick. Diese Befehle solltest du dir angewöhnen:

- \`df.head()\` zeigt die ersten fünf Zeilen.
- \`df.shape\` liefert die Anzahl von Zeilen und Spalten.
- \`df.info()\` listet Spalten, Datentypen und die Zahl der nicht leeren Werte.
- \`df.describe()\` berechnet Mittelwert, Minimum, Maximum und Quartile für numerische Spalten.
- \`df["kategorie"].value_counts()\` zählt, wie oft jeder Wert vorkommt.

Achte bei \`info()\` besonders auf die Datentypen. Steht bei einer Betragsspalte \`object\` statt \`float64\`, wurde sie als Text gelesen – meist wegen eines falschen Dezimalzeichens.

## Spalten und Zeilen auswählen

Eine Spalte wählst du mit \`df["betrag"]\`, mehrere mit einer Liste: \`df[["datum", "betrag"]]\`. Zeilen filterst du mit einer Bedingung in eckigen Klammern, einer sogenannten booleschen Maske: \`df[df["betrag"] > 100]\`. Mehrere Bedingungen verbindest du mit \`&\` (und) oder \`|\` (oder) und setzt jede einzelne Bedingung in runde Klammern.

Für gezielten Zugriff gibt es \`.loc\` (über Beschriftungen) und \`.iloc\` (über Positionen). \`df.loc[df["betrag"] > 100, ["kunde_id", "betrag"]]\` filtert Zeilen und wählt gleichzeitig Spalten aus.

## Neue Spalten berechnen

Rechnungen laufen in pandas spaltenweise, ganz ohne Schleife: \`df["netto"] = df["betrag"] / 1.19\` berechnet den Nettobetrag für alle Zeilen auf einmal. Dieses Prinzip heißt Vektorisierung und sorgt dafür, dass pandas auch bei Millionen von Zeilen schnell bleibt. Wenn du dich dabei ertappst, eine \`for\`-Schleife über die Zeilen zu schreiben, gibt es fast immer einen eleganteren Weg.`,
          learningObjective:
            "Du kannst CSV-Daten mit pandas korrekt einlesen, dir mit head, info, describe und value_counts einen Überblick verschaffen sowie Zeilen und Spalten gezielt auswählen.",
          estimatedMinutes: 30,
          codeExamples: [
            {
              title: "Einen deutschen CSV-Export laden und erkunden",
              description:
                "Semikolon als Trennzeichen, Komma als Dezimalzeichen und eine Datumsspalte – typisch für Exporte aus deutschsprachigen Systemen.",
              code: `import pandas as pd

df = pd.read_csv(
    "bestellungen.csv",
    sep=";",
    decimal=",",
    parse_dates=["datum"],
)

print(df.shape)           # (Zeilen, Spalten)
df.info()                 # Datentypen und nicht leere Werte
print(df.head())
print(df.describe())
print(df["kategorie"].value_counts())`,
              language: "python",
            },
            {
              title: "Filtern und neue Spalten berechnen",
              description:
                "Boolesche Masken mit & verknüpfen, berechnete Spalten anlegen und den Monat aus dem Datum ableiten.",
              code: `# Bestellungen über 100 Euro aus der Kategorie Elektronik
teuer = df[(df["betrag"] > 100) & (df["kategorie"] == "Elektronik")]

# Neue Spalten für alle Zeilen auf einmal (vektorisiert)
df["netto"] = (df["betrag"] / 1.19).round(2)
df["monat"] = df["datum"].dt.to_period("M")

print(
    teuer[["bestell_id", "datum", "betrag"]]
    .sort_values("betrag", ascending=False)
    .head(10)
)`,
              language: "python",
            },
          ],
          exercises: [
            {
              task: "Lade die Datei kunden.csv (Semikolon als Trennzeichen, Spalte anmeldedatum als Datum). Finde heraus, wie viele Kunden die Datei enthält und wie viele aus jeder Stadt kommen. Wähle anschließend alle Kunden aus Berlin aus, die sich im Jahr 2024 angemeldet haben, und zeige nur name und anmeldedatum.",
              hint: "len(df) oder df.shape liefert die Anzahl. value_counts() zählt die Städte. Das Jahr eines Datums bekommst du mit .dt.year. Verknüpfe beide Bedingungen mit & und setze jede in Klammern.",
              solution: `\`\`\`python
import pandas as pd

kunden = pd.read_csv("kunden.csv", sep=";", parse_dates=["anmeldedatum"])

print("Anzahl Kunden:", len(kunden))
print(kunden["stadt"].value_counts())

berlin_2024 = kunden.loc[
    (kunden["stadt"] == "Berlin") & (kunden["anmeldedatum"].dt.year == 2024),
    ["name", "anmeldedatum"],
]
print(berlin_2024)
\`\`\`

Mit \`.loc\` filterst du die Zeilen und wählst im selben Schritt die gewünschten Spalten aus. Ohne die runden Klammern um jede Bedingung würde Python \`&\` zuerst auswerten und einen Fehler melden.`,
            },
            {
              task: "Bevor du zu pandas greifst, lohnt ein Blick darauf, was `groupby(...).sum()` eigentlich tut. Schreib die Funktion `umsatz_pro_filiale(zeilen)`: Sie bekommt eine Liste von Verkäufen (Dictionaries mit `filiale` und `umsatz`) und gibt ein Dictionary zurück, das jeder Filiale die Summe ihrer Umsätze zuordnet.",
              hint: "Lege ein leeres Dictionary an und gehe mit `for` durch die Zeilen. `summen.get(filiale, 0)` liefert die bisherige Summe oder 0, wenn die Filiale noch fehlt.",
              solution:
                '```python\ndef umsatz_pro_filiale(zeilen):\n    summen = {}\n    for zeile in zeilen:\n        filiale = zeile["filiale"]\n        summen[filiale] = summen.get(filiale, 0) + zeile["umsatz"]\n    return summen\n```\n\nIn pandas ist das eine Zeile: `df.groupby("filiale")["umsatz"].sum()`.',
              practice: {
                runtime: "python",
                starterFiles: [
                  {
                    name: "main.py",
                    content:
                      'verkaeufe = [\n    {"filiale": "Altstadt", "umsatz": 140.0},\n    {"filiale": "Bahnhof", "umsatz": 750.0},\n    {"filiale": "Altstadt", "umsatz": 375.0},\n    {"filiale": "Südpark", "umsatz": 210.0},\n]\n\n\ndef umsatz_pro_filiale(zeilen):\n    # Dein Code: ein Dictionary {filiale: summe der umsätze}\n    return {}\n\n\nprint(umsatz_pro_filiale(verkaeufe))\n',
                  },
                ],
                solutionFiles: [
                  {
                    name: "main.py",
                    content:
                      'verkaeufe = [\n    {"filiale": "Altstadt", "umsatz": 140.0},\n    {"filiale": "Bahnhof", "umsatz": 750.0},\n    {"filiale": "Altstadt", "umsatz": 375.0},\n    {"filiale": "Südpark", "umsatz": 210.0},\n]\n\n\ndef umsatz_pro_filiale(zeilen):\n    summen = {}\n    for zeile in zeilen:\n        filiale = zeile["filiale"]\n        summen[filiale] = summen.get(filiale, 0) + zeile["umsatz"]\n    return summen\n\n\nprint(umsatz_pro_filiale(verkaeufe))\n',
                  },
                ],
                checks: [
                  {
                    id: "beispiel",
                    title: "Für die Beispieldaten: Altstadt 515.0, Bahnhof 750.0, Südpark 210.0",
                    code: 'expect_equal(umsatz_pro_filiale(verkaeufe), {"Altstadt": 515.0, "Bahnhof": 750.0, "Südpark": 210.0})',
                  },
                  {
                    id: "leer",
                    title: "Eine leere Liste ergibt ein leeres Dictionary",
                    code: "expect_equal(umsatz_pro_filiale([]), {})",
                  },
                  {
                    id: "andere-daten",
                    title: "Die Funktion rechnet auch mit anderen Daten richtig",
                    hidden: true,
                    code: 'zeilen = [{"filiale": "Hafen", "umsatz": 2.5}, {"filiale": "Hafen", "umsatz": 7.5}, {"filiale": "Markt", "umsatz": 1.0}]\nexpect_equal(umsatz_pro_filiale(zeilen), {"Hafen": 10.0, "Markt": 1.0})',
                  },
                ],
              },
            },
          ],
          quizzes: [
            {
              question:
                "Nach dem Einlesen zeigt df.info() für die Spalte betrag den Datentyp object. Was ist die wahrscheinlichste Ursache?",
              choices: [
                "Die Spalte enthält nur ganze Zahlen.",
                "Die Zahlen wurden wegen des Dezimalkommas als Text gelesen.",
                "Die Datei ist zu groß für pandas.",
                "pandas speichert Geldbeträge grundsätzlich als object.",
              ],
              correctAnswer: 1,
              explanation:
                'object bedeutet in der Regel Text. Bei deutschen Exporten steht oft „19,99“ in der Datei; ohne decimal="," erkennt pandas das nicht als Zahl. Ganze Zahlen würden als int64 eingelesen.',
            },
          ],
        },
        {
          title: "Daten bereinigen: fehlende Werte, Duplikate und Formate",
          content: `## Warum Bereinigung so viel Zeit kostet

In der Praxis sind Daten fast nie sauber. Viele Analystinnen und Analysten verbringen einen großen Teil ihrer Arbeitszeit mit der Vorbereitung. Das ist keine verlorene Zeit: Jede Auswertung ist nur so gut wie die Daten, auf denen sie beruht. Typische Probleme sind fehlende Werte, doppelte Zeilen, falsche Datentypen, uneinheitliche Schreibweisen und Ausreißer.

## Fehlende Werte finden und behandeln

pandas markiert fehlende Werte als \`NaN\`, bei Datumswerten als \`NaT\`. Mit \`df.isna().sum()\` siehst du pro Spalte, wie viele Werte fehlen. Danach musst du entscheiden – und diese Entscheidung ist fachlich, nicht technisch:

- **Entfernen** mit \`dropna()\`: sinnvoll, wenn nur wenige Zeilen betroffen sind und der Wert unverzichtbar ist, etwa der Betrag.
- **Auffüllen** mit \`fillna()\`: zum Beispiel mit \`0\` für einen fehlenden Rabatt, wenn „kein Eintrag“ tatsächlich „kein Rabatt“ bedeutet.
- **Stehen lassen**: Manchmal ist die Lücke selbst eine Information, etwa wenn Kunden freiwillig kein Geburtsjahr angeben.

Fülle fehlende Beträge nicht gedankenlos mit dem Mittelwert auf. Das verzerrt Summen und Streuung, und später fällt es niemandem mehr auf.

## Duplikate erkennen

\`df.duplicated().sum()\` zählt vollständig identische Zeilen, \`df.drop_duplicates()\` entfernt sie. Oft sind Duplikate aber nicht identisch, sondern teilen nur einen Schlüssel. Mit \`subset=["bestell_id"]\` prüfst du gezielt, ob eine Bestellnummer mehrfach vorkommt. Mit \`keep="last"\` behältst du zum Beispiel den zuletzt exportierten Eintrag.

## Datentypen korrigieren

Zahlen, die als Text vorliegen, wandelst du mit \`pd.to_numeric()\` um. Mit \`errors="coerce"\` werden nicht umwandelbare Werte wie „k. A.“ zu \`NaN\`, statt einen Fehler auszulösen – so findest du die problematischen Einträge anschließend leicht. Für Datumswerte gibt es \`pd.to_datetime()\`, bei deutschen Formaten mit \`format="%d.%m.%Y"\`.

## Text vereinheitlichen

„Köln“, „köln “ und „KÖLN“ sind für den Computer drei verschiedene Städte. Mit den Textmethoden unter \`.str\` räumst du auf: \`.str.strip()\` entfernt Leerzeichen am Rand, \`.str.title()\` vereinheitlicht die Groß- und Kleinschreibung. Bekannte Tippfehler korrigierst du mit \`.replace({"Muenchen": "München"})\`.

## Ausreißer prüfen

Eine Bestellung über 98 000 Euro in einem Shop für Bürobedarf? Mit \`describe()\` oder einem Boxplot fallen solche Werte schnell auf. Lösche sie nicht automatisch, sondern kläre zuerst, ob es ein Erfassungsfehler oder ein echter Großauftrag ist.

## Dokumentiere jeden Schritt

Schreibe deine Bereinigung als Skript oder Funktion, nicht als Abfolge von Klicks. So kann jemand anderes nachvollziehen, was du geändert hast, und du wendest dieselben Schritte mit einem Aufruf auf die Daten des nächsten Monats an. Notiere außerdem, wie viele Zeilen jeder Schritt entfernt hat – diese Zahl gehört in jeden Analysebericht.`,
          learningObjective:
            "Du kannst fehlende Werte, Duplikate, falsche Datentypen und uneinheitliche Texte in einem DataFrame erkennen und begründet bereinigen.",
          estimatedMinutes: 35,
          codeExamples: [
            {
              title: "Bestandsaufnahme der Datenqualität",
              description:
                "Bevor du etwas änderst, misst du: Wie viele Werte fehlen, wie viele Bestellnummern sind doppelt?",
              code: `import pandas as pd

df = pd.read_csv("bestellungen_roh.csv", sep=";", dtype=str)

print("Zeilen:", len(df))
print("Fehlende Werte pro Spalte:")
print(df.isna().sum())
print("Doppelte Bestellnummern:", df.duplicated(subset=["bestell_id"]).sum())
print(df["stadt"].value_counts().head(20))`,
              language: "python",
            },
            {
              title: "Eine wiederverwendbare Bereinigungsfunktion",
              description:
                "Alle Schritte in einer Funktion: Duplikate entfernen, Typen korrigieren, Texte vereinheitlichen, fehlende Werte fachlich behandeln.",
              code: `def zu_zahl(spalte: pd.Series) -> pd.Series:
    # "1.234,56" -> "1234.56"; alles andere wird zu NaN
    text = spalte.str.replace(".", "", regex=False).str.replace(",", ".", regex=False)
    return pd.to_numeric(text, errors="coerce")


def bereinige_bestellungen(roh: pd.DataFrame) -> pd.DataFrame:
    df = roh.copy()

    # Doppelte Bestellungen entfernen, den letzten Export behalten
    df = df.drop_duplicates(subset=["bestell_id"], keep="last")

    # Datentypen korrigieren (deutsches Zahlen- und Datumsformat)
    df["betrag"] = zu_zahl(df["betrag"])
    df["datum"] = pd.to_datetime(df["datum"], format="%d.%m.%Y", errors="coerce")

    # Texte vereinheitlichen
    df["stadt"] = (
        df["stadt"].str.strip().str.title().replace({"Muenchen": "München"})
    )

    # Fehlender Rabatt bedeutet fachlich: kein Rabatt
    df["rabatt"] = zu_zahl(df["rabatt"]).fillna(0)

    # Ohne gültigen Betrag oder Datum ist die Zeile nicht auswertbar
    df = df.dropna(subset=["betrag", "datum"])
    return df


sauber = bereinige_bestellungen(df)
print(len(df), "->", len(sauber), "Zeilen")`,
              language: "python",
            },
          ],
          exercises: [
            {
              task: "Der DataFrame kunden_roh hat die Spalten kunde_id, email, stadt und anmeldedatum (alle als Text, Datum im Format TT.MM.JJJJ). Entferne doppelte kunde_id-Einträge (der erste bleibt), vereinheitliche die E-Mail-Adressen (ohne Leerzeichen am Rand, alles klein geschrieben), wandle anmeldedatum in ein echtes Datum um und gib aus, wie viele Datumswerte sich nicht umwandeln ließen.",
              hint: 'drop_duplicates(subset=[...], keep="first"), .str.strip().str.lower() und pd.to_datetime(..., format="%d.%m.%Y", errors="coerce"). Ungültige Daten werden zu NaT – die zählst du mit isna().sum().',
              solution: `\`\`\`python
kunden = kunden_roh.drop_duplicates(subset=["kunde_id"], keep="first").copy()

kunden["email"] = kunden["email"].str.strip().str.lower()

kunden["anmeldedatum"] = pd.to_datetime(
    kunden["anmeldedatum"], format="%d.%m.%Y", errors="coerce"
)

ungueltig = kunden["anmeldedatum"].isna().sum()
print("Nicht umwandelbare Datumswerte:", ungueltig)
print(kunden.loc[kunden["anmeldedatum"].isna()].head())
\`\`\`

Das \`.copy()\` verhindert eine \`SettingWithCopyWarning\`. Die ungültigen Zeilen löschst du nicht sofort: Schau sie dir erst an – vielleicht steckt dahinter ein zweites Datumsformat, das du ebenfalls umwandeln kannst.`,
            },
          ],
          quizzes: [
            {
              question:
                'Was passiert mit dem Eintrag „k. A.“, wenn du pd.to_numeric(df["betrag"], errors="coerce") ausführst?',
              choices: [
                "Es entsteht ein Fehler und das Skript bricht ab.",
                "Der Eintrag wird zu NaN.",
                "Der Eintrag wird zu 0.",
                "Der Eintrag bleibt als Text erhalten.",
              ],
              correctAnswer: 1,
              explanation:
                'Mit errors="coerce" ersetzt pandas alles, was sich nicht in eine Zahl umwandeln lässt, durch NaN. Ohne diese Option (errors="raise" ist der Standard) würde ein Fehler ausgelöst. Eine 0 wäre falsch, weil sie einen echten Wert vortäuscht.',
            },
          ],
        },
      ],
    },

    // ------------------------------------------------------------------
    // Modul 3: Fortgeschrittene Analyse und Kommunikation
    // ------------------------------------------------------------------
    {
      title: "Fortgeschrittene Analyse und Kommunikation",
      description:
        "Du setzt Window Functions für Rankings und Zeitvergleiche ein, fasst Daten mit groupby und pivot_table zusammen und präsentierst deine Ergebnisse in einem kleinen Dashboard mit klarer Botschaft.",
      lessons: [
        {
          title: "Window Functions: Rankings, laufende Summen und Vergleiche",
          content: `## Das Problem mit GROUP BY

\`GROUP BY\` fasst Zeilen zusammen – aus vielen Bestellungen wird eine Zeile pro Kategorie. Manchmal willst du aber beides: die einzelne Zeile behalten und trotzdem einen Wert über eine Gruppe berechnen. Welchen Anteil hat eine Bestellung am Umsatz ihres Kunden? Welche ist die größte Bestellung jedes Kunden? Wie entwickelt sich der Umsatz im Vergleich zum Vormonat? Genau dafür gibt es Window Functions, auf Deutsch Fensterfunktionen.

## Der Aufbau: OVER, PARTITION BY und ORDER BY

Eine Fensterfunktion erkennst du am Schlüsselwort \`OVER\`. In den Klammern beschreibst du das „Fenster“, also die Zeilen, die in die Berechnung einfließen:

- \`PARTITION BY kunde_id\` teilt die Daten in Gruppen, ähnlich wie \`GROUP BY\`, ohne sie zusammenzufassen.
- \`ORDER BY datum\` legt innerhalb jeder Gruppe eine Reihenfolge fest.
- Optional begrenzt ein Rahmen wie \`ROWS BETWEEN 2 PRECEDING AND CURRENT ROW\` das Fenster, etwa für gleitende Durchschnitte über drei Monate.

\`SUM(betrag) OVER (PARTITION BY kunde_id)\` schreibt in jede Zeile den Gesamtumsatz des jeweiligen Kunden – die einzelnen Zeilen bleiben erhalten.

## Die wichtigsten Fensterfunktionen

| Funktion | Ergebnis | Typische Frage |
|---|---|---|
| \`ROW_NUMBER()\` | fortlaufende Nummer ohne Lücken | erste Bestellung jedes Kunden |
| \`RANK()\` | Rang, nach Gleichstand mit Lücke | Top-3-Kunden je Kategorie |
| \`DENSE_RANK()\` | Rang ohne Lücken | Preisstufen |
| \`LAG()\` / \`LEAD()\` | Wert der vorigen / nächsten Zeile | Veränderung zum Vormonat |
| \`SUM() OVER (ORDER BY …)\` | laufende Summe | kumulierter Jahresumsatz |

## Laufende Summen und Vergleiche

Mit \`ORDER BY\` im Fenster wird eine Aggregatfunktion kumulativ: \`SUM(umsatz) OVER (ORDER BY monat)\` addiert Monat für Monat auf. \`LAG(umsatz) OVER (ORDER BY monat)\` holt den Wert des Vormonats in die aktuelle Zeile, sodass du die Veränderung in Prozent direkt berechnen kannst. Für den ersten Monat gibt es keinen Vorgänger, das Ergebnis ist dann \`NULL\`. Teilst du durch den Vormonat, schützt \`NULLIF(wert, 0)\` vor einer Division durch null.

## Fensterfunktionen filtern

Eine häufige Falle: Fensterfunktionen werden erst nach \`WHERE\` berechnet. Du kannst also nicht \`WHERE ROW_NUMBER() OVER (…) = 1\` schreiben. Die Lösung ist eine Common Table Expression (CTE) mit \`WITH\`: Du berechnest die Rangnummer in einem ersten Schritt und filterst im zweiten. CTEs machen lange Abfragen außerdem lesbarer, weil du sie wie ein Rezept in benannte Zwischenschritte gliederst.

## Wann du sie einsetzt

Fensterfunktionen ersetzen umständliche Self-Joins und verschachtelte Unterabfragen. Sie stehen in PostgreSQL, MySQL ab Version 8, SQL Server, SQLite ab Version 3.25 und allen gängigen Cloud-Datenbanken zur Verfügung. Die Beispiele in dieser Lektion verwenden PostgreSQL-Syntax.`,
          learningObjective:
            "Du kannst mit OVER, PARTITION BY und ORDER BY Rankings, laufende Summen und Vergleiche mit Vorperioden berechnen und Fensterergebnisse über eine CTE filtern.",
          estimatedMinutes: 35,
          codeExamples: [
            {
              title: "Monatsumsatz mit Vormonatsvergleich und laufender Summe",
              description:
                "Eine CTE verdichtet die Bestellungen auf Monate, danach berechnen LAG und SUM OVER die Veränderung und den kumulierten Umsatz (PostgreSQL, betrag vom Typ NUMERIC).",
              code: `WITH monatsumsatz AS (
    SELECT DATE_TRUNC('month', datum) AS monat,
           SUM(betrag)                AS umsatz
    FROM bestellungen
    WHERE datum >= '2024-01-01' AND datum < '2025-01-01'
    GROUP BY DATE_TRUNC('month', datum)
)
SELECT monat,
       umsatz,
       LAG(umsatz) OVER (ORDER BY monat) AS vormonat,
       ROUND(
           100.0 * (umsatz - LAG(umsatz) OVER (ORDER BY monat))
           / NULLIF(LAG(umsatz) OVER (ORDER BY monat), 0),
           1
       ) AS veraenderung_prozent,
       SUM(umsatz) OVER (ORDER BY monat) AS kumuliert
FROM monatsumsatz
ORDER BY monat;`,
              language: "sql",
            },
            {
              title: "Die größte Bestellung jedes Kunden",
              description:
                "ROW_NUMBER nummeriert die Bestellungen je Kunde nach Betrag. Weil Fensterfunktionen nicht in WHERE stehen dürfen, filtern wir in einer zweiten Stufe.",
              code: `WITH rangliste AS (
    SELECT kunde_id,
           bestell_id,
           datum,
           betrag,
           ROW_NUMBER() OVER (
               PARTITION BY kunde_id
               ORDER BY betrag DESC
           ) AS rang
    FROM bestellungen
)
SELECT kunde_id,
       bestell_id,
       datum,
       betrag
FROM rangliste
WHERE rang = 1
ORDER BY betrag DESC;`,
              language: "sql",
            },
          ],
          exercises: [
            {
              task: "Ermittle für jede Kategorie die drei umsatzstärksten Kunden im Jahr 2024. Haben zwei Kunden denselben Umsatz, sollen sie denselben Rang bekommen. Gib kategorie, kunde_id, umsatz und rang aus.",
              hint: "Arbeite in zwei Stufen: Berechne in einer CTE den Umsatz pro Kategorie und Kunde mit GROUP BY. Vergib dann mit RANK() OVER (PARTITION BY kategorie ORDER BY umsatz DESC) die Ränge und filtere in einer weiteren Stufe auf rang <= 3.",
              solution: `\`\`\`sql
WITH umsatz_pro_kunde AS (
    SELECT kategorie,
           kunde_id,
           SUM(betrag) AS umsatz
    FROM bestellungen
    WHERE datum >= '2024-01-01' AND datum < '2025-01-01'
    GROUP BY kategorie, kunde_id
),
rangliste AS (
    SELECT kategorie,
           kunde_id,
           umsatz,
           RANK() OVER (
               PARTITION BY kategorie
               ORDER BY umsatz DESC
           ) AS rang
    FROM umsatz_pro_kunde
)
SELECT kategorie, kunde_id, umsatz, rang
FROM rangliste
WHERE rang <= 3
ORDER BY kategorie, rang;
\`\`\`

\`RANK()\` vergibt bei Gleichstand denselben Rang, deshalb können pro Kategorie auch mehr als drei Kunden erscheinen. Mit \`ROW_NUMBER()\` bekämst du immer genau drei, aber bei Gleichstand würde die Datenbank willkürlich entscheiden.`,
            },
          ],
          quizzes: [
            {
              question:
                "Warum kannst du ROW_NUMBER() OVER (...) nicht direkt in der WHERE-Klausel filtern?",
              choices: [
                "Weil ROW_NUMBER() nur in PostgreSQL verfügbar ist.",
                "Weil Fensterfunktionen erst nach WHERE berechnet werden.",
                "Weil WHERE keine Zahlen vergleichen kann.",
                "Weil ROW_NUMBER() bei fehlendem PARTITION BY immer NULL liefert.",
              ],
              correctAnswer: 1,
              explanation:
                "Die Datenbank filtert mit WHERE, bevor sie die Fensterfunktionen in SELECT berechnet. Deshalb berechnest du den Rang in einer CTE oder Unterabfrage und filterst im nächsten Schritt.",
            },
          ],
        },
        {
          title: "Auswerten und erzählen: groupby, pivot_table und ein kleines Dashboard",
          content: `## Von SQL zu pandas: groupby

Was du aus SQL als \`GROUP BY\` kennst, heißt in pandas \`groupby()\`. Das Muster ist immer gleich: aufteilen, berechnen, zusammenführen („split – apply – combine“). \`df.groupby("kategorie")["betrag"].sum()\` liefert den Umsatz pro Kategorie. Mit \`.agg()\` berechnest du mehrere Kennzahlen auf einmal und vergibst dabei sprechende Namen, etwa \`umsatz=("betrag", "sum")\` und \`kunden=("kunde_id", "nunique")\`.

Eine Besonderheit ist \`transform()\`: Es liefert das Gruppenergebnis für jede einzelne Zeile zurück – das pandas-Gegenstück zu einer Fensterfunktion. So berechnest du zum Beispiel den Anteil jeder Bestellung am Umsatz ihrer Kategorie.

## Kreuztabellen mit pivot_table

Willst du zwei Dimensionen gleichzeitig betrachten, etwa Kategorien in den Zeilen und Monate in den Spalten, hilft \`pivot_table()\`. Du gibst an, welche Spalte die Zeilen bildet (\`index\`), welche die Spalten (\`columns\`), welcher Wert berechnet wird (\`values\`) und wie (\`aggfunc\`). Mit \`fill_value=0\` werden leere Zellen zu Nullen, \`margins=True\` ergänzt Gesamtsummen. Das Ergebnis entspricht einer Pivot-Tabelle in Excel, lässt sich aber jeden Monat per Skript neu erzeugen.

## Das passende Diagramm wählen

Die Diagrammart folgt aus deiner Frage, nicht aus dem Geschmack:

- **Entwicklung über die Zeit**: Liniendiagramm
- **Vergleich von Kategorien**: Balkendiagramm, nach Größe sortiert
- **Verteilung von Werten**: Histogramm oder Boxplot
- **Zusammenhang zweier Größen**: Streudiagramm

Kreisdiagramme funktionieren nur bei sehr wenigen Anteilen. 3D-Effekte verzerren die Wahrnehmung und gehören nicht in eine seriöse Auswertung.

## Ein kleines Dashboard

Ein Dashboard muss kein teures Werkzeug sein. Mit matplotlib legst du über \`plt.subplots(2, 2)\` vier Diagramme auf eine Seite: Umsatzentwicklung, Top-Kategorien, Verteilung der Warenkörbe und eine zentrale Kennzahl. Mit \`fig.savefig()\` speicherst du das Ergebnis als PNG oder PDF und teilst es im Team.

## Mit Daten eine Geschichte erzählen

Entscheiderinnen und Entscheider haben wenig Zeit. Beginne deshalb mit der Kernaussage, nicht mit der Methode:

1. **Botschaft als Überschrift**: „Elektronik wächst seit März um 12 % pro Monat“ statt „Umsatz nach Kategorie“.
2. **Hervorheben statt überladen**: Färbe das Wichtige kräftig ein, alles andere grau.
3. **Kontext geben**: Erst ein Vergleich mit Vorjahr, Ziel oder Durchschnitt macht eine Zahl verständlich.
4. **Handlung ableiten**: Schließe mit einer Empfehlung, was jetzt zu tun ist.

Sei dabei ehrlich zu deinen Daten: Nenne Lücken, bereinigte Zeilen und Unsicherheiten, statt sie zu verstecken. Das stärkt das Vertrauen in deine Analyse mehr als jedes schöne Diagramm.`,
          learningObjective:
            "Du kannst Daten mit groupby, agg, transform und pivot_table verdichten, passende Diagramme zu einem kleinen Dashboard kombinieren und deine Ergebnisse mit einer klaren Botschaft präsentieren.",
          estimatedMinutes: 35,
          codeExamples: [
            {
              title: "Kennzahlen mit groupby, transform und pivot_table",
              description:
                "Benannte Aggregationen pro Kategorie, der Anteil jeder Bestellung am Kategorieumsatz und eine Kreuztabelle Kategorie × Monat.",
              code: `import pandas as pd

df = pd.read_csv("bestellungen_sauber.csv", parse_dates=["datum"])
df["monat"] = df["datum"].dt.to_period("M").astype(str)

# Mehrere Kennzahlen pro Kategorie mit sprechenden Namen
kennzahlen = (
    df.groupby("kategorie")
    .agg(
        umsatz=("betrag", "sum"),
        bestellungen=("bestell_id", "count"),
        kunden=("kunde_id", "nunique"),
    )
    .sort_values("umsatz", ascending=False)
)

# Anteil jeder Bestellung am Kategorieumsatz (wie eine Fensterfunktion)
df["anteil"] = df["betrag"] / df.groupby("kategorie")["betrag"].transform("sum")

# Kategorien in den Zeilen, Monate in den Spalten
pivot = df.pivot_table(
    index="kategorie",
    columns="monat",
    values="betrag",
    aggfunc="sum",
    fill_value=0,
)

print(kennzahlen)
print(pivot.round(0))`,
              language: "python",
            },
            {
              title: "Ein Dashboard mit vier Feldern und klarer Botschaft",
              description:
                "Die Überschrift formuliert die Kernaussage, die wichtigste Kategorie wird farbig hervorgehoben, der Rest bleibt grau. Baut auf df und kennzahlen aus dem vorigen Beispiel auf.",
              code: `import matplotlib.pyplot as plt

monatsumsatz = df.groupby("monat")["betrag"].sum()
top5 = kennzahlen["umsatz"].head(5).sort_values()
farben = ["tab:blue" if k == "Elektronik" else "lightgrey" for k in top5.index]

fig, axes = plt.subplots(2, 2, figsize=(12, 8))
fig.suptitle("Elektronik treibt das Umsatzwachstum 2024", fontsize=16)

axes[0, 0].plot(monatsumsatz.index, monatsumsatz.values, marker="o")
axes[0, 0].set_title("Umsatz pro Monat (EUR)")
axes[0, 0].tick_params(axis="x", rotation=45)

axes[0, 1].barh(top5.index, top5.values, color=farben)
axes[0, 1].set_title("Top 5 Kategorien nach Umsatz (EUR)")

axes[1, 0].hist(df["betrag"], bins=30, color="grey")
axes[1, 0].set_title("Verteilung der Warenkorbwerte (EUR)")

gesamt = df["betrag"].sum()
axes[1, 1].axis("off")
kennzahl = f"{gesamt:,.0f} EUR".replace(",", ".")  # deutsches Tausendertrennzeichen
axes[1, 1].text(0.5, 0.6, kennzahl, ha="center", fontsize=28)
axes[1, 1].text(0.5, 0.35, "Gesamtumsatz 2024", ha="center", fontsize=12)

fig.tight_layout()
fig.savefig("dashboard_2024.png", dpi=150)`,
              language: "python",
            },
          ],
          exercises: [
            {
              task: "Erstelle mit pivot_table eine Tabelle mit dem Umsatz pro Stadt (Zeilen) und Kategorie (Spalten) einschließlich Gesamtsummen. Zeichne anschließend ein horizontales Balkendiagramm der fünf umsatzstärksten Städte, hebe die stärkste Stadt farbig hervor und formuliere eine Überschrift, die eine Botschaft enthält statt nur das Thema zu nennen.",
              hint: 'margins=True fügt eine Zeile und eine Spalte namens „All“ hinzu. Entferne die Gesamtzeile mit drop(index="All"), bevor du mit nlargest(5) die Top-Städte auswählst. Für die Farben hilft eine Liste, die nur für das größte Element eine kräftige Farbe enthält.',
              solution: `\`\`\`python
import matplotlib.pyplot as plt

pivot = df.pivot_table(
    index="stadt",
    columns="kategorie",
    values="betrag",
    aggfunc="sum",
    fill_value=0,
    margins=True,
)

top5 = pivot.drop(index="All")["All"].nlargest(5).sort_values()
farben = ["lightgrey"] * (len(top5) - 1) + ["tab:blue"]  # größter Wert steht am Ende

fig, ax = plt.subplots(figsize=(8, 4))
ax.barh(top5.index, top5.values, color=farben)
anteil = top5.iloc[-1] / pivot.loc["All", "All"]
ax.set_title(f"{top5.index[-1]} erzeugt {anteil:.0%} des gesamten Umsatzes")
ax.set_xlabel("Umsatz in EUR")
fig.tight_layout()
fig.savefig("top_staedte.png", dpi=150)
\`\`\`

Die Überschrift wird aus den Daten berechnet und bleibt so auch im nächsten Monat korrekt. Eine gute Botschaft nennt eine konkrete Erkenntnis, zum Beispiel „Berlin erzeugt 23 % des gesamten Umsatzes“, statt nur „Umsatz nach Stadt“.`,
            },
          ],
          quizzes: [
            {
              question:
                "Welche pandas-Methode liefert das Ergebnis einer Gruppenberechnung für jede einzelne Zeile zurück, ähnlich einer SQL-Fensterfunktion?",
              choices: ["agg()", "transform()", "pivot_table()", "value_counts()"],
              correctAnswer: 1,
              explanation:
                "transform() gibt ein Ergebnis mit derselben Länge wie die Ausgangsdaten zurück, sodass du es direkt als neue Spalte speichern kannst – wie SUM(...) OVER (PARTITION BY ...) in SQL. agg() und pivot_table() verdichten die Daten dagegen auf eine Zeile pro Gruppe.",
            },
          ],
        },
      ],
    },
  ],
};

export const dataAnalysisCourse = withExercises(course, dataAnalysisPractice);
