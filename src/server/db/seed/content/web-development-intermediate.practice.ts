import type { DemoExercise } from "./types";
import { practiceFiles } from "./with-exercises";

/** More runnable code exercises of „JavaScript im Browser“ (issue 29) by lesson title. */

const page = (title: string, body: string) =>
  `<!DOCTYPE html>\n<html lang="de">\n<head>\n  <meta charset="utf-8">\n  <title>${title}</title>\n</head>\n<body>\n${body}  <script src="app.js"></script>\n</body>\n</html>\n`;

const FORM_HTML = page(
  "Aufgaben",
  '  <style>.erledigt { text-decoration: line-through; }</style>\n  <form id="neu">\n    <label for="titel">Neue Aufgabe</label>\n    <input id="titel">\n    <button>Hinzufügen</button>\n  </form>\n  <ul id="liste"></ul>\n',
);
const FORM_START = `const form = document.querySelector("#neu");
const eingabe = document.querySelector("#titel");
const liste = document.querySelector("#liste");
`;
const FORM_SOLUTION = `${FORM_START}
form.addEventListener("submit", (event) => {
  event.preventDefault();
  const titel = eingabe.value.trim();
  if (titel === "") return;
  const li = document.createElement("li");
  li.textContent = titel;
  liste.append(li);
  eingabe.value = "";
});

// Ein Listener für die ganze Liste, auch für später hinzugefügte Aufgaben
liste.addEventListener("click", (event) => {
  const li = event.target.closest("li");
  if (li) li.classList.toggle("erledigt");
});
`;
const SUBMIT = (title: string) =>
  `const eingabe = document.querySelector("#titel");\neingabe.value = ${JSON.stringify(title)};\nconst ereignis = new Event("submit", { cancelable: true });\ndocument.querySelector("#neu").dispatchEvent(ereignis);\n`;

const SUM_HTML = page(
  "Warenkorb",
  '  <h1>Warenkorb</h1>\n  <p>Summe: <span id="gesamt"></span></p>\n',
);
const sumScript = (bound: string, selector: string) => `const preise = [4.5, 3, 2.5];

function summe(liste) {
  let gesamt = 0;
  for (let i = 0; i ${bound} liste.length; i++) {
    gesamt += liste[i];
  }
  return gesamt;
}

document.querySelector("${selector}").textContent = summe(preise) + " €";
`;

const API_HTML = page("Aufgaben laden", '  <p id="status"></p>\n  <ul id="liste"></ul>\n');
const API_TRY = `
// Zum Ausprobieren: eine Funktion, die wie fetch nach kurzer Zeit Daten liefert
zeigeAufgaben(
  () => new Promise((fertig) => setTimeout(() => fertig([{ title: "Lebenslauf" }, { title: "Anschreiben" }]), 500)),
);
`;
const API_SOLUTION = `async function zeigeAufgaben(laden) {
  const status = document.querySelector("#status");
  const liste = document.querySelector("#liste");
  status.textContent = "Lade …";
  try {
    const aufgaben = await laden();
    liste.replaceChildren(
      ...aufgaben.map((aufgabe) => {
        const li = document.createElement("li");
        li.textContent = aufgabe.title;
        return li;
      }),
    );
    status.textContent = aufgaben.length + " Aufgaben geladen";
  } catch {
    status.textContent = "Laden fehlgeschlagen. Bitte später erneut versuchen.";
  }
}
${API_TRY}`;

const STORE_TRY = `
// Zum Ausprobieren: ein Ersatz für localStorage mit getItem und setItem
const daten = new Map();
const speicher = { getItem: (k) => daten.get(k) ?? null, setItem: (k, v) => daten.set(k, String(v)) };
speichereAufgaben(speicher, [{ titel: "Lebenslauf", erledigt: false }]);
console.log(daten.get("aufgaben"));
console.log(ladeAufgaben(speicher));
`;
const STORE_SOLUTION = `const SCHLUESSEL = "aufgaben";

function speichereAufgaben(speicher, aufgaben) {
  speicher.setItem(SCHLUESSEL, JSON.stringify(aufgaben));
}

function ladeAufgaben(speicher) {
  const text = speicher.getItem(SCHLUESSEL);
  if (text === null) return [];
  try {
    return JSON.parse(text);
  } catch {
    return [];
  }
}
${STORE_TRY}`;
const FAKE_STORE =
  "const daten = new Map();\nconst speicher = { getItem: (k) => daten.get(k) ?? null, setItem: (k, v) => daten.set(k, String(v)) };\n";

export const webDevelopmentIntermediatePractice: Record<string, DemoExercise[]> = {
  "Events gezielt nutzen: Formulare und Delegation": [
    {
      task: "Mach das Formular fertig: Beim Absenden soll die Seite nicht neu laden, der Titel (ohne Leerzeichen am Rand) als `<li>` in `#liste` erscheinen und das Eingabefeld wieder leer sein; eine leere Eingabe fügt nichts hinzu. Ein Klick auf eine Aufgabe schaltet ihre Klasse `erledigt` um – mit einem einzigen Listener an der Liste (Event-Delegation).",
      hint: '`event.preventDefault()` verhindert das Neuladen. `eingabe.value.trim()` entfernt Leerzeichen. Im Klick-Listener der Liste findest du mit `event.target.closest("li")` die angeklickte Aufgabe.',
      solution: "```javascript\n" + FORM_SOLUTION + "```",
      practice: {
        runtime: "web",
        timeLimitMs: 3000,
        ...practiceFiles({
          "index.html": FORM_HTML,
          "app.js": [
            `${FORM_START}\nform.addEventListener("submit", (event) => {\n  // Dein Code: Neuladen verhindern, leere Eingaben ignorieren, Feld leeren\n  const li = document.createElement("li");\n  li.textContent = eingabe.value;\n  liste.append(li);\n});\n`,
            FORM_SOLUTION,
          ],
        }),
        checks: [
          {
            id: "absenden",
            title: "Absenden fügt die Aufgabe hinzu, ohne die Seite neu zu laden",
            code:
              SUBMIT("Lebenslauf") +
              'if (!ereignis.defaultPrevented) throw new Error("Das Formular lädt die Seite neu – es fehlt event.preventDefault().");\nconst letzte = document.querySelector("#liste li:last-child");\nexpectEqual(letzte && letzte.textContent, "Lebenslauf");\nexpectEqual(eingabe.value, "");',
          },
          {
            id: "leer",
            title: "Eine leere Eingabe fügt nichts hinzu",
            code:
              'const vorher = document.querySelectorAll("#liste li").length;\n' +
              SUBMIT("   ") +
              'expectEqual(document.querySelectorAll("#liste li").length, vorher);',
          },
          {
            id: "delegation",
            title: "Ein Klick auf eine neue Aufgabe schaltet die Klasse erledigt um",
            hidden: true,
            code:
              SUBMIT("Anschreiben") +
              'const li = document.querySelector("#liste li:last-child");\nli.click();\nexpectEqual(li.classList.contains("erledigt"), true);\nli.click();\nexpectEqual(li.classList.contains("erledigt"), false);',
          },
        ],
      },
    },
  ],
  "Fehler finden: Konsole, Breakpoints und Fehlermeldungen": [
    {
      task: 'Dieses Skript soll die Summe des Warenkorbs im `<span id="gesamt">` anzeigen. Stattdessen meldet die Konsole `TypeError: Cannot set properties of null`, und auch die Summe selbst stimmt nicht. Führe den Code aus, lies die Fehlermeldungen und behebe die zwei Fehler.',
      hint: "Vergleiche den Selektor im Skript mit der `id` im HTML. Und schau dir die Schleifenbedingung an: Bei drei Preisen gibt es die Indizes 0, 1 und 2 – was ist `liste[3]`? Ein `console.log(gesamt)` in der Schleife zeigt es dir.",
      solution:
        'Zwei Fehler:\n\n1. Der Selektor heißt `#summe`, das Element aber `gesamt`: `document.querySelector("#gesamt")`.\n2. `i <= liste.length` läuft einen Schritt zu weit; `liste[3]` ist `undefined`, und `gesamt + undefined` ergibt `NaN`. Richtig ist `i < liste.length`.\n\n```javascript\n' +
        sumScript("<", "#gesamt") +
        "```",
      practice: {
        runtime: "web",
        timeLimitMs: 3000,
        ...practiceFiles({
          "index.html": SUM_HTML,
          "app.js": [sumScript("<=", "#summe"), sumScript("<", "#gesamt")],
        }),
        checks: [
          {
            id: "summe",
            title: "summe([4.5, 3, 2.5]) ergibt 10",
            code: "expectEqual(summe([4.5, 3, 2.5]), 10);",
          },
          {
            id: "anzeige",
            title: "Die Seite zeigt „10 €“ im Element #gesamt",
            code: 'expectEqual(document.querySelector("#gesamt").textContent, "10 €");',
          },
        ],
      },
    },
  ],
  "Mit APIs arbeiten: Senden, Laden und Fehlerzustände": [
    {
      task: "Schreib `zeigeAufgaben(laden)` mit allen drei Zuständen. `laden` ist eine Funktion, die wie `fetch` ein Promise liefert – hier mit einem Array von Aufgaben (`{ title }`). Während des Ladens steht in `#status` „Lade …“. Danach zeigt `#liste` ein `<li>` pro Titel und `#status` „2 Aufgaben geladen“ (mit der richtigen Zahl). Schlägt das Laden fehl, steht dort „Laden fehlgeschlagen. Bitte später erneut versuchen.“",
      hint: "Setze den Ladetext vor dem `await`. Umschließe `await laden()` und das Anzeigen mit `try { … } catch { … }`; im `catch` setzt du die Fehlermeldung.",
      solution: "```javascript\n" + API_SOLUTION + "```",
      practice: {
        runtime: "web",
        timeLimitMs: 3000,
        ...practiceFiles({
          "index.html": API_HTML,
          "app.js": [
            `async function zeigeAufgaben(laden) {\n  const status = document.querySelector("#status");\n  const liste = document.querySelector("#liste");\n  const aufgaben = await laden();\n  // Dein Code: Ladezustand, Liste und Fehlerzustand\n}\n${API_TRY}`,
            API_SOLUTION,
          ],
        }),
        checks: [
          {
            id: "laden",
            title: "Während des Ladens steht „Lade …“ im Status",
            code: 'zeigeAufgaben(() => new Promise(() => {}));\nexpectEqual(document.querySelector("#status").textContent, "Lade …");',
          },
          {
            id: "geladen",
            title: "Nach dem Laden zeigt die Liste die Titel und der Status die Anzahl",
            code: 'await zeigeAufgaben(async () => [{ title: "Portfolio" }, { title: "Bewerbung" }]);\nconst titel = [...document.querySelectorAll("#liste li")].map((li) => li.textContent);\nexpectEqual(titel, ["Portfolio", "Bewerbung"]);\nexpectEqual(document.querySelector("#status").textContent, "2 Aufgaben geladen");',
          },
          {
            id: "fehler",
            title: "Ein Fehler beim Laden zeigt eine Meldung statt abzustürzen",
            code: 'await zeigeAufgaben(async () => {\n  throw new Error("Status 500");\n});\nexpectEqual(document.querySelector("#status").textContent, "Laden fehlgeschlagen. Bitte später erneut versuchen.");',
          },
        ],
      },
    },
  ],
  "Code ordnen mit ES-Modulen und Daten im Browser speichern": [
    {
      task: 'Schreib die zwei Funktionen des Moduls `speicher.js`: `speichereAufgaben(speicher, aufgaben)` legt die Aufgaben als JSON unter dem Schlüssel `"aufgaben"` ab, `ladeAufgaben(speicher)` liest sie wieder. Fehlt der Eintrag oder ist er kaputt, gibt `ladeAufgaben` eine leere Liste zurück. `speicher` ist in deiner App `localStorage`; hier prüfen wir mit einem Ersatz, der dieselben Methoden `getItem` und `setItem` hat.',
      hint: "`localStorage` speichert nur Text: `JSON.stringify(aufgaben)` beim Speichern, `JSON.parse(text)` beim Laden. `getItem` liefert `null`, wenn nichts gespeichert ist, und `JSON.parse` wirft bei kaputtem Text – fange das mit `try { … } catch { … }` ab.",
      solution: "```javascript\n" + STORE_SOLUTION + "```",
      practice: {
        runtime: "javascript",
        timeLimitMs: 2000,
        ...practiceFiles({
          "main.js": [
            `const SCHLUESSEL = "aufgaben";\n\nfunction speichereAufgaben(speicher, aufgaben) {\n  speicher.setItem(SCHLUESSEL, aufgaben);\n}\n\nfunction ladeAufgaben(speicher) {\n  return JSON.parse(speicher.getItem(SCHLUESSEL));\n}\n${STORE_TRY}`,
            STORE_SOLUTION,
          ],
        }),
        checks: [
          {
            id: "hin-und-zurueck",
            title: "Gespeicherte Aufgaben kommen beim Laden unverändert zurück",
            code:
              FAKE_STORE +
              'const aufgaben = [{ titel: "Lebenslauf", erledigt: true }, { titel: "Portfolio", erledigt: false }];\nspeichereAufgaben(speicher, aufgaben);\nexpectEqual(ladeAufgaben(speicher), aufgaben);',
          },
          {
            id: "leer",
            title: "Ohne gespeicherte Daten ergibt ladeAufgaben eine leere Liste",
            code: FAKE_STORE + "expectEqual(ladeAufgaben(speicher), []);",
          },
          {
            id: "kaputt",
            title: "Kaputte Daten im Speicher ergeben eine leere Liste statt eines Fehlers",
            hidden: true,
            code:
              FAKE_STORE +
              'speicher.setItem("aufgaben", "[{kaputt");\nexpectEqual(ladeAufgaben(speicher), []);',
          },
        ],
      },
    },
  ],
};
