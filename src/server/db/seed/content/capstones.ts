import type { ProjectInput } from "@shared/contracts/projects";

/**
 * The demo courses' capstone projects (issue 30, decision 0123): every demo course ends in a
 * project a person reviews, with a brief and a rubric; web courses in the web runtime with
 * starter files, Python courses in Python, the others as an external link and description.
 * Keyed by the demo course's `key`. Not required for the certificate: an author decides that.
 */
export type DemoCapstone = Pick<
  ProjectInput,
  "title" | "brief" | "runtime" | "starterFiles" | "rubric"
>;

const c = (id: string, title: string, description: string, fulfilled: string) => ({
  id,
  title,
  description,
  fulfilled,
});

export const demoCapstones: Record<string, DemoCapstone> = {
  "web-development": {
    title: "Abschlussprojekt: Deine persönliche Visitenkarte im Web",
    runtime: "web",
    brief: `Baue eine **persönliche Visitenkarte** als Webseite: eine Seite, die zeigt, wer du bist, was du kannst und wie man dich erreicht.

## Was deine Seite enthält

1. Eine Überschrift mit deinem Namen und einen kurzen Satz über dich.
2. Einen Abschnitt „Was ich kann“ mit mindestens drei Punkten als Liste.
3. Einen Kontaktbereich mit einem Link (zum Beispiel \`mailto:\` oder zu deinem Profil).
4. Eigene Gestaltung in \`style.css\`: Farben, Abstände, eine Schrift, die gut lesbar ist.
5. Ein wenig JavaScript in \`script.js\`: zum Beispiel ein Knopf, der einen Gruß zeigt, oder ein Hell-/Dunkel-Schalter.

## So gehst du vor

- Beginne mit dem HTML-Gerüst in \`index.html\`, dann die Gestaltung, dann das Verhalten.
- Prüfe die Seite in der Vorschau auch schmal (wie auf einem Smartphone).
- Beschreibe beim Einreichen kurz, was du gebaut hast und worauf du stolz bist.`,
    starterFiles: [
      {
        name: "index.html",
        content: `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Meine Visitenkarte</title>
    <link rel="stylesheet" href="style.css" />
  </head>
  <body>
    <main>
      <h1>Dein Name</h1>
      <p>Ein Satz über dich.</p>
    </main>
    <script src="script.js"></script>
  </body>
</html>
`,
      },
      { name: "style.css", content: "body {\n  font-family: system-ui, sans-serif;\n}\n" },
      { name: "script.js", content: "// Dein JavaScript\n" },
    ],
    rubric: [
      c(
        "structure",
        "Sinnvolle HTML-Struktur",
        "Die Seite nutzt passende Elemente (Überschriften, Listen, Links, main).",
        "Alle Inhalte aus dem Auftrag sind da und mit den passenden Elementen ausgezeichnet.",
      ),
      c(
        "design",
        "Eigene Gestaltung mit CSS",
        "Farben, Abstände und Schrift sind bewusst gewählt.",
        "Die Seite ist gut lesbar, auch schmal wie auf einem Smartphone.",
      ),
      c(
        "interaction",
        "Interaktion mit JavaScript",
        "Mindestens ein Element reagiert auf den Nutzer.",
        "Die Interaktion funktioniert ohne Fehler in der Konsole.",
      ),
      c(
        "content",
        "Inhalt und Kontakt",
        "Die Seite sagt, wer du bist und wie man dich erreicht.",
        "Name, kurze Vorstellung, drei Fähigkeiten und ein funktionierender Kontaktlink sind vorhanden.",
      ),
    ],
  },
  "web-development-intermediate": {
    title: "Abschlussprojekt: Eine interaktive Aufgabenliste",
    runtime: "web",
    brief: `Baue eine **Aufgabenliste im Browser**, die mit dem DOM, Events und gespeicherten Daten arbeitet.

## Anforderungen

1. Ein Formular, mit dem man eine Aufgabe hinzufügt (leere Eingaben werden abgelehnt).
2. Jede Aufgabe lässt sich als erledigt markieren und löschen.
3. Ein Filter zeigt „Alle“, „Offen“ oder „Erledigt“.
4. Die Liste bleibt nach einem Neuladen erhalten (\`localStorage\`).
5. Der Code ist in kleine, benannte Funktionen geteilt.

Beschreibe beim Einreichen, wie deine Funktionen zusammenspielen.`,
    starterFiles: [
      {
        name: "index.html",
        content: `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <title>Aufgaben</title>
    <link rel="stylesheet" href="style.css" />
  </head>
  <body>
    <h1>Meine Aufgaben</h1>
    <form id="neu">
      <label for="titel">Neue Aufgabe</label>
      <input id="titel" name="titel" />
      <button type="submit">Hinzufügen</button>
    </form>
    <ul id="liste"></ul>
    <script src="app.js"></script>
  </body>
</html>
`,
      },
      { name: "style.css", content: "body {\n  font-family: system-ui, sans-serif;\n}\n" },
      {
        name: "app.js",
        content:
          'const form = document.querySelector("#neu");\nconst liste = document.querySelector("#liste");\n\n// Dein Code\n',
      },
    ],
    rubric: [
      c(
        "features",
        "Alle Funktionen",
        "Hinzufügen, erledigen, löschen und filtern funktionieren.",
        "Jede Anforderung aus dem Auftrag lässt sich in der Vorschau ausprobieren.",
      ),
      c(
        "storage",
        "Daten bleiben erhalten",
        "Die Liste wird in localStorage gespeichert und beim Laden gelesen.",
        "Nach einem Neuladen ist die Liste unverändert da.",
      ),
      c(
        "events",
        "DOM und Events",
        "Änderungen laufen über Events, nicht über Neuladen der Seite.",
        "Das Formular verhindert das Neuladen und leere Eingaben werden abgelehnt.",
      ),
      c(
        "code",
        "Lesbarer Code",
        "Kleine Funktionen mit sprechenden Namen.",
        "Eine andere Person versteht ohne Erklärung, welche Funktion was tut.",
      ),
    ],
  },
  "web-development-advanced": {
    title: "Abschlussprojekt: Eine React-App mit TypeScript und API",
    runtime: "external",
    brief: `Baue eine kleine **React-App mit TypeScript**, die Daten von einer öffentlichen API lädt, und veröffentliche sie.

## Anforderungen

1. Mindestens drei eigene, typisierte Komponenten.
2. Daten von einer API laden, mit Lade- und Fehlerzustand.
3. Eine Eingabe (Suche oder Filter), die die Anzeige ändert.
4. Der Code liegt in einem öffentlichen Repository, die App ist veröffentlicht (zum Beispiel auf GitHub Pages oder Netlify).

Reiche den Link zum Repository oder zur veröffentlichten App ein und beschreibe kurz den Aufbau.`,
    starterFiles: [],
    rubric: [
      c(
        "components",
        "Typisierte Komponenten",
        "Props und Zustand haben Typen, keine any-Lücken.",
        "Mindestens drei Komponenten mit klaren Props-Typen.",
      ),
      c(
        "data",
        "Server-Daten",
        "Laden, Fehler und leere Antworten werden behandelt.",
        "Die App zeigt beim Laden, bei einem Fehler und ohne Daten je einen passenden Zustand.",
      ),
      c(
        "state",
        "Zustand und Eingabe",
        "Eine Eingabe ändert, was angezeigt wird.",
        "Suche oder Filter wirken sofort und ohne Fehler.",
      ),
      c(
        "delivery",
        "Veröffentlicht und nachvollziehbar",
        "Repository und App sind erreichbar, die README erklärt den Start.",
        "Der Link funktioniert und die README nennt, wie man die App lokal startet.",
      ),
    ],
  },
  "ai-automation": {
    title: "Abschlussprojekt: Ein Helfer, der Anfragen sortiert",
    runtime: "python",
    brief: `Schreibe ein Python-Programm, das **eingehende Kundenanfragen sortiert**: Es liest Nachrichten, ordnet jede einer Kategorie zu und fasst das Ergebnis zusammen.

## Anforderungen

1. Eine Funktion \`kategorie(text)\`, die „Rechnung“, „Technik“ oder „Sonstiges“ zurückgibt (Regeln mit Stichwörtern genügen; ein Sprachmodell brauchst du nicht).
2. Eine Übersicht: wie viele Anfragen je Kategorie.
3. Personenbezogene Daten (E-Mail-Adressen) werden vor der Ausgabe unkenntlich gemacht.
4. Das Programm läuft mit den Beispieldaten in \`main.py\` ohne Fehler.

Beschreibe beim Einreichen, wie du mit einem Sprachmodell weitermachen würdest und was du dabei beim Datenschutz beachtest.`,
    starterFiles: [
      {
        name: "main.py",
        content: `anfragen = [
    "Hallo, meine Rechnung 2024-17 ist doppelt abgebucht. Gruß, anna@example.com",
    "Die App stürzt beim Login ab, bitte helfen!",
    "Habt ihr auch am Samstag geöffnet?",
    "Ich brauche eine Kopie der Rechnung vom März. tom@example.org",
]


def kategorie(text):
    # Deine Regeln
    return "Sonstiges"


for anfrage in anfragen:
    print(kategorie(anfrage), "-", anfrage)
`,
      },
    ],
    rubric: [
      c(
        "rules",
        "Sinnvolle Zuordnung",
        "Die Regeln ordnen die Beispielanfragen richtig zu.",
        "Jede Beispielanfrage landet in der passenden Kategorie.",
      ),
      c(
        "summary",
        "Übersicht",
        "Das Programm zählt die Anfragen je Kategorie.",
        "Die Ausgabe nennt jede Kategorie mit ihrer Anzahl.",
      ),
      c(
        "privacy",
        "Datenschutz",
        "E-Mail-Adressen erscheinen nicht in der Ausgabe.",
        "Keine Adresse aus den Beispieldaten ist in der Ausgabe lesbar.",
      ),
      c(
        "reflection",
        "Nächster Schritt beschrieben",
        "Die Beschreibung erklärt, wie ein Sprachmodell helfen könnte.",
        "Sie nennt einen konkreten Einsatz und eine Regel zum Schutz der Daten.",
      ),
    ],
  },
  "ai-automation-beginner": {
    title: "Abschlussprojekt: Deine erste Automatisierung",
    runtime: "external",
    brief: `Automatisiere eine **wiederkehrende Aufgabe aus deinem Alltag** mit einem KI-Assistenten oder einem Automatisierungswerkzeug.

## Anforderungen

1. Beschreibe die Aufgabe vorher: Was kostet sie dich heute an Zeit?
2. Zeige deinen Prompt oder deinen Ablauf (zum Beispiel als geteiltes Dokument oder Bildschirmfoto).
3. Prüfe das Ergebnis an mindestens drei echten Beispielen und notiere, was gut und was schlecht lief.
4. Nenne, welche Daten du bewusst nicht an die KI gibst.

Reiche einen Link zu deinem Dokument ein und fasse das Ergebnis in der Beschreibung zusammen.`,
    starterFiles: [],
    rubric: [
      c(
        "problem",
        "Klare Aufgabe",
        "Die Ausgangslage und der Zeitaufwand sind beschrieben.",
        "Man versteht ohne Nachfrage, was automatisiert wird und warum.",
      ),
      c(
        "workflow",
        "Nachvollziehbarer Ablauf",
        "Prompt oder Ablauf sind vollständig gezeigt.",
        "Eine andere Person könnte den Ablauf mit deiner Anleitung nachbauen.",
      ),
      c(
        "testing",
        "Geprüftes Ergebnis",
        "Mindestens drei Beispiele wurden ausprobiert und bewertet.",
        "Zu jedem Beispiel steht, ob das Ergebnis brauchbar war.",
      ),
      c(
        "privacy",
        "Verantwortungsvoller Umgang",
        "Datenschutz und Grenzen der KI sind bedacht.",
        "Es ist benannt, welche Daten nicht in die KI gehören.",
      ),
    ],
  },
  "data-analysis": {
    title: "Abschlussprojekt: Eine kleine Verkaufsanalyse",
    runtime: "python",
    brief: `Analysiere die **Verkaufsdaten einer Bäckerei** mit Python und beantworte eine Frage, die der Inhaberin weiterhilft.

## Anforderungen

1. Formuliere eine klare Frage (zum Beispiel: „An welchem Wochentag verkaufen wir am meisten?“).
2. Werte die Daten in \`main.py\` aus: Summen oder Durchschnitte je Gruppe.
3. Gib das Ergebnis als kleine, lesbare Tabelle aus.
4. Schreibe in der Beschreibung in zwei, drei Sätzen, was die Inhaberin daraus tun sollte.`,
    starterFiles: [
      {
        name: "main.py",
        content: `verkaeufe = [
    {"tag": "Mo", "produkt": "Brötchen", "stueck": 120},
    {"tag": "Mo", "produkt": "Brot", "stueck": 30},
    {"tag": "Di", "produkt": "Brötchen", "stueck": 95},
    {"tag": "Di", "produkt": "Brot", "stueck": 28},
    {"tag": "Sa", "produkt": "Brötchen", "stueck": 210},
    {"tag": "Sa", "produkt": "Brot", "stueck": 55},
    {"tag": "Sa", "produkt": "Kuchen", "stueck": 40},
]

# Deine Analyse
`,
      },
    ],
    rubric: [
      c(
        "question",
        "Klare Frage",
        "Die Analyse beantwortet eine konkrete Frage.",
        "Die Frage steht am Anfang und die Auswertung passt zu ihr.",
      ),
      c(
        "analysis",
        "Richtige Auswertung",
        "Gruppen und Kennzahlen sind korrekt berechnet.",
        "Die Zahlen stimmen mit den Daten überein.",
      ),
      c(
        "presentation",
        "Lesbares Ergebnis",
        "Die Ausgabe ist übersichtlich.",
        "Das Ergebnis ist als kleine Tabelle mit Überschriften ausgegeben.",
      ),
      c(
        "recommendation",
        "Empfehlung",
        "Aus dem Ergebnis folgt ein Vorschlag.",
        "Die Beschreibung nennt eine konkrete, durch die Zahlen begründete Empfehlung.",
      ),
    ],
  },
  "data-analytics-beginner": {
    title: "Abschlussprojekt: Eine Frage mit Daten beantworten",
    runtime: "external",
    brief: `Suche dir eine **kleine Tabelle aus deinem Alltag oder einer offenen Datenquelle** und beantworte damit eine Frage.

## Anforderungen

1. Nenne die Frage und woher die Daten kommen.
2. Zeige die Tabelle (zum Beispiel in einer Tabellenkalkulation, die du teilst).
3. Werte sie aus: sortieren, filtern, zählen oder Summen bilden – gern auch mit SQL.
4. Beantworte die Frage in zwei, drei Sätzen und nenne eine Grenze deiner Daten.

Reiche den Link zu deiner geteilten Tabelle ein und schreibe die Antwort in die Beschreibung.`,
    starterFiles: [],
    rubric: [
      c(
        "question",
        "Frage und Quelle",
        "Frage und Herkunft der Daten sind genannt.",
        "Man weiß, was gefragt ist und woher die Zahlen stammen.",
      ),
      c(
        "table",
        "Saubere Tabelle",
        "Spalten haben Namen, jede Zeile ist ein Eintrag.",
        "Die Tabelle ist ohne Erklärung lesbar.",
      ),
      c(
        "analysis",
        "Passende Auswertung",
        "Die Auswertung beantwortet die Frage.",
        "Sortierung, Filter oder Summen führen nachvollziehbar zur Antwort.",
      ),
      c(
        "answer",
        "Antwort mit Grenze",
        "Die Antwort ist klar und nennt eine Einschränkung.",
        "Zwei, drei Sätze beantworten die Frage und nennen, was die Daten nicht zeigen.",
      ),
    ],
  },
  "ui-ux-beginner": {
    title: "Abschlussprojekt: Ein klickbarer Prototyp",
    runtime: "external",
    brief: `Entwirf einen **klickbaren Prototyp** für eine kleine App oder Webseite, die ein echtes Problem löst.

## Anforderungen

1. Beschreibe die Nutzerin oder den Nutzer und die wichtigste Aufgabe.
2. Zeige mindestens drei Screens, die zusammen diese Aufgabe lösen.
3. Teste den Prototyp mit einer Person und notiere drei Beobachtungen.
4. Zeige, was du nach dem Test geändert hast.

Reiche den Link zu deinem Prototyp (zum Beispiel Figma oder Penpot) ein und fasse den Test in der Beschreibung zusammen.`,
    starterFiles: [],
    rubric: [
      c(
        "user",
        "Nutzerfrage",
        "Zielgruppe und Aufgabe sind klar.",
        "Eine Person und ihre wichtigste Aufgabe sind konkret beschrieben.",
      ),
      c(
        "flow",
        "Durchgängiger Ablauf",
        "Die Screens führen durch die Aufgabe.",
        "Der Prototyp ist klickbar und die Aufgabe lässt sich von Anfang bis Ende lösen.",
      ),
      c(
        "design",
        "Klare Gestaltung",
        "Hierarchie, Kontraste und Beschriftungen helfen.",
        "Wichtige Aktionen sind sofort erkennbar und Texte gut lesbar.",
      ),
      c(
        "testing",
        "Getestet und verbessert",
        "Ein Test mit einer Person hat stattgefunden.",
        "Drei Beobachtungen und mindestens eine Änderung daraus sind dokumentiert.",
      ),
    ],
  },
  "freelancing-beginner": {
    title: "Abschlussprojekt: Dein Angebot als Freelancer",
    runtime: "external",
    brief: `Erstelle dein **Angebot als Tech-Freelancer** so, dass eine erste Kundin es verstehen und annehmen kann.

## Anforderungen

1. Eine Angebotsseite oder ein Dokument: für wen du arbeitest und welches Problem du löst.
2. Zwei bis drei Leistungen mit Preis oder Preisspanne und was jeweils enthalten ist.
3. Ein Beispielprojekt oder eine Referenz.
4. Ein klarer nächster Schritt für Interessierte (Kontakt, Termin).

Reiche den Link zu deiner Seite oder deinem Dokument ein und beschreibe, wie du auf deine Preise gekommen bist.`,
    starterFiles: [],
    rubric: [
      c(
        "audience",
        "Klare Zielgruppe",
        "Es ist klar, für wen das Angebot ist.",
        "Zielgruppe und ihr Problem sind in einem Satz benannt.",
      ),
      c(
        "services",
        "Leistungen und Preise",
        "Leistungen sind abgegrenzt und bepreist.",
        "Jede Leistung nennt Umfang und Preis oder Preisspanne.",
      ),
      c(
        "proof",
        "Vertrauen",
        "Ein Beispiel oder eine Referenz zeigt, was du kannst.",
        "Mindestens ein konkretes Beispiel ist verlinkt oder beschrieben.",
      ),
      c(
        "action",
        "Nächster Schritt",
        "Interessierte wissen, was sie tun sollen.",
        "Ein Kontaktweg oder Termin ist deutlich sichtbar.",
      ),
    ],
  },
};
