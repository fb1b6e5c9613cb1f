import type { DemoExercise } from "./types";
import { FETCH_SOLUTION, SEMANTIC_SOLUTION } from "./web-development.practice";

/**
 * The English translation of web-development.practice.ts, by English lesson title: task,
 * hint, solution text and check titles (the code stays as it is, in German).
 */
/** A check's message that reads the same in every language (decision 0157: translated as is). */
const neutral = (...selectors: string[]) =>
  Object.fromEntries(
    selectors.map((s) => [
      `document.querySelector("${s}") → null`,
      `document.querySelector("${s}") → null`,
    ]),
  );

export const webDevelopmentPracticeEn: Record<string, DemoExercise[]> = {
  "How the Web Works": [
    {
      task: 'Complete the HTML skeleton: the `<html>` element states the language German (`lang="de"`), the `<head>` holds the title "Über mich" (About me), and the `<body>` holds a heading `<h1>` and a paragraph `<p>` about you.',
      hint: "The title goes into the `<head>` as `<title>Über mich</title>`. Visible content such as `<h1>` and `<p>` goes into the `<body>`.",
      solution:
        '```html\n<!DOCTYPE html>\n<html lang="de">\n<head>\n  <meta charset="utf-8">\n  <title>Über mich</title>\n</head>\n<body>\n  <h1>Hallo, ich bin Alex</h1>\n  <p>Ich lerne gerade Webentwicklung.</p>\n</body>\n</html>\n```',
      checkTitles: {
        sprache: 'The <html> element has lang="de"',
        titel: 'The page title is "Über mich"',
        inhalt: "The <body> holds an <h1> heading and a paragraph with text",
      },
      checkMessages: {
        inhalt: {
          "Es fehlt eine <h1> mit Text.": "An <h1> with text is missing.",
          "Es fehlt ein <p> mit Text.": "A <p> with text is missing.",
        },
      },
    },
  ],
  "HTML: Structure with Meaning": [
    {
      task: "This profile page is made of `<div>` elements only – a screen reader finds no structure in it. Replace them with fitting elements: a `<header>` with your name as `<h1>` and a `<nav>` with the two links, a `<main>` area and in it two `<section>` elements, each with an `<h2>` heading.",
      hint: "Every `<div>` already has a class that says what it is: `kopf` → `<header>`, `navigation` → `<nav>`, `inhalt` → `<main>`, `abschnitt` → `<section>`. The section titles become `<h2>`.",
      solution: "```html\n" + SEMANTIC_SOLUTION + "```",
      checkTitles: {
        landmarks: "The page has a <header> with an <h1>, a <nav> with two links and a <main>",
        abschnitte: "The <main> holds two <section> elements, each with an <h2> heading",
      },
      checkMessages: {
        landmarks: {
          "Im <header> fehlt die <h1> mit deinem Namen.":
            "The <header> is missing the <h1> with your name.",
          "Es fehlt das <main>-Element.": "The <main> element is missing.",
        },
      },
    },
  ],
  "CSS Basics: Selectors and the Box Model": [
    {
      task: "Style the profile page in `style.css` with three selectors: the universal selector `*` gives every element `box-sizing: border-box`, the class `karte` gets a solid border (`border: 1px solid #ccc`) and some padding, and the paragraph with the class `hinweis` becomes italic (`font-style: italic`).",
      hint: "A class selector starts with a dot: `.karte { … }`. `border-box` makes border and padding count towards the given width.",
      solution:
        "```css\n* {\n  box-sizing: border-box;\n}\n\n.karte {\n  border: 1px solid #ccc;\n  padding: 1rem;\n}\n\n.hinweis {\n  font-style: italic;\n}\n```",
      checkTitles: {
        "box-sizing": "Every element has box-sizing: border-box",
        rahmen: "The cards have a solid border",
        hinweis: "The paragraph with the class hinweis is italic",
      },
      checkMessages: {
        "box-sizing": neutral("main"),
        rahmen: neutral(".karte"),
        hinweis: neutral(".hinweis"),
      },
    },
  ],
  "Layout with Flexbox and Responsive Design": [
    {
      task: "Arrange the profile page with Flexbox: the `<header>` shows the name on the left and the navigation on the right (`display: flex` and `justify-content: space-between`). The cards in `.karten` sit side by side and wrap to the next line on narrow screens (`flex-wrap: wrap`).",
      hint: "Flexbox acts on the container's direct children: `header { display: flex; … }` arranges `<h1>` and `<nav>`, `.karten { display: flex; … }` the two cards. `gap: 1rem` spaces them.",
      solution:
        "```css\nheader {\n  display: flex;\n  justify-content: space-between;\n  align-items: center;\n}\n\n.karten {\n  display: flex;\n  flex-wrap: wrap;\n  gap: 1rem;\n}\n```",
      checkTitles: {
        header: "The <header> is a flex container with justify-content: space-between",
        karten: "The cards sit in a flex container",
        umbruch: "The cards wrap on narrow screens (flex-wrap: wrap)",
      },
      checkMessages: {
        header: neutral("header"),
        karten: neutral(".karten"),
        umbruch: neutral(".karten"),
      },
    },
  ],
  "Loading Data with fetch: Your First Interactive Page": [
    {
      task: 'A click on "Aufgaben laden" calls `ladeAufgaben()`. Complete the function: it loads the tasks from `URL_AUFGABEN` with `fetch`, shows each title (`title`) as an `<li>` in `#liste` and gives finished tasks (`completed` is `true`) the class `erledigt`. If the server answers with an error or cannot be reached, `#status` reads "Die Aufgaben konnten nicht geladen werden." The checks replace `fetch` with sample data, as the exercise runs without internet.',
      hint: "`const antwort = await fetch(URL_AUFGABEN);` – then `antwort.ok` tells whether the status is in the 200 range, and `await antwort.json()` returns the array. Wrap it all in `try { … } catch { … }`.",
      solution: "```javascript\n" + FETCH_SOLUTION + "```",
      checkTitles: {
        titel: "The loaded titles appear as items in #liste",
        erledigt: "Finished tasks have the class erledigt, open ones do not",
        fehler: "On a server error a message appears in #status",
      },
    },
  ],
};
