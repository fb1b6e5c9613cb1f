import type { DemoExercise } from "./types";
import { practiceFiles } from "./with-exercises";

/**
 * The runnable code exercises of „Moderne Web-Apps mit React und TypeScript“ (issue 29):
 * the logic of each lesson in plain JavaScript (the practice runtimes run no TypeScript or
 * React), so the learner tests exactly the part the lesson is about.
 */

const NO_TYPES =
  " Du schreibst hier JavaScript – die Typen lässt du weg, die Logik bleibt dieselbe.";

const SCHRITTE = `const HINWEISE = {
  beworben: "In einer Woche nachfassen",
  "gespräch": "Fragen zur Stelle vorbereiten",
  zusage: "Vertrag prüfen und unterschreiben",
  absage: "Um Feedback bitten",
};
`;

const HINWEIS_SOLUTION = `function escape(text) {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

function Hinweis({ art, children }) {
  const role = art === "fehler" ? ' role="alert"' : "";
  return '<div class="hinweis hinweis--' + art + '"' + role + ">" + escape(children) + "</div>";
}

console.log(Hinweis({ art: "fehler", children: "Speichern fehlgeschlagen." }));
`;

const REDUCER_START = `function aufgabenReducer(aufgaben, aktion) {
  switch (aktion.typ) {
    case "hinzufuegen":
      return [...aufgaben, { id: aufgaben.length + 1, titel: aktion.titel, erledigt: false }];
    case "umschalten":
      return aufgaben.map((a) => (a.id === aktion.id ? { ...a, erledigt: !a.erledigt } : a));
`;
const REDUCER_END = `    default:
      return aufgaben;
  }
}

const vorher = [{ id: 1, titel: "Lebenslauf", erledigt: false }];
console.log(aufgabenReducer(vorher, { typ: "umbenennen", id: 1, titel: "Lebenslauf anpassen" }));
`;

const PARSE_SOLUTION = `function pruefeAufgabe(daten) {
  if (
    typeof daten !== "object" || daten === null ||
    typeof daten.id !== "number" ||
    typeof daten.title !== "string" ||
    typeof daten.completed !== "boolean"
  ) {
    throw new Error("Ungültige Aufgabe vom Server: " + JSON.stringify(daten));
  }
  return { id: daten.id, title: daten.title, completed: daten.completed };
}

console.log(pruefeAufgabe({ userId: 1, id: 1, title: "Lebenslauf", completed: false }));
`;

export const webDevelopmentAdvancedPractice: Record<string, DemoExercise[]> = {
  "TypeScript-Grundlagen für React": [
    {
      task:
        "Schreib `naechsterSchritt(bewerbung)`: Für jede der vier Phasen `beworben`, `gespräch`, `zusage` und `absage` gibt sie den passenden Hinweis aus `HINWEISE` zurück. Eine unbekannte Phase wirft einen Fehler – in TypeScript würde das der Typ `never` schon beim Schreiben melden." +
        NO_TYPES,
      hint: 'Ein `switch (bewerbung.phase)` mit vier `case`-Zweigen oder ein Blick in `HINWEISE[bewerbung.phase]`. Im `default`-Zweig: `throw new Error("Unbekannte Phase: " + bewerbung.phase)`.',
      solution:
        "```javascript\n" +
        SCHRITTE +
        '\nfunction naechsterSchritt(bewerbung) {\n  const hinweis = HINWEISE[bewerbung.phase];\n  if (hinweis === undefined) throw new Error("Unbekannte Phase: " + bewerbung.phase);\n  return hinweis;\n}\n```',
      practice: {
        runtime: "javascript",
        timeLimitMs: 2000,
        ...practiceFiles({
          "main.js": [
            SCHRITTE +
              '\nfunction naechsterSchritt(bewerbung) {\n  if (bewerbung.phase === "beworben") return HINWEISE.beworben;\n  return "";\n}\n\nconsole.log(naechsterSchritt({ firma: "Nordlicht GmbH", stelle: "Frontend", phase: "zusage" }));\n',
            SCHRITTE +
              '\nfunction naechsterSchritt(bewerbung) {\n  const hinweis = HINWEISE[bewerbung.phase];\n  if (hinweis === undefined) throw new Error("Unbekannte Phase: " + bewerbung.phase);\n  return hinweis;\n}\n\nconsole.log(naechsterSchritt({ firma: "Nordlicht GmbH", stelle: "Frontend", phase: "zusage" }));\n',
          ],
        }),
        checks: [
          {
            id: "vier-phasen",
            title: "Jede der vier Phasen bekommt ihren Hinweis",
            code: 'const phasen = ["beworben", "gespräch", "zusage", "absage"];\nexpectEqual(\n  phasen.map((phase) => naechsterSchritt({ firma: "A", stelle: "B", phase })),\n  ["In einer Woche nachfassen", "Fragen zur Stelle vorbereiten", "Vertrag prüfen und unterschreiben", "Um Feedback bitten"],\n);',
          },
          {
            id: "unbekannt",
            title: "Eine unbekannte Phase wirft einen Fehler",
            hidden: true,
            code: 'let geworfen = false;\ntry {\n  naechsterSchritt({ firma: "A", stelle: "B", phase: "vergessen" });\n} catch {\n  geworfen = true;\n}\nif (!geworfen) throw new Error("Für die Phase „vergessen“ kam ein Ergebnis statt eines Fehlers.");',
          },
        ],
      },
    },
  ],
  "Komponenten, Props und Listen": [
    {
      task:
        'Eine Komponente ist eine Funktion von Props zu Ausgabe. Schreib `Hinweis({ art, children })` so, dass sie das HTML der Komponente als Text zurückgibt: ein `<div>` mit der Klasse `hinweis hinweis--<art>`, bei `art: "fehler"` zusätzlich `role="alert"`. Den Text in `children` maskiert sie wie React (`&`, `<`, `>`), damit er nie als HTML gelesen wird.' +
        NO_TYPES,
      hint: 'Setze die Klasse mit `"hinweis hinweis--" + art` zusammen. Für das Maskieren ersetzt `replaceAll` zuerst `&` durch `&amp;`, dann `<` durch `&lt;` und `>` durch `&gt;`.',
      solution: "```javascript\n" + HINWEIS_SOLUTION + "```",
      practice: {
        runtime: "javascript",
        timeLimitMs: 2000,
        ...practiceFiles({
          "main.js": [
            'function Hinweis({ art, children }) {\n  return \'<div class="hinweis">\' + children + "</div>";\n}\n\nconsole.log(Hinweis({ art: "fehler", children: "Speichern fehlgeschlagen." }));\n',
            HINWEIS_SOLUTION,
          ],
        }),
        checks: [
          {
            id: "klasse",
            title: "Ein Hinweis der Art „info“ hat die Klasse „hinweis hinweis--info“",
            code: 'expectEqual(Hinweis({ art: "info", children: "Gespeichert." }), \'<div class="hinweis hinweis--info">Gespeichert.</div>\');',
          },
          {
            id: "alert",
            title: 'Ein Fehler-Hinweis hat zusätzlich role="alert"',
            code: 'expectEqual(Hinweis({ art: "fehler", children: "Fehlgeschlagen." }), \'<div class="hinweis hinweis--fehler" role="alert">Fehlgeschlagen.</div>\');',
          },
          {
            id: "maskiert",
            title: "Text mit < und & wird maskiert statt als HTML ausgegeben",
            hidden: true,
            code: 'expectEqual(Hinweis({ art: "info", children: "<b>Tom & Jerry</b>" }), \'<div class="hinweis hinweis--info">&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;</div>\');',
          },
        ],
      },
    },
  ],
  "Zustand mit useState und useReducer": [
    {
      task:
        'Erweitere den Reducer um die Aktion `{ typ: "umbenennen", id, titel }`: Sie ändert den Titel genau der Aufgabe mit dieser `id`. Wie jeder Reducer gibt er ein neues Array zurück und verändert das alte nicht – sonst bemerkt React die Änderung nicht.' +
        NO_TYPES,
      hint: "Wie bei `umschalten`: `aufgaben.map((a) => (a.id === aktion.id ? { ...a, titel: aktion.titel } : a))`. `map` und der Spread-Operator erzeugen neue Objekte, statt die alten zu ändern.",
      solution:
        '```javascript\ncase "umbenennen":\n  return aufgaben.map((a) => (a.id === aktion.id ? { ...a, titel: aktion.titel } : a));\n```',
      practice: {
        runtime: "javascript",
        timeLimitMs: 2000,
        ...practiceFiles({
          "main.js": [
            REDUCER_START + '    // Dein Code: case "umbenennen"\n' + REDUCER_END,
            REDUCER_START +
              '    case "umbenennen":\n      return aufgaben.map((a) => (a.id === aktion.id ? { ...a, titel: aktion.titel } : a));\n' +
              REDUCER_END,
          ],
        }),
        checks: [
          {
            id: "nur-gemeinte",
            title: "„umbenennen“ ändert nur die Aufgabe mit der passenden id",
            code: 'const vorher = [{ id: 1, titel: "Alt", erledigt: false }, { id: 2, titel: "Bleibt", erledigt: true }];\nconst danach = aufgabenReducer(vorher, { typ: "umbenennen", id: 1, titel: "Neu" });\nexpectEqual(danach, [{ id: 1, titel: "Neu", erledigt: false }, { id: 2, titel: "Bleibt", erledigt: true }]);',
          },
          {
            id: "unveraendert",
            title: "Das alte Array bleibt unverändert, der Reducer gibt ein neues zurück",
            code: 'const vorher = [{ id: 1, titel: "Alt", erledigt: false }];\nconst danach = aufgabenReducer(vorher, { typ: "umbenennen", id: 1, titel: "Neu" });\nexpectEqual(vorher[0].titel, "Alt");\nif (danach === vorher) throw new Error("Der Reducer hat dasselbe Array zurückgegeben – React sieht dann keine Änderung.");',
          },
        ],
      },
    },
  ],
  "Server-Daten mit TanStack Query und zod": [
    {
      task:
        "Was `aufgabeSchema.parse()` mit zod erledigt, schreibst du hier einmal selbst: `pruefeAufgabe(daten)` gibt für eine gültige Aufgabe vom Server nur `{ id, title, completed }` zurück (weitere Felder wie `userId` fallen weg). Hat `id` nicht den Typ Zahl, `title` nicht Text oder `completed` nicht `true`/`false`, wirft sie einen Fehler." +
        NO_TYPES,
      hint: 'Prüfe jedes Feld mit `typeof`: `typeof daten.id !== "number"` usw. und wirf dann `new Error(…)`. Gib am Ende ein neues Objekt mit genau den drei Feldern zurück.',
      solution:
        "```javascript\n" +
        PARSE_SOLUTION +
        "```\n\nMit zod ist das eine Zeile: `aufgabeSchema.parse(daten)` – und der Typ `Aufgabe` fällt nebenbei ab.",
      practice: {
        runtime: "javascript",
        timeLimitMs: 2000,
        ...practiceFiles({
          "main.js": [
            'function pruefeAufgabe(daten) {\n  // Dein Code: erst prüfen, dann nur die drei Felder zurückgeben\n  return daten;\n}\n\nconsole.log(pruefeAufgabe({ userId: 1, id: 1, title: "Lebenslauf", completed: false }));\n',
            PARSE_SOLUTION,
          ],
        }),
        checks: [
          {
            id: "gueltig",
            title: "Eine gültige Aufgabe kommt mit genau id, title und completed zurück",
            code: 'expectEqual(pruefeAufgabe({ userId: 7, id: 3, title: "Bewerbung", completed: true }), { id: 3, title: "Bewerbung", completed: true });',
          },
          {
            id: "falscher-typ",
            title: "Eine id als Text wirft einen Fehler",
            code: 'let geworfen = false;\ntry {\n  pruefeAufgabe({ id: "3", title: "Bewerbung", completed: true });\n} catch {\n  geworfen = true;\n}\nif (!geworfen) throw new Error("Die Aufgabe mit id \\"3\\" (Text statt Zahl) wurde angenommen.");',
          },
          {
            id: "fehlt",
            title: "Fehlt completed, wirft sie einen Fehler",
            hidden: true,
            code: 'let geworfen = false;\ntry {\n  pruefeAufgabe({ id: 3, title: "Bewerbung" });\n} catch {\n  geworfen = true;\n}\nif (!geworfen) throw new Error("Die Aufgabe ohne completed wurde angenommen.");',
          },
        ],
      },
    },
  ],
};
