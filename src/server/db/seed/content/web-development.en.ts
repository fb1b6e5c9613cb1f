import type { DemoCourseTranslation } from "./types";
import { webDevelopmentPracticeEn } from "./web-development.en.practice";
import { withExercises } from "./with-exercises";

const course: DemoCourseTranslation = {
  language: "en",
  title: "Web Development for Beginners: HTML, CSS and JavaScript",
  description:
    "You want to move into tech and wonder how websites are actually made? In this course you learn the three building blocks of the web step by step: HTML for structure, CSS for design and JavaScript for interactivity. At the end you build your first interactive page that loads data from the web with the Fetch API. No prior knowledge needed – just a browser, a text editor and curiosity.",
  modules: [
    {
      title: "Foundations: How the Web Works",
      description:
        "You find out what happens between browser and server, set up your tools and write your first HTML pages with a clean, accessible structure.",
      lessons: [
        {
          title: "How the Web Works",
          content: `## Welcome to web development

Every website you open – whether an online shop, a news portal or online banking – is built on the same basic building blocks. The good news: these building blocks are manageable, and you need neither a computer science degree nor expensive software to learn them. A text editor and a browser are all you need to get started.

## What happens when you enter an address?

When you type \`https://www.example.com\` into the address bar, a short conversation takes place in the background:

1. Your **browser** (the *client*) finds out which computer is behind the name. This is handled by DNS, a kind of phone book of the internet.
2. It sends a **request** to this **server** using the HTTP protocol.
3. The server sends back a **response**: usually an HTML file and a status code such as \`200\` (everything is fine) or \`404\` (not found).
4. The browser reads the HTML, loads additional files such as stylesheets, scripts and images, and uses them to build the page you see.

By the way, the "s" in \`https\` stands for *secure*: the connection is encrypted, so nobody along the way can read along.

## The three languages of the browser

In the **frontend**, the part that runs in the browser, three languages work hand in hand. A comparison with a house helps:

- **HTML** is the brickwork. It defines structure and content: headings, paragraphs, images, links.
- **CSS** is the furnishing and the paint. It determines colours, fonts, spacing and layout.
- **JavaScript** is the wiring. It makes the page interactive, responds to clicks and loads data.

This separation is no accident: when content, design and behaviour are cleanly separated, your project stays clear and is easier to change.

## Your toolbox

For this course you only need two things:

- a **code editor**, for example the free Visual Studio Code,
- an up-to-date **browser** such as Firefox, Chrome or Edge.

Your browser's **developer tools** are especially valuable. You open them with \`F12\` or by right-clicking and choosing "Inspect". There you can see the HTML of any page, change CSS live and watch every single request to the server in the "Network" tab. Try it right away: open any website, reload it with the Network tab open and look at how many files are transferred.

## Key points in brief

- The browser asks, the server answers – this principle is called the client-server model.
- HTML provides the structure, CSS the appearance, JavaScript the behaviour.
- The developer tools are your most important aid for learning and debugging.`,
          learningObjective:
            "You can explain how browser and server work together and which job HTML, CSS and JavaScript each take on.",
          estimatedMinutes: 20,
          codeExamples: [
            {
              title: "The smallest complete HTML document",
              description:
                "This basic skeleton is at the start of almost every web page. The <head> holds information for the browser, the <body> the visible content.",
              code: `<!DOCTYPE html>
<html lang="de">
  <head>
    <!-- Character set: makes sure umlauts are displayed correctly -->
    <meta charset="UTF-8">
    <!-- Important for display on smartphones -->
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <title>Meine erste Seite</title>
  </head>
  <body>
    <h1>Hallo, Web!</h1>
    <p>Diese Seite habe ich selbst geschrieben.</p>
  </body>
</html>`,
              language: "html",
            },
            {
              title: "Viewing an HTTP response in the terminal",
              description:
                "With the command-line tool curl you can send a request to a server yourself and display the headers of the response – exactly what your browser does on every page visit.",
              code: `# Fetch only the headers of the response
curl -I https://example.com

# A typical response starts like this:
# HTTP/2 200
# content-type: text/html`,
              language: "bash",
            },
          ],
          exercises: [
            {
              task: "Create a folder `mein-erstes-projekt` on your computer and, inside it, a file `index.html` with the HTML skeleton from the code example. Change the title to your name and write a heading and a short paragraph about yourself. Open the file in the browser by double-clicking it. Then open the developer tools and find your heading in the HTML view.",
              hint: "The text in `<title>` does not appear on the page but in the browser tab. Save the file in the editor before reloading the page in the browser with `F5` – otherwise you will still see the old version.",
              solution: `One possible solution:

\`\`\`html
<!DOCTYPE html>
<html lang="de">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <title>Lea Schneider</title>
  </head>
  <body>
    <h1>Hallo, ich bin Lea!</h1>
    <p>Ich war zehn Jahre im Einzelhandel und lerne jetzt Webentwicklung.</p>
  </body>
</html>
\`\`\`

In the developer tools you find the heading inside \`<body>\` in the "Elements" tab (Chrome, Edge) or "Inspector" (Firefox). Double-clicking the text even lets you change it live there. When you reload, the change is gone again, because it only happened in the browser and not in your file.`,
            },
          ],
          quizzes: [
            {
              question: "What job does CSS take on in a web page?",
              choices: [
                "It defines the structure and content of the page.",
                "It determines the appearance, such as colours, fonts and layout.",
                "It answers the browser's requests on the server.",
                "It makes the page interactive and responds to clicks.",
              ],
              correctAnswer: 1,
              explanation:
                "CSS is responsible for the design. HTML provides the structure, JavaScript the interactive behaviour. Requests are answered by the server, which can be programmed in many different languages.",
            },
          ],
        },
        {
          title: "HTML: Structure with Meaning",
          content: `## Elements, tags and attributes

HTML consists of **elements**. An element usually starts with an opening tag, contains content and ends with a closing tag: \`<p>Ein Absatz</p>\`. Some elements are empty and have no closing tag, for example \`<img>\` or \`<br>\`.

You pass along additional information via **attributes**. They go in the opening tag, always as a pair of name and value: \`<a href="kontakt.html">Kontakt</a>\`. Here the attribute \`href\` defines where the link leads.

## The most important elements to start with

- \`<h1>\` to \`<h6>\`: headings, from the most important to the least important. Each page should have exactly one \`<h1>\`.
- \`<p>\`: a paragraph of body text.
- \`<ul>\` and \`<ol>\` with \`<li>\`: unordered lists with bullet points and ordered, numbered lists.
- \`<a href="...">\`: a link to another page or location.
- \`<img src="..." alt="...">\`: an image. The attribute \`alt\` describes the image in words.
- \`<button>\`: a button that you will later bring to life with JavaScript.

## Why semantics matter

You could build an entire page out of nothing but \`<div>\` elements – the browser would still display it. But it is not a good idea. **Semantic HTML** means that each element describes *what* its content is, not what it looks like. There are dedicated elements for this:

- \`<header>\` for the header area, for example with a logo,
- \`<nav>\` for the main navigation,
- \`<main>\` for the actual content (only once per page),
- \`<article>\` and \`<section>\` for self-contained posts and thematic sections,
- \`<footer>\` for the footer with legal notice and contact details.

Everyone benefits: screen readers read the structure aloud to blind and visually impaired people and let them jump straight to the navigation or the main content. Search engines understand your content better. And you yourself find your way around your code faster.

## Accessibility from the start

Accessibility is not an extra you add at the end. In Germany, the Accessibility Strengthening Act (Barrierefreiheitsstärkungsgesetz) has required many companies, such as online shops and banks, to make their digital services accessible since June 2025. Three habits help you right away:

1. Give every image that carries content a meaningful \`alt\` text. Purely decorative images get an empty \`alt=""\`.
2. Keep headings in order and do not skip levels.
3. Use a real \`<button>\` for actions and a real link for moving to another page, instead of making arbitrary elements clickable.

## Indentation and comments

You indent nested elements so you can see at a glance what belongs where. Notes for yourself and your team go in a comment: \`<!-- Das ist ein Kommentar -->\`. The browser does not display it.`,
          learningObjective:
            "You can structure a web page with suitable, semantic HTML elements and use links, images and lists correctly.",
          estimatedMinutes: 25,
          codeExamples: [
            {
              title: "A semantically structured page",
              description:
                "The <body> of a small café website: a header with navigation, main content with a section and an image, and a footer.",
              code: `<body>
  <header>
    <p class="logo">Café Morgenrot</p>
    <nav>
      <ul>
        <li><a href="index.html">Start</a></li>
        <li><a href="speisekarte.html">Speisekarte</a></li>
        <li><a href="kontakt.html">Kontakt</a></li>
      </ul>
    </nav>
  </header>

  <main>
    <h1>Frühstück wie bei Oma</h1>

    <section>
      <h2>Unsere Öffnungszeiten</h2>
      <ul>
        <li>Montag bis Freitag: 7 bis 14 Uhr</li>
        <li>Samstag und Sonntag: 8 bis 16 Uhr</li>
      </ul>
    </section>

    <!-- The alt text describes what can be seen in the image -->
    <img src="fruehstueck.jpg" alt="Gedeckter Frühstückstisch mit Brötchen, Marmelade und Kaffee">
  </main>

  <footer>
    <p>&copy; Café Morgenrot · <a href="impressum.html">Impressum</a></p>
  </footer>
</body>`,
              language: "html",
            },
          ],
          exercises: [
            {
              task: 'Expand your `index.html` into a small profile page. It should contain: a `<header>` with your name and a `<nav>` with two links (e.g. to your LinkedIn or GitHub profile), a `<main>` area with two `<section>` elements "About me" and "My goals" (with a numbered list of three goals), an image with a meaningful `alt` text and a `<footer>`.',
              hint: "Each `<section>` gets its own `<h2>` heading, the page itself exactly one `<h1>`. For a numbered list you need `<ol>`, not `<ul>`. If you don't have a photo of your own, use any image and describe it in the `alt` text.",
              solution: `\`\`\`html
<body>
  <header>
    <h1>Lea Schneider</h1>
    <nav>
      <ul>
        <li><a href="https://www.linkedin.com/">LinkedIn</a></li>
        <li><a href="https://github.com/">GitHub</a></li>
      </ul>
    </nav>
  </header>

  <main>
    <img src="lea.jpg" alt="Porträt von Lea Schneider, lächelnd vor einer Backsteinwand">

    <section>
      <h2>Über mich</h2>
      <p>Nach zehn Jahren im Einzelhandel lerne ich jetzt Webentwicklung.</p>
    </section>

    <section>
      <h2>Meine Ziele</h2>
      <ol>
        <li>HTML, CSS und JavaScript sicher beherrschen</li>
        <li>Drei eigene Projekte veröffentlichen</li>
        <li>Eine Stelle als Junior-Frontend-Entwicklerin finden</li>
      </ol>
    </section>
  </main>

  <footer>
    <p>Kontakt: lea@example.com</p>
  </footer>
</body>
\`\`\`

Here the \`<h1>\` sits in the \`<header>\`, because your name is the most important heading on the page. That is allowed: what matters is that there is only one.`,
            },
          ],
          quizzes: [
            {
              question: "What is the alt attribute of an image meant for?",
              choices: [
                "It sets the width and height of the image.",
                "It specifies where the image file is stored.",
                "It describes the content of the image in words, for example for screen readers.",
                "It shows a tooltip when you hover over the image with the mouse.",
              ],
              correctAnswer: 2,
              explanation:
                "The alt text is a text alternative: screen readers read it aloud, and the browser displays it if the image cannot be loaded. The location is given by src, and you control the size with width/height or CSS.",
            },
          ],
        },
      ],
    },
    {
      title: "Designing with CSS",
      description:
        "You learn how CSS rules are built, how the browser calculates spacing and how to use Flexbox and media queries to build layouts that look just as good on a smartphone as on a large screen.",
      lessons: [
        {
          title: "CSS Basics: Selectors and the Box Model",
          content: `## What a CSS rule looks like

CSS describes how HTML elements are displayed. Each rule consists of a **selector**, which defines which elements are meant, and a **declaration block** with properties and values:

\`\`\`css
h1 {
  color: darkblue;
  font-size: 2rem;
}
\`\`\`

Here all \`<h1>\` headings become dark blue and twice as large as the base font.

## Including CSS

It is best to create a separate file, for example \`style.css\`, and link it in the \`<head>\` of your HTML document with \`<link rel="stylesheet" href="style.css">\`. That way the same design applies to as many pages as you like, and you change it in a single place.

## The most important selectors

- **Element selector** \`p\`: matches all paragraphs.
- **Class selector** \`.hinweis\`: matches all elements with \`class="hinweis"\` (German for "note"). Classes are your most important tool, because you can assign them as often as you like.
- **ID selector** \`#kontakt\`: matches the one element with \`id="kontakt"\`. An ID may appear only once per page.
- **Descendant selector** \`nav a\`: matches only links that are inside \`<nav>\`.
- **Pseudo-class** \`a:hover\`: applies while the mouse pointer is over a link.

## The cascade: who wins?

The "C" in CSS stands for *Cascading*. When several rules match the same element, the browser decides according to fixed criteria. Put simply: more specific selectors win (an ID beats a class, a class beats an element), and with equal specificity the rule further down wins. If a style ever "doesn't apply", the developer tools show you crossed-out rules – a clear sign that another rule has won.

## The box model

To the browser, every element is a rectangle, a box. From the inside out, it consists of four layers:

1. **Content**: the actual content, such as text or an image.
2. **Padding**: the inner spacing between content and border.
3. **Border**: the frame.
4. **Margin**: the outer spacing to neighbouring elements.

A common stumbling block: by default, \`width\` refers only to the content. Padding and border are added on top, so a box with \`width: 300px\` and \`padding: 20px\` is actually 340 pixels wide. That is why many stylesheets start with the rule \`box-sizing: border-box\` for all elements. After that, \`width\` includes padding and border, and calculations become much easier.

## Units

Besides \`px\`, you will mainly come across \`rem\` (a multiple of the base font size) and \`%\`. For font sizes and spacing, \`rem\` is recommended, because everything grows along when someone sets a larger font in the browser.`,
          learningObjective:
            "You can write CSS rules with suitable selectors, include a stylesheet and control spacing deliberately using the box model.",
          estimatedMinutes: 25,
          codeExamples: [
            {
              title: "A first stylesheet",
              description:
                "The file style.css for the café page: a simplified box model, an easy-to-read base font, a centred content area and a class for notice boxes.",
              code: `/* Simplify the box model: width includes padding and border */
*, *::before, *::after {
  box-sizing: border-box;
}

body {
  font-family: system-ui, sans-serif;
  line-height: 1.6;
  color: #222;
  max-width: 40rem;
  margin: 0 auto; /* centres the content horizontally */
  padding: 1rem;
}

h1 {
  color: #8a3b12;
  font-size: 2rem;
}

.hinweis {
  background-color: #fff4d6;
  border-left: 4px solid #e0a100;
  padding: 0.75rem 1rem;
  margin: 1.5rem 0;
}

nav a {
  color: #8a3b12;
  text-decoration: none;
}

nav a:hover {
  text-decoration: underline;
}`,
              language: "css",
            },
            {
              title: "Including a stylesheet and assigning classes",
              description:
                "The <link> element in the <head> connects HTML and CSS. Through the class attribute, an element receives the styling of the .hinweis class.",
              code: `<head>
  <meta charset="UTF-8">
  <title>Café Morgenrot</title>
  <link rel="stylesheet" href="style.css">
</head>
<body>
  <h1>Frühstück wie bei Oma</h1>
  <!-- This paragraph receives the styling of .hinweis -->
  <p class="hinweis">An Feiertagen haben wir von 9 bis 15 Uhr geöffnet.</p>
</body>`,
              language: "html",
            },
          ],
          exercises: [
            {
              task: 'Style your profile page from module 1. Create a file `style.css` and include it. Set `box-sizing: border-box` for all elements, give the `body` a sans-serif font, a maximum width of `40rem` and centre it. Give both `<section>` elements the class `karte` (German for "card") and style this class with padding, a thin grey border, rounded corners and spacing below. Links in the navigation should be underlined when hovered with the mouse.',
              hint: 'You create rounded corners with `border-radius`. You centre an element with `margin: 0 auto` – but this only works if it has a width or maximum width. Check in the developer tools whether your file is loaded at all: in the "Network" tab, `style.css` should appear with status `200`.',
              solution: `In the \`<head>\` of the HTML file:

\`\`\`html
<link rel="stylesheet" href="style.css">
\`\`\`

On the sections: \`<section class="karte">\`. The file \`style.css\`:

\`\`\`css
*, *::before, *::after {
  box-sizing: border-box;
}

body {
  font-family: system-ui, sans-serif;
  line-height: 1.6;
  max-width: 40rem;
  margin: 0 auto;
  padding: 1rem;
}

.karte {
  padding: 1rem 1.25rem;
  border: 1px solid #ccc;
  border-radius: 0.5rem;
  margin-bottom: 1.5rem;
}

nav a {
  text-decoration: none;
}

nav a:hover {
  text-decoration: underline;
}
\`\`\``,
            },
          ],
          quizzes: [
            {
              question:
                "A box has width: 200px, padding: 10px and border: 2px solid black. How wide is it on screen if box-sizing has not been changed?",
              choices: ["200 pixels", "212 pixels", "224 pixels", "220 pixels"],
              correctAnswer: 2,
              explanation:
                "Without border-box, width applies only to the content. Add 10 pixels of padding and 2 pixels of border on both the left and the right: 200 + 20 + 4 = 224 pixels. With box-sizing: border-box the box would be exactly 200 pixels wide.",
            },
          ],
        },
        {
          title: "Layout with Flexbox and Responsive Design",
          content: `## From stack to row

Without further instructions, the browser arranges block elements such as \`<div>\`, \`<section>\` or \`<p>\` one below the other. As soon as you want elements side by side, for example in a navigation bar or a row of cards, you need a layout tool. The most important one to start with is called **Flexbox**.

## Flexbox in three steps

Flexbox always works with two levels: a **container** and its direct **child elements**, the flex items.

1. You activate Flexbox on the container with \`display: flex\`. Immediately, all children sit side by side.
2. With \`justify-content\` you distribute the items along the main axis, for example with \`space-between\` (the largest possible space between them) or \`center\`.
3. With \`align-items\` you align them across it, for example with \`center\` for vertical centring.

More useful properties:

- \`flex-direction: column\` turns the main axis, so the items are stacked again.
- \`gap: 1rem\` puts an even space between the items – without any margin tricks.
- \`flex-wrap: wrap\` allows line breaks when there is not enough room.
- \`flex: 1\` on an item lets it fill the remaining available space.

For two-dimensional grids with rows *and* columns there is also **CSS Grid**. As a rule of thumb: Flexbox for rows, Grid for whole page grids. The two combine well.

## Responsive design

More than half of all page views today come from smartphones. A page must therefore work just as well on a narrow display as on a wide monitor. This is called **responsive design**. Three ingredients are crucial:

1. The **viewport meta tag** in the \`<head>\`, which you already know from the basic skeleton. Without this tag, mobile browsers pretend the screen is about 980 pixels wide and shrink everything.
2. **Flexible sizes**: use \`max-width\` instead of fixed widths, and units such as \`%\` or \`rem\`. With \`max-width: 100%\`, images stay inside their container.
3. **Media queries**: with them, rules apply only from or up to a certain screen width.

## Mobile first

The **mobile first** approach has proven itself: you first write the styles for small screens and then add adjustments for larger ones with \`@media (min-width: 48rem) { ... }\`. The advantage: the simple, single-column version is the foundation, and more elaborate layouts are only added where there is enough room.

## Testing in the browser

The developer tools have a device view, which you open in Chrome, Edge and Firefox with \`Ctrl+Shift+M\` (on a Mac \`Cmd+Option+M\`). With it you simulate different display widths without reaching for your phone. Slowly drag the view narrower and watch where your layout starts to look bad – that is exactly where you set a breakpoint.`,
          learningObjective:
            "You can arrange elements with Flexbox and use media queries to build a layout following the mobile-first principle that adapts to any screen width.",
          estimatedMinutes: 30,
          codeExamples: [
            {
              title: "Navigation bar with Flexbox",
              description:
                "The header becomes a flex container: logo on the left, navigation on the right, both vertically centred. The list in the navigation is itself a flex container with even spacing.",
              code: `header {
  display: flex;
  justify-content: space-between; /* logo left, navigation right */
  align-items: center;            /* align vertically centred */
  padding: 1rem;
}

nav ul {
  display: flex;
  gap: 1.5rem;
  list-style: none; /* remove bullet points */
  margin: 0;
  padding: 0;
}`,
              language: "css",
            },
            {
              title: "Cards: stacked on mobile, side by side from tablet size",
              description:
                "Mobile first in practice: the base style stacks the cards, a media query places them side by side from a width of 48rem.",
              code: `/* Base style for small screens */
.karten {
  display: flex;
  flex-direction: column;
  gap: 1rem;
}

img {
  max-width: 100%; /* images never wider than their container */
  height: auto;
}

/* From 48rem (768 pixels at the default font size): cards side by side */
@media (min-width: 48rem) {
  .karten {
    flex-direction: row;
  }

  .karte {
    flex: 1; /* all cards equally wide */
  }
}`,
              language: "css",
            },
          ],
          exercises: [
            {
              task: 'Make your profile page responsive. The `<header>` should show your name on the left and the navigation on the right, with the navigation links side by side. Wrap the two cards in a `<div class="karten">`: on a smartphone they are stacked, from a width of `48rem` they sit side by side. Test the result in the device view of the developer tools.',
              hint: "Flexbox only affects the direct children of a container. That is why `.karten` must be the immediate parent element of the two `<section>` elements. So that two cards fit side by side, you should increase the maximum width of the `body` to about `60rem`.",
              solution: `In the HTML:

\`\`\`html
<div class="karten">
  <section class="karte">...</section>
  <section class="karte">...</section>
</div>
\`\`\`

In the CSS (in addition to your existing rules):

\`\`\`css
body {
  max-width: 60rem;
}

header {
  display: flex;
  justify-content: space-between;
  align-items: center;
}

nav ul {
  display: flex;
  gap: 1rem;
  list-style: none;
  padding: 0;
}

.karten {
  display: flex;
  flex-direction: column;
  gap: 1rem;
}

@media (min-width: 48rem) {
  .karten {
    flex-direction: row;
  }

  .karte {
    flex: 1;
  }
}
\`\`\`

On very narrow screens the header can get cramped. One more rule helps then: \`flex-wrap: wrap\` on the \`header\`.`,
            },
          ],
          quizzes: [
            {
              question: 'What does the "mobile first" approach mean in CSS?',
              choices: [
                "You first write the styles for small screens and extend them with media queries (min-width) for larger ones.",
                "You first develop a smartphone app and only then the website.",
                "You always hide all images on smartphones so the page loads faster.",
                "You test your page exclusively on mobile devices.",
              ],
              correctAnswer: 0,
              explanation:
                "With mobile first, the simple, single-column layout is the base style. Media queries with min-width add adjustments as soon as more space is available.",
            },
          ],
        },
      ],
    },
    {
      title: "Interactivity with JavaScript",
      description:
        "You learn the basics of JavaScript, change pages via the DOM, respond to clicks and, to finish, load real data with the Fetch API – your first interactive web application.",
      lessons: [
        {
          title: "JavaScript Basics and the DOM",
          content: `## Why JavaScript?

HTML and CSS describe how a page is structured and what it looks like. As soon as something should *happen* – a menu opens, a form reports an error, a counter counts up – JavaScript comes into play. It is the only programming language that all browsers run directly.

## Including scripts

As with CSS, you move JavaScript into a separate file, such as \`app.js\`, and include it in the \`<head>\`: \`<script src="app.js" defer></script>\`. The attribute \`defer\` makes sure that the script only runs once the HTML has been read completely. Otherwise your code would look for elements that don't exist yet.

The **console** in the developer tools is great for trying out small commands. With \`console.log("Hallo")\` you output values there – it is also your best friend when debugging.

## Variables, data types and functions

You store values in **variables**. Modern JavaScript has two keywords for this:

- \`const\` for values that are not reassigned. This should be your default.
- \`let\` for values that change, such as a counter.

You no longer need the older \`var\`. The most important data types are numbers (\`42\`), strings (\`"Hallo"\`), booleans (\`true\`, \`false\`), arrays (\`[1, 2, 3]\`) and objects (\`{ name: "Lea", alter: 34 }\`).

With **functions** you group statements so you can reuse them. The function \`function begruessen(name) { return "Hallo, " + name; }\` returns the text \`"Hallo, Lea"\` when called as \`begruessen("Lea")\`.

## The DOM: HTML as a tree

When the browser reads your HTML, it builds the **DOM** (Document Object Model) from it: a tree of objects that JavaScript can read and change. If you change the DOM, the browser updates the display immediately.

The three most important moves:

1. **Find an element**: \`document.querySelector("#zaehler")\` returns the first element that matches the given selector. So you use the same selectors as in CSS.
2. **Change an element**: with \`element.textContent\` you set the text, with \`element.classList.add("aktiv")\` you add a class.
3. **Respond to events**: \`element.addEventListener("click", meineFunktion)\` calls your function as soon as someone clicks.

## Understanding event listeners

An event listener is like an instruction to the browser: "Let me know when this button is clicked, and then run this code." Besides \`click\` there are many other events, for example \`input\` (typing into a text field), \`submit\` (a form is submitted) or \`keydown\` (a key is pressed).

One last tip: change the appearance via CSS classes where possible instead of directly via \`element.style\`. That way the design stays in the stylesheet, and JavaScript only switches states.`,
          learningObjective:
            "You can include a script, work with variables and functions, and use the DOM to find and change elements and make them respond to clicks.",
          estimatedMinutes: 30,
          codeExamples: [
            {
              title: "The HTML for a click counter",
              description:
                "A display and two buttons. The IDs make the elements easy for JavaScript to find, and defer ensures the right timing.",
              code: `<!DOCTYPE html>
<html lang="de">
  <head>
    <meta charset="UTF-8">
    <title>Klickzähler</title>
    <!-- defer: run the script only once the HTML has been read -->
    <script src="app.js" defer></script>
  </head>
  <body>
    <p>Du hast <span id="zaehler">0</span>-mal geklickt.</p>
    <button id="plus">Klick mich</button>
    <button id="zuruecksetzen">Zurücksetzen</button>
  </body>
</html>`,
              language: "html",
            },
            {
              title: "The click counter in JavaScript",
              description:
                "The file app.js looks up the elements, keeps the count in a variable and responds to clicks with event listeners.",
              code: `// Look up the elements once and keep them
const anzeige = document.querySelector("#zaehler");
const plusButton = document.querySelector("#plus");
const resetButton = document.querySelector("#zuruecksetzen");

let anzahl = 0; // let, because the value changes

function aktualisiereAnzeige() {
  anzeige.textContent = anzahl;
}

plusButton.addEventListener("click", function () {
  anzahl = anzahl + 1;
  aktualisiereAnzeige();
});

resetButton.addEventListener("click", function () {
  anzahl = 0;
  aktualisiereAnzeige();
});`,
              language: "javascript",
            },
          ],
          exercises: [
            {
              task: 'Build a dark mode for your profile page. The button with the text "Dunkelmodus" (dark mode) is already in the HTML. A click should give the `<body>` the class `dunkel` (dark), another click should remove it again. The CSS for `body.dunkel` (dark background, light text) is already there. Finally, the button text should switch accordingly between "Dunkelmodus" and "Hellmodus" (light mode).',
              hint: 'You can reach the `<body>` directly via `document.body`. The method `classList.toggle("dunkel")` adds the class if it is missing and removes it if it is already there. For the bonus, `classList.contains("dunkel")` helps you; it returns `true` or `false`.',
              solution: `In the HTML: \`<button id="modus">Dunkelmodus</button>\` and in the \`<head>\` \`<script src="app.js" defer></script>\`.

In the CSS:

\`\`\`css
body.dunkel {
  background-color: #1e1e1e;
  color: #f0f0f0;
}
\`\`\`

In \`app.js\`:

\`\`\`javascript
const modusButton = document.querySelector("#modus");

modusButton.addEventListener("click", function () {
  document.body.classList.toggle("dunkel");

  // Bonus: adjust the label to the current state
  if (document.body.classList.contains("dunkel")) {
    modusButton.textContent = "Hellmodus";
  } else {
    modusButton.textContent = "Dunkelmodus";
  }
});
\`\`\``,
              checkTitles: {
                "klick-an": 'A click on "Dunkelmodus" gives the <body> the class dunkel',
                "klick-aus": "A second click removes the class again",
                beschriftung: 'In dark mode the button reads "Hellmodus", then "Dunkelmodus" again',
              },
              checkMessages: {
                "klick-an": {
                  "Es gibt keinen Button mit der id „modus“.":
                    'There is no button with the id "modus".',
                },
              },
            },
          ],
          quizzes: [
            {
              question:
                "Why should you use the defer attribute when including a script in the <head>?",
              choices: [
                "So that the script downloads faster.",
                "So that the code stays invisible to visitors.",
                "So that the script only runs in modern browsers.",
                "So that the script only runs once the HTML has been read completely.",
              ],
              correctAnswer: 3,
              explanation:
                "Without defer, the script would run immediately, before the browser even knows about the <body>. Calls such as document.querySelector would then return null, because the elements you are looking for don't exist yet.",
            },
          ],
        },
        {
          title: "Loading Data with fetch: Your First Interactive Page",
          content: `## Getting data from outside

Many websites show content that is not fixed in the HTML: weather data, product lists, comments. This data comes from an **API** (Application Programming Interface), an interface that delivers structured data on request – usually in **JSON** format. JSON looks almost like a JavaScript object, for example \`{ "id": 1, "title": "Einkaufen", "completed": false }\`.

## The Fetch API

With the built-in function \`fetch()\` your browser sends an HTTP request – just like when you open a page, except that the result ends up in your code instead of directly on the screen. Because a response over the network takes a moment, \`fetch()\` works **asynchronously**: the page doesn't freeze while it waits.

The most readable way to write this is with \`async\` and \`await\`:

\`\`\`javascript
async function ladeNutzer() {
  const antwort = await fetch("https://jsonplaceholder.typicode.com/users");
  const nutzer = await antwort.json();
  console.log(nutzer);
}
\`\`\`

- \`await\` pauses the function until the result is there.
- \`antwort.json()\` turns the text of the response into JavaScript objects – this also needs an \`await\`.
- \`await\` only works in functions marked with \`async\`.

## Catching errors

On the network, things sometimes go wrong: the Wi-Fi drops, the server is overloaded, the address is wrong. There are two things you should know:

1. \`fetch()\` only throws an exception on network errors. A \`404\` or \`500\` counts as a perfectly normal response! So check \`antwort.ok\`, which is \`true\` only for status codes from 200 to 299.
2. With \`try { ... } catch (fehler) { ... }\` you catch errors and show an understandable message instead of the page simply staying empty.

## Displaying data

Once the data is there, you build the display from it with DOM methods: for each entry you create a list item with \`document.createElement("li")\`, set \`textContent\` and append it to the list with \`append()\`. Use \`textContent\` instead of \`innerHTML\` when you insert data from elsewhere. That way no injected code can run – an important principle of web security.

## A stumbling block: local files

If you open your HTML file by double-clicking it, the address starts with \`file://\`. Requests to a public API usually still work that way. But if you want to load a local JSON file, the browser blocks it for security reasons. So get into the habit of starting a small local server, for example with the VS Code extension "Live Server" or in the terminal with \`npx serve\`.

## You made it!

With HTML, CSS, JavaScript and \`fetch()\` you now know the building blocks of every modern web application. Frameworks such as React or Vue, which you will come across in job ads, are all built on exactly this foundation.`,
          learningObjective:
            "You can load data from an API with fetch, async and await, handle errors properly and display the results safely on your page.",
          estimatedMinutes: 35,
          codeExamples: [
            {
              title: "The HTML for the team list",
              description:
                "A button starts loading, a paragraph shows status messages and an empty list receives the data.",
              code: `<h1>Unser Team</h1>
<button id="laden">Team laden</button>

<!-- aria-live: screen readers read out changes to this message -->
<p id="meldung" aria-live="polite"></p>

<ul id="nutzerliste"></ul>`,
              language: "html",
            },
            {
              title: "Loading and displaying user data",
              description:
                "A complete example with a loading message, status code check, error handling and safe output via textContent. The data comes from the free test API JSONPlaceholder.",
              code: `const button = document.querySelector("#laden");
const liste = document.querySelector("#nutzerliste");
const meldung = document.querySelector("#meldung");

async function ladeNutzer() {
  meldung.textContent = "Lade Daten …";
  liste.replaceChildren(); // remove old entries

  try {
    const antwort = await fetch("https://jsonplaceholder.typicode.com/users");

    // fetch does not throw on 404 or 500, so check it yourself
    if (!antwort.ok) {
      throw new Error("Serverfehler: " + antwort.status);
    }

    const nutzer = await antwort.json();

    for (const person of nutzer) {
      const eintrag = document.createElement("li");
      eintrag.textContent = person.name + " – " + person.email;
      liste.append(eintrag);
    }

    meldung.textContent = nutzer.length + " Personen geladen.";
  } catch (fehler) {
    meldung.textContent = "Das hat leider nicht geklappt. Bitte versuche es später erneut.";
    console.error(fehler);
  }
}

button.addEventListener("click", ladeNutzer);`,
              language: "javascript",
            },
          ],
          exercises: [
            {
              task: "Build a small task list that loads its data automatically when the page opens. Fetch the first ten tasks from `https://jsonplaceholder.typicode.com/todos?_limit=10` and show each one's title (`title`) as a list item. Completed tasks (`completed` is `true`) should get the class `erledigt` (done) and appear crossed out. Then test your error handling by deliberately misspelling the address, for example `/todoz`.",
              hint: "To load automatically, simply call your `async` function directly at the end of the file. You create crossed-out text in CSS with `text-decoration: line-through`. Don't be confused: the titles from the test API are placeholder text in pseudo-Latin.",
              solution: `In the HTML: \`<p id="meldung" aria-live="polite"></p>\` and \`<ul id="aufgaben"></ul>\`.

In the CSS:

\`\`\`css
.erledigt {
  text-decoration: line-through;
  color: #777;
}
\`\`\`

In \`app.js\`:

\`\`\`javascript
const liste = document.querySelector("#aufgaben");
const meldung = document.querySelector("#meldung");

async function ladeAufgaben() {
  meldung.textContent = "Lade Aufgaben …";

  try {
    const antwort = await fetch("https://jsonplaceholder.typicode.com/todos?_limit=10");
    if (!antwort.ok) {
      throw new Error("HTTP-Status " + antwort.status);
    }

    const aufgaben = await antwort.json();
    liste.replaceChildren();

    for (const aufgabe of aufgaben) {
      const eintrag = document.createElement("li");
      eintrag.textContent = aufgabe.title;
      if (aufgabe.completed) {
        eintrag.classList.add("erledigt");
      }
      liste.append(eintrag);
    }

    meldung.textContent = "";
  } catch (fehler) {
    meldung.textContent = "Die Aufgaben konnten nicht geladen werden.";
    console.error(fehler);
  }
}

// Run directly when the page loads
ladeAufgaben();
\`\`\`

With the wrong address \`/todoz\` the server responds with \`404\`. Because \`antwort.ok\` is then \`false\`, your code throws an error itself, and the message appears in the \`catch\` block.`,
            },
          ],
          quizzes: [
            {
              question:
                "What happens when the server responds to a fetch request with status code 404?",
              choices: [
                "fetch throws an error immediately, which goes straight to the catch block.",
                "The response arrives normally, but antwort.ok is false – you have to check for this case yourself.",
                "The browser automatically reloads the whole page.",
                "fetch repeats the request until it succeeds.",
              ],
              correctAnswer: 1,
              explanation:
                "fetch only reports network errors as exceptions. Even a response with 404 or 500 has, from fetch's point of view, arrived successfully. That is why you check antwort.ok and throw an error yourself if needed.",
            },
          ],
        },
      ],
    },
  ],
};

export const webDevelopmentCourseEn = withExercises(course, webDevelopmentPracticeEn);
