import type { PracticeRuntime } from "@shared/domain/practice";
import type { Language } from "@shared/i18n/languages";
import type { GeneratedExercise, GeneratedPractice } from "./practice-generation";

/**
 * The offline generator's runnable exercises (issue 29, decision 0084): one deterministic
 * template per runtime, varied by the lesson's number, in the course's language. They pass
 * their own checks (validated like the model's, and in offline-practice.test.ts), so the
 * default install shows code exercises without an AI model.
 */

interface Texts {
  scaleTask: (f: number) => string;
  scaleHint: string;
  scaleChecks: (f: number) => [string, string, string];
  webTask: string;
  webHint: string;
  webChecks: (total: number) => [string, string];
  sqlTask: string;
  sqlHint: string;
  sqlChecks: [string, string];
  solution: string;
}

const TEXTS: Record<Language, Texts> = {
  de: {
    scaleTask: (f) =>
      `Schreibe die Funktion \`scale\`: Sie bekommt eine Liste von Zahlen und gibt eine neue Liste zurück, in der jede Zahl mit ${f} multipliziert ist.`,
    scaleHint: "Gehe die Liste Wert für Wert durch und sammle die Ergebnisse in einer neuen Liste.",
    scaleChecks: (f) => [
      `scale([1, 2, 3]) gibt [${f}, ${2 * f}, ${3 * f}] zurück`,
      "scale([]) gibt eine leere Liste zurück",
      "Negative Zahlen werden ebenfalls multipliziert",
    ],
    webTask:
      "Die Seite zeigt eine Liste von Zahlen. Ergänze `script.js` so, dass die Summe aller Listeneinträge im Absatz mit der id `total` steht.",
    webHint:
      'Mit `document.querySelectorAll("#list li")` bekommst du alle Einträge; `Number(...)` macht aus Text eine Zahl.',
    webChecks: (total) => [`Der Absatz #total zeigt ${total}`, "Die Liste bleibt unverändert"],
    sqlTask:
      "Die Tabelle `entries` enthält Beträge je Kategorie. Schreibe eine Abfrage, die je Kategorie die Summe als `total` liefert, die größte Summe zuerst.",
    sqlHint: "Nutze `GROUP BY category`, `SUM(amount) AS total` und `ORDER BY total DESC`.",
    sqlChecks: ["Summe je Kategorie, größte zuerst", "Die Tabelle entries bleibt unverändert"],
    solution: "Eine mögliche Lösung:",
  },
  en: {
    scaleTask: (f) =>
      `Write the function \`scale\`: it takes a list of numbers and returns a new list in which every number is multiplied by ${f}.`,
    scaleHint: "Go through the list value by value and collect the results in a new list.",
    scaleChecks: (f) => [
      `scale([1, 2, 3]) returns [${f}, ${2 * f}, ${3 * f}]`,
      "scale([]) returns an empty list",
      "Negative numbers are multiplied too",
    ],
    webTask:
      "The page shows a list of numbers. Complete `script.js` so that the sum of all list items appears in the paragraph with the id `total`.",
    webHint:
      '`document.querySelectorAll("#list li")` gives you every item; `Number(...)` turns text into a number.',
    webChecks: (total) => [`The paragraph #total shows ${total}`, "The list stays unchanged"],
    sqlTask:
      "The table `entries` holds amounts per category. Write a query that returns the sum per category as `total`, the largest sum first.",
    sqlHint: "Use `GROUP BY category`, `SUM(amount) AS total` and `ORDER BY total DESC`.",
    sqlChecks: ["Sum per category, largest first", "The table entries stays unchanged"],
    solution: "One possible solution:",
  },
  es: {
    scaleTask: (f) =>
      `Escribe la función \`scale\`: recibe una lista de números y devuelve una lista nueva en la que cada número está multiplicado por ${f}.`,
    scaleHint: "Recorre la lista valor a valor y reúne los resultados en una lista nueva.",
    scaleChecks: (f) => [
      `scale([1, 2, 3]) devuelve [${f}, ${2 * f}, ${3 * f}]`,
      "scale([]) devuelve una lista vacía",
      "Los números negativos también se multiplican",
    ],
    webTask:
      "La página muestra una lista de números. Completa `script.js` para que la suma de todos los elementos aparezca en el párrafo con el id `total`.",
    webHint:
      '`document.querySelectorAll("#list li")` te da todos los elementos; `Number(...)` convierte texto en número.',
    webChecks: (total) => [`El párrafo #total muestra ${total}`, "La lista no cambia"],
    sqlTask:
      "La tabla `entries` contiene importes por categoría. Escribe una consulta que devuelva la suma por categoría como `total`, la mayor primero.",
    sqlHint: "Usa `GROUP BY category`, `SUM(amount) AS total` y `ORDER BY total DESC`.",
    sqlChecks: ["Suma por categoría, la mayor primero", "La tabla entries no cambia"],
    solution: "Una solución posible:",
  },
  fr: {
    scaleTask: (f) =>
      `Écris la fonction \`scale\` : elle reçoit une liste de nombres et renvoie une nouvelle liste dans laquelle chaque nombre est multiplié par ${f}.`,
    scaleHint:
      "Parcours la liste valeur par valeur et rassemble les résultats dans une nouvelle liste.",
    scaleChecks: (f) => [
      `scale([1, 2, 3]) renvoie [${f}, ${2 * f}, ${3 * f}]`,
      "scale([]) renvoie une liste vide",
      "Les nombres négatifs sont aussi multipliés",
    ],
    webTask:
      "La page affiche une liste de nombres. Complète `script.js` pour que la somme de tous les éléments s’affiche dans le paragraphe d’id `total`.",
    webHint:
      '`document.querySelectorAll("#list li")` te donne tous les éléments ; `Number(...)` transforme un texte en nombre.',
    webChecks: (total) => [`Le paragraphe #total affiche ${total}`, "La liste reste inchangée"],
    sqlTask:
      "La table `entries` contient des montants par catégorie. Écris une requête qui renvoie la somme par catégorie sous le nom `total`, la plus grande d’abord.",
    sqlHint: "Utilise `GROUP BY category`, `SUM(amount) AS total` et `ORDER BY total DESC`.",
    sqlChecks: ["Somme par catégorie, la plus grande d’abord", "La table entries reste inchangée"],
    solution: "Une solution possible :",
  },
};

const check = (title: string, code: string, hidden = false) => ({
  title,
  hidden,
  code,
  expected_rows: null,
  expected_columns: null,
  ordered: false,
});

function scale(runtime: "javascript" | "python", t: Texts, f: number): GeneratedPractice {
  const [c1, c2, c3] = t.scaleChecks(f);
  if (runtime === "python")
    return {
      runtime,
      starter_files: [
        { name: "main.py", content: "def scale(values):\n    # TODO\n    return []\n" },
      ],
      solution_files: [
        {
          name: "main.py",
          content: `def scale(values):\n    return [value * ${f} for value in values]\n`,
        },
      ],
      checks: [
        check(c1, `expect_equal(scale([1, 2, 3]), [${f}, ${2 * f}, ${3 * f}])`),
        check(c2, "expect_equal(scale([]), [])"),
        check(c3, `expect_equal(scale([-4]), [${-4 * f}])`, true),
      ],
      dataset: null,
    };
  return {
    runtime,
    starter_files: [
      { name: "main.js", content: "function scale(values) {\n  // TODO\n  return [];\n}\n" },
    ],
    solution_files: [
      {
        name: "main.js",
        content: `function scale(values) {\n  return values.map((value) => value * ${f});\n}\n`,
      },
    ],
    checks: [
      check(c1, `expectEqual(scale([1, 2, 3]), [${f}, ${2 * f}, ${3 * f}]);`),
      check(c2, "expectEqual(scale([]), []);"),
      check(c3, `expectEqual(scale([-4]), [${-4 * f}]);`, true),
    ],
    dataset: null,
  };
}

function web(t: Texts, n: number, language: Language): GeneratedPractice {
  const values = [3, 8, 15, n + 1];
  const total = values.reduce((a, b) => a + b, 0);
  const html = [
    "<!doctype html>",
    `<html lang="${language}">`,
    "<head>",
    '  <link rel="stylesheet" href="style.css">',
    "</head>",
    "<body>",
    '  <ul id="list">',
    ...values.map((v) => `    <li>${v}</li>`),
    "  </ul>",
    '  <p id="total"></p>',
    '  <script src="script.js"></script>',
    "</body>",
    "</html>",
    "",
  ].join("\n");
  const css = "#total {\n  font-weight: bold;\n}\n";
  const [c1, c2] = t.webChecks(total);
  return {
    runtime: "web",
    starter_files: [
      { name: "index.html", content: html },
      { name: "script.js", content: "// TODO\n" },
      { name: "style.css", content: css },
    ],
    solution_files: [
      { name: "index.html", content: html },
      {
        name: "script.js",
        content:
          'let total = 0;\nfor (const item of document.querySelectorAll("#list li")) {\n  total += Number(item.textContent);\n}\ndocument.getElementById("total").textContent = String(total);\n',
      },
      { name: "style.css", content: css },
    ],
    checks: [
      check(c1, `expectEqual(document.getElementById("total").textContent, "${total}");`),
      check(
        c2,
        `expectEqual(document.querySelectorAll("#list li").length, ${values.length});`,
        true,
      ),
    ],
    dataset: null,
  };
}

function sql(t: Texts, n: number): GeneratedPractice {
  const rows: [string, number][] = [
    ["a", 3],
    ["b", 8 + n],
    ["a", 15],
    ["c", 4],
  ];
  const totals = new Map<string, number>();
  for (const [c, v] of rows) totals.set(c, (totals.get(c) ?? 0) + v);
  const expected = [...totals].sort((x, y) => y[1] - x[1]).map(([c, v]) => [c, String(v)]);
  const dataset =
    "CREATE TABLE entries (id integer PRIMARY KEY, category text NOT NULL, amount integer NOT NULL);\n" +
    `INSERT INTO entries VALUES ${rows.map(([c, v], i) => `(${i + 1}, '${c}', ${v})`).join(", ")};\n`;
  return {
    runtime: "sql",
    starter_files: [{ name: "query.sql", content: "-- TODO\nSELECT * FROM entries;\n" }],
    solution_files: [
      {
        name: "query.sql",
        content:
          "SELECT category, SUM(amount) AS total\nFROM entries\nGROUP BY category\nORDER BY total DESC;\n",
      },
    ],
    checks: [
      {
        title: t.sqlChecks[0],
        hidden: false,
        code: "",
        expected_rows: expected,
        expected_columns: ["category", "total"],
        ordered: true,
      },
      {
        title: t.sqlChecks[1],
        hidden: true,
        code: "SELECT count(*) FROM entries;",
        expected_rows: [[String(rows.length)]],
        expected_columns: null,
        ordered: false,
      },
    ],
    dataset,
  };
}

/** A runnable exercise in `runtime` for the lesson number `n` (1-based), in `language`. */
export function offlinePracticeExercise(
  runtime: PracticeRuntime,
  language: Language,
  n: number,
): GeneratedExercise {
  const t = TEXTS[language];
  const practice =
    runtime === "web"
      ? web(t, n, language)
      : runtime === "sql"
        ? sql(t, n)
        : scale(runtime, t, n + 1);
  const task = runtime === "web" ? t.webTask : runtime === "sql" ? t.sqlTask : t.scaleTask(n + 1);
  const hint = runtime === "web" ? t.webHint : runtime === "sql" ? t.sqlHint : t.scaleHint;
  const main = practice.solution_files.find(
    (f) => !f.name.endsWith(".html") && !f.name.endsWith(".css"),
  )!;
  const fence = runtime === "web" ? "javascript" : runtime;
  return {
    task,
    hint,
    solution: `${t.solution}\n\n\`\`\`${fence}\n${main.content}\`\`\``,
    practice,
  };
}

/** The runtime of a course's runnable exercises: the one its code language names, else the first. */
export function offlineRuntime(
  runtimes: readonly PracticeRuntime[],
  codeLanguage: string,
): PracticeRuntime | null {
  if (!runtimes.length) return null;
  const named = runtimes.find((r) => r === codeLanguage);
  return named ?? runtimes[0];
}
