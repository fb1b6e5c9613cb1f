import type { DemoExercise } from "./types";
import { practiceFiles } from "./with-exercises";

/**
 * More runnable code exercises of „Webentwicklung für Einsteiger“ (issue 29) by lesson
 * title, and their English translation (web-development.en.ts) by the English title.
 */

const doc = (head: string, body: string, lang = ' lang="de"') =>
  `<!DOCTYPE html>\n<html${lang}>\n<head>\n  <meta charset="utf-8">\n${head}</head>\n<body>\n${body}</body>\n</html>\n`;

const PROFILE_HEAD = '  <title>Mein Profil</title>\n  <link rel="stylesheet" href="style.css">\n';
const CARDS_BODY =
  '  <header>\n    <h1>Alex Berger</h1>\n    <nav>\n      <a href="#ueber-mich">Über mich</a>\n      <a href="#projekte">Projekte</a>\n    </nav>\n  </header>\n  <main>\n    <div class="karten">\n      <section class="karte" id="ueber-mich">\n        <h2>Über mich</h2>\n        <p>Ich lerne gerade Webentwicklung.</p>\n      </section>\n      <section class="karte" id="projekte">\n        <h2>Meine Projekte</h2>\n        <p class="hinweis">Hier entsteht gerade etwas.</p>\n      </section>\n    </div>\n  </main>\n';
const BASE_CSS =
  "body {\n  font-family: system-ui, sans-serif;\n  margin: 0 auto;\n  max-width: 40rem;\n}\n";

/**
 * A check block: the computed keyword of the first element matching a selector (jsdom and
 * browsers agree on keywords), compared as "property: value" so the player shows expected
 * vs. got in the learner's language.
 */
const style = (selector: string, property: string, expected: string) =>
  `{\n  const element = document.querySelector(${JSON.stringify(selector)});\n  if (!element) throw new Error(${JSON.stringify(`document.querySelector("${selector}") → null`)});\n  const wert = getComputedStyle(element).getPropertyValue(${JSON.stringify(property)});\n  expectEqual(${JSON.stringify(property)} + ": " + wert, ${JSON.stringify(`${property}: ${expected}`)});\n}`;

const FETCH_HTML = doc(
  "  <title>Aufgaben</title>\n  <style>.erledigt { text-decoration: line-through; }</style>\n",
  '  <button id="laden">Aufgaben laden</button>\n  <p id="status"></p>\n  <ul id="liste"></ul>\n  <script src="app.js"></script>\n',
);
const FETCH_START = `const URL_AUFGABEN = "https://jsonplaceholder.typicode.com/todos?_limit=10";

async function ladeAufgaben() {
  const liste = document.querySelector("#liste");
  const status = document.querySelector("#status");
`;
const FETCH_END = `}

document.querySelector("#laden").addEventListener("click", ladeAufgaben);
`;
export const FETCH_SOLUTION = `${FETCH_START}  try {
    const antwort = await fetch(URL_AUFGABEN);
    if (!antwort.ok) throw new Error("Status " + antwort.status);
    const aufgaben = await antwort.json();
    liste.replaceChildren();
    for (const aufgabe of aufgaben) {
      const li = document.createElement("li");
      li.textContent = aufgabe.title;
      if (aufgabe.completed) li.classList.add("erledigt");
      liste.append(li);
    }
    status.textContent = "";
  } catch {
    status.textContent = "Die Aufgaben konnten nicht geladen werden.";
  }
${FETCH_END}`;
const FAKE_FETCH = (ok: boolean) =>
  `window.fetch = async () => ({\n  ok: ${ok},\n  status: ${ok ? 200 : 500},\n  json: async () => [\n    { id: 1, title: "Lebenslauf aktualisieren", completed: true },\n    { id: 2, title: "Portfolio veröffentlichen", completed: false },\n  ],\n});\nawait ladeAufgaben();\n`;

export const SEMANTIC_SOLUTION = doc(
  "  <title>Mein Profil</title>\n",
  '  <header>\n    <h1>Alex Berger</h1>\n    <nav>\n      <a href="https://github.com/">GitHub</a>\n      <a href="https://www.linkedin.com/">LinkedIn</a>\n    </nav>\n  </header>\n  <main>\n    <section>\n      <h2>Über mich</h2>\n      <p>Ich lerne gerade Webentwicklung.</p>\n    </section>\n    <section>\n      <h2>Meine Projekte</h2>\n      <p>Meine erste eigene Webseite.</p>\n    </section>\n  </main>\n',
);

export const webDevelopmentPractice: Record<string, DemoExercise[]> = {
  "Wie das Web funktioniert": [
    {
      task: 'Vervollständige das HTML-Grundgerüst: Das `<html>`-Element gibt die Sprache Deutsch an (`lang="de"`), im `<head>` steht der Titel „Über mich“, und im `<body>` stehen eine Überschrift `<h1>` und ein Absatz `<p>` über dich.',
      hint: "Der Titel gehört als `<title>Über mich</title>` in den `<head>`. Sichtbarer Inhalt wie `<h1>` und `<p>` gehört in den `<body>`.",
      solution:
        "```html\n" +
        doc(
          "  <title>Über mich</title>\n",
          "  <h1>Hallo, ich bin Alex</h1>\n  <p>Ich lerne gerade Webentwicklung.</p>\n",
        ) +
        "```",
      practice: {
        runtime: "web",
        timeLimitMs: 3000,
        ...practiceFiles({
          "index.html": [
            doc("", "  Hallo, Web!\n", ""),
            doc(
              "  <title>Über mich</title>\n",
              "  <h1>Hallo, ich bin Alex</h1>\n  <p>Ich lerne gerade Webentwicklung.</p>\n",
            ),
          ],
        }),
        checks: [
          {
            id: "sprache",
            title: 'Das <html>-Element hat lang="de"',
            code: 'expectEqual(document.documentElement.lang, "de");',
          },
          {
            id: "titel",
            title: "Der Titel der Seite ist „Über mich“",
            code: 'expectEqual(document.title, "Über mich");',
          },
          {
            id: "inhalt",
            title: "Im <body> stehen eine <h1>-Überschrift und ein Absatz mit Text",
            code: 'const h1 = document.querySelector("body h1");\nconst p = document.querySelector("body p");\nif (!h1 || h1.textContent.trim() === "") throw new Error("Es fehlt eine <h1> mit Text.");\nif (!p || p.textContent.trim() === "") throw new Error("Es fehlt ein <p> mit Text.");',
          },
        ],
      },
    },
  ],
  "HTML: Struktur mit Bedeutung": [
    {
      task: "Diese Profilseite besteht nur aus `<div>`-Elementen – ein Screenreader erkennt darin keine Struktur. Ersetze sie durch passende Elemente: einen `<header>` mit deinem Namen als `<h1>` und einer `<nav>` mit den zwei Links, einen `<main>`-Bereich und darin zwei `<section>`-Elemente, jedes mit einer `<h2>`-Überschrift.",
      hint: "Jedes `<div>` hat schon eine Klasse, die verrät, was es ist: `kopf` → `<header>`, `navigation` → `<nav>`, `inhalt` → `<main>`, `abschnitt` → `<section>`. Die Abschnittstitel werden zu `<h2>`.",
      solution: "```html\n" + SEMANTIC_SOLUTION + "```",
      practice: {
        runtime: "web",
        timeLimitMs: 3000,
        ...practiceFiles({
          "index.html": [
            doc(
              "  <title>Mein Profil</title>\n",
              '  <div class="kopf">\n    <div class="gross">Alex Berger</div>\n    <div class="navigation">\n      <a href="https://github.com/">GitHub</a>\n      <a href="https://www.linkedin.com/">LinkedIn</a>\n    </div>\n  </div>\n  <div class="inhalt">\n    <div class="abschnitt">\n      <div class="gross">Über mich</div>\n      <p>Ich lerne gerade Webentwicklung.</p>\n    </div>\n    <div class="abschnitt">\n      <div class="gross">Meine Projekte</div>\n      <p>Meine erste eigene Webseite.</p>\n    </div>\n  </div>\n',
            ),
            SEMANTIC_SOLUTION,
          ],
        }),
        checks: [
          {
            id: "landmarks",
            title:
              "Die Seite hat einen <header> mit <h1>, eine <nav> mit zwei Links und ein <main>",
            code: 'if (!document.querySelector("header h1")) throw new Error("Im <header> fehlt die <h1> mit deinem Namen.");\nexpectEqual(document.querySelectorAll("nav a[href]").length, 2);\nif (!document.querySelector("main")) throw new Error("Es fehlt das <main>-Element.");',
          },
          {
            id: "abschnitte",
            title: "Im <main> stehen zwei <section>, jede mit einer <h2>-Überschrift",
            code: 'const abschnitte = [...document.querySelectorAll("main section")];\nexpectEqual(abschnitte.length, 2);\nexpectEqual(abschnitte.map((s) => Boolean(s.querySelector("h2"))), [true, true]);',
          },
        ],
      },
    },
  ],
  "CSS-Grundlagen: Selektoren und das Box-Modell": [
    {
      task: "Gestalte die Profilseite in `style.css` mit drei Selektoren: Der Universalselektor `*` gibt allen Elementen `box-sizing: border-box`, die Klasse `karte` bekommt einen durchgezogenen Rahmen (`border: 1px solid #ccc`) und etwas Innenabstand, und der Absatz mit der Klasse `hinweis` wird kursiv (`font-style: italic`).",
      hint: "Ein Klassenselektor beginnt mit einem Punkt: `.karte { … }`. `border-box` sorgt dafür, dass Rahmen und Innenabstand in die angegebene Breite eingerechnet werden.",
      solution:
        "```css\n* {\n  box-sizing: border-box;\n}\n\n.karte {\n  border: 1px solid #ccc;\n  padding: 1rem;\n}\n\n.hinweis {\n  font-style: italic;\n}\n```",
      practice: {
        runtime: "web",
        timeLimitMs: 3000,
        ...practiceFiles({
          "index.html": doc(PROFILE_HEAD, CARDS_BODY),
          "style.css": [
            BASE_CSS + "\n/* Dein CSS: *, .karte und .hinweis */\n",
            BASE_CSS +
              "\n* {\n  box-sizing: border-box;\n}\n\n.karte {\n  border: 1px solid #ccc;\n  padding: 1rem;\n}\n\n.hinweis {\n  font-style: italic;\n}\n",
          ],
        }),
        checks: [
          {
            id: "box-sizing",
            title: "Alle Elemente haben box-sizing: border-box",
            code: style("main", "box-sizing", "border-box"),
          },
          {
            id: "rahmen",
            title: "Die Karten haben einen durchgezogenen Rahmen",
            code: style(".karte", "border-top-style", "solid"),
          },
          {
            id: "hinweis",
            title: "Der Absatz mit der Klasse hinweis ist kursiv",
            code: style(".hinweis", "font-style", "italic"),
          },
        ],
      },
    },
  ],
  "Layout mit Flexbox und responsives Design": [
    {
      task: "Ordne die Profilseite mit Flexbox: Der `<header>` zeigt den Namen links und die Navigation rechts (`display: flex` und `justify-content: space-between`). Die Karten in `.karten` stehen nebeneinander und brechen auf schmalen Bildschirmen in die nächste Zeile um (`flex-wrap: wrap`).",
      hint: "Flexbox wirkt auf die direkten Kinder des Containers: `header { display: flex; … }` ordnet `<h1>` und `<nav>`, `.karten { display: flex; … }` die beiden Karten. Mit `gap: 1rem` bekommen sie Abstand.",
      solution:
        "```css\nheader {\n  display: flex;\n  justify-content: space-between;\n  align-items: center;\n}\n\n.karten {\n  display: flex;\n  flex-wrap: wrap;\n  gap: 1rem;\n}\n```",
      practice: {
        runtime: "web",
        timeLimitMs: 3000,
        ...practiceFiles({
          "index.html": doc(PROFILE_HEAD, CARDS_BODY),
          "style.css": [
            BASE_CSS +
              "\n.karte {\n  flex: 1 1 15rem;\n  border: 1px solid #ccc;\n  padding: 1rem;\n}\n\n/* Dein CSS: header und .karten */\n",
            BASE_CSS +
              "\n.karte {\n  flex: 1 1 15rem;\n  border: 1px solid #ccc;\n  padding: 1rem;\n}\n\nheader {\n  display: flex;\n  justify-content: space-between;\n  align-items: center;\n}\n\n.karten {\n  display: flex;\n  flex-wrap: wrap;\n  gap: 1rem;\n}\n",
          ],
        }),
        checks: [
          {
            id: "header",
            title: "Der <header> ist ein Flex-Container mit justify-content: space-between",
            code:
              style("header", "display", "flex") +
              "\n" +
              style("header", "justify-content", "space-between"),
          },
          {
            id: "karten",
            title: "Die Karten stehen in einem Flex-Container",
            code: style(".karten", "display", "flex"),
          },
          {
            id: "umbruch",
            title: "Die Karten brechen auf schmalen Bildschirmen um (flex-wrap: wrap)",
            hidden: true,
            code: style(".karten", "flex-wrap", "wrap"),
          },
        ],
      },
    },
  ],
  "Daten laden mit fetch: deine erste interaktive Seite": [
    {
      task: "Ein Klick auf „Aufgaben laden“ ruft `ladeAufgaben()` auf. Vervollständige die Funktion: Sie lädt mit `fetch` die Aufgaben von `URL_AUFGABEN`, zeigt jeden Titel (`title`) als `<li>` in `#liste` und gibt erledigten Aufgaben (`completed` ist `true`) die Klasse `erledigt`. Antwortet der Server mit einem Fehler oder ist er nicht erreichbar, steht in `#status` „Die Aufgaben konnten nicht geladen werden.“ Die Prüfungen ersetzen `fetch` durch Beispieldaten, denn die Übung läuft ohne Internet.",
      hint: "`const antwort = await fetch(URL_AUFGABEN);` – dann prüft `antwort.ok`, ob der Status im 200er-Bereich liegt, und `await antwort.json()` liefert das Array. Umschließe alles mit `try { … } catch { … }`.",
      solution: "```javascript\n" + FETCH_SOLUTION + "```",
      practice: {
        runtime: "web",
        timeLimitMs: 3000,
        ...practiceFiles({
          "index.html": FETCH_HTML,
          "app.js": [
            FETCH_START +
              "  const antwort = await fetch(URL_AUFGABEN);\n  const aufgaben = await antwort.json();\n  // Dein Code: ein <li> pro Aufgabe, Fehler abfangen\n" +
              FETCH_END,
            FETCH_SOLUTION,
          ],
        }),
        checks: [
          {
            id: "titel",
            title: "Die geladenen Titel erscheinen als Einträge in #liste",
            code:
              FAKE_FETCH(true) +
              'expectEqual([...document.querySelectorAll("#liste li")].map((li) => li.textContent), ["Lebenslauf aktualisieren", "Portfolio veröffentlichen"]);',
          },
          {
            id: "erledigt",
            title: "Erledigte Aufgaben haben die Klasse erledigt, offene nicht",
            code:
              FAKE_FETCH(true) +
              'expectEqual([...document.querySelectorAll("#liste li")].map((li) => li.classList.contains("erledigt")), [true, false]);',
          },
          {
            id: "fehler",
            title: "Bei einem Serverfehler steht eine Meldung in #status",
            hidden: true,
            code:
              FAKE_FETCH(false) +
              'expectEqual(document.querySelector("#status").textContent, "Die Aufgaben konnten nicht geladen werden.");',
          },
        ],
      },
    },
  ],
};
