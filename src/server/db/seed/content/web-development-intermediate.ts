import type { DemoCourse } from "./types";
import { webDevelopmentIntermediatePractice } from "./web-development-intermediate.practice";
import { withExercises } from "./with-exercises";

const course: DemoCourse = {
  key: "web-development-intermediate",
  language: "de",
  title: "JavaScript im Browser: Interaktive Webseiten mit DOM, Events und fetch",
  description:
    "Du kennst HTML, CSS und die ersten Schritte in JavaScript? Dann wird es Zeit für echte Anwendungen. In diesem Kurs baust du Schritt für Schritt eine kleine Aufgabenverwaltung: Du erzeugst Listen aus Daten, wertest Formulare aus, reagierst geschickt auf Events, schickst Daten per fetch an eine API, behandelst Lade- und Fehlerzustände und ordnest deinen Code in ES-Modulen. Voraussetzung ist der Einsteigerkurs „Webentwicklung für Einsteiger“ oder vergleichbares Wissen.",
  difficulty: "Intermediate",
  skillArea: "web-development",
  estimatedHours: 6,
  modules: [
    {
      title: "DOM und Events im Griff",
      description:
        "Du lernst, Oberflächen aus Daten zu erzeugen statt sie von Hand zu schreiben, und reagierst sauber auf Klicks, Eingaben und Formulare – auch bei Elementen, die erst später entstehen. Und wenn etwas nicht klappt, findest du den Fehler mit Konsole und Breakpoints.",
      lessons: [
        {
          title: "Oberflächen aus Daten erzeugen",
          content: `## Vom Klickzähler zur echten Anwendung

Im Einsteigerkurs hast du einzelne Elemente gesucht und ihren Text verändert. Echte Anwendungen arbeiten anders: Sie halten ihre Daten in JavaScript – etwa eine Liste von Aufgaben, Produkten oder Terminen – und erzeugen die Anzeige daraus. Ändern sich die Daten, wird die Anzeige neu aufgebaut. Dieses Muster heißt **„Zustand → Darstellung“** und steckt auch hinter Frameworks wie React oder Vue.

## Daten als Array von Objekten

Eine Aufgabenliste beschreibst du am besten als Array von Objekten. Jedes Objekt hat dieselben Eigenschaften:

\`\`\`javascript
const aufgaben = [
  { id: 1, titel: "Lebenslauf aktualisieren", erledigt: true },
  { id: 2, titel: "Portfolio-Seite bauen", erledigt: false },
];
\`\`\`

Die \`id\` ist wichtig: Über sie findest du später genau die Aufgabe wieder, auf die jemand geklickt hat – auch wenn zwei Aufgaben gleich heißen.

## Die wichtigsten Array-Methoden

Statt mit Zählschleifen zu arbeiten, nutzt modernes JavaScript Array-Methoden, die eine Funktion entgegennehmen:

- \`filter()\` liefert ein neues Array mit allen Einträgen, für die deine Funktion \`true\` zurückgibt: \`aufgaben.filter((a) => !a.erledigt)\` ergibt die offenen Aufgaben.
- \`map()\` wandelt jeden Eintrag um: \`aufgaben.map((a) => a.titel)\` ergibt ein Array nur mit den Titeln.
- \`find()\` liefert den ersten passenden Eintrag oder \`undefined\`: \`aufgaben.find((a) => a.id === 2)\`.
- \`forEach()\` führt für jeden Eintrag etwas aus, ohne ein neues Array zu bauen.

Die Schreibweise \`(a) => !a.erledigt\` ist eine **Pfeilfunktion**, eine kurze Form von \`function (a) { return !a.erledigt; }\`.

## Elemente erzeugen statt HTML-Strings basteln

Für jeden Eintrag erzeugst du ein Element mit \`document.createElement()\`, setzt Text und Attribute und hängst es an. Das ist etwas mehr Schreibarbeit als ein HTML-String mit \`innerHTML\`, hat aber einen entscheidenden Vorteil: Text, den Nutzerinnen und Nutzer eingeben, wird mit \`textContent\` immer als Text behandelt. Tippt jemand \`<img src=x onerror=alert(1)>\` als Aufgabentitel ein, erscheint genau dieser Text – und es wird kein Code ausgeführt. So schützt du dich vor **Cross-Site-Scripting (XSS)**.

## Eine render-Funktion für alles

Schreib eine einzige Funktion, die die Anzeige komplett aus den Daten aufbaut:

1. Liste leeren mit \`liste.replaceChildren()\`.
2. Für jede Aufgabe ein \`<li>\` erzeugen und anhängen.
3. Zusätzliche Anzeigen wie „2 von 5 erledigt“ ebenfalls aus den Daten berechnen.

Nach jeder Änderung der Daten rufst du \`render()\` auf. Du musst dir dann nie merken, welche Stelle der Seite du schon angepasst hast – die Anzeige passt immer zu den Daten. Bei ein paar hundert Einträgen ist das völlig schnell genug.

## Das Wichtigste in Kürze

- Daten liegen in JavaScript, die Anzeige wird daraus erzeugt.
- \`filter\`, \`map\` und \`find\` ersetzen die meisten Schleifen.
- Fremde Texte immer über \`textContent\`, nie über \`innerHTML\` einfügen.
- Eine \`render()\`-Funktion hält Daten und Anzeige synchron.`,
          learningObjective:
            "Du kannst eine Liste aus einem Array von Objekten mit createElement sicher rendern und sie nach jeder Datenänderung neu aufbauen.",
          estimatedMinutes: 20,
          codeExamples: [
            {
              title: "Eine Aufgabenliste aus Daten rendern",
              description:
                'Die Funktion render() baut die Liste und die Zusammenfassung vollständig aus dem Array aufgaben. Binde das Skript mit defer in eine Seite ein, die <ul id="liste"> und <p id="stand"> enthält.',
              code: `const aufgaben = [
  { id: 1, titel: "Lebenslauf aktualisieren", erledigt: true },
  { id: 2, titel: "Portfolio-Seite bauen", erledigt: false },
  { id: 3, titel: "Drei Bewerbungen schreiben", erledigt: false },
];

const liste = document.querySelector("#liste");
const stand = document.querySelector("#stand");

function render() {
  liste.replaceChildren(); // alte Einträge entfernen

  aufgaben.forEach((aufgabe) => {
    const li = document.createElement("li");
    li.textContent = aufgabe.titel; // sicher: wird nie als HTML gelesen
    if (aufgabe.erledigt) {
      li.classList.add("erledigt");
    }
    liste.append(li);
  });

  const fertig = aufgaben.filter((a) => a.erledigt).length;
  stand.textContent = fertig + " von " + aufgaben.length + " erledigt";
}

render();`,
              language: "javascript",
            },
          ],
          exercises: [
            {
              task: 'Erweitere das Codebeispiel um drei Filter-Buttons „Alle“, „Offen“ und „Erledigt“. Speichere den gewählten Filter in einer Variablen `filter` (Werte `"alle"`, `"offen"`, `"erledigt"`) und zeige in `render()` nur die passenden Aufgaben an. Die Zusammenfassung „x von y erledigt“ soll sich weiterhin auf alle Aufgaben beziehen.',
              hint: "Berechne am Anfang von `render()` ein neues Array `sichtbar` mit `filter()` und laufe dann mit `forEach()` über `sichtbar` statt über `aufgaben`. Jeder Button setzt nur die Variable `filter` und ruft danach `render()` auf.",
              solution: `\`\`\`javascript
let filter = "alle";

function passtZumFilter(aufgabe) {
  if (filter === "offen") return !aufgabe.erledigt;
  if (filter === "erledigt") return aufgabe.erledigt;
  return true;
}

function render() {
  liste.replaceChildren();
  const sichtbar = aufgaben.filter(passtZumFilter);
  sichtbar.forEach((aufgabe) => {
    const li = document.createElement("li");
    li.textContent = aufgabe.titel;
    if (aufgabe.erledigt) li.classList.add("erledigt");
    liste.append(li);
  });
  const fertig = aufgaben.filter((a) => a.erledigt).length;
  stand.textContent = fertig + " von " + aufgaben.length + " erledigt";
}

document.querySelector("#alle").addEventListener("click", () => { filter = "alle"; render(); });
document.querySelector("#offen").addEventListener("click", () => { filter = "offen"; render(); });
document.querySelector("#erledigt").addEventListener("click", () => { filter = "erledigt"; render(); });
\`\`\`

Die Zusammenfassung zählt weiter über \`aufgaben\`, nicht über \`sichtbar\` – deshalb bleibt „1 von 3 erledigt“ stehen, egal welcher Filter aktiv ist.`,
            },
            {
              task: "Erzeuge die Liste aus Daten: Für jeden Eintrag im Array `kurse` soll in der Liste `#kurse` ein `<li>` mit dem Kurstitel stehen. Kurse mit `fertig: true` bekommen zusätzlich die Klasse `fertig`.",
              hint: 'Gehe mit `kurse.forEach((kurs) => { … })` durch das Array, erzeuge mit `document.createElement("li")` ein Element, setze `textContent` und hänge es mit `liste.append(li)` an.',
              solution:
                '```javascript\nconst liste = document.querySelector("#kurse");\nkurse.forEach((kurs) => {\n  const li = document.createElement("li");\n  li.textContent = kurs.titel;\n  if (kurs.fertig) li.classList.add("fertig");\n  liste.append(li);\n});\n```',
              practice: {
                runtime: "web",
                starterFiles: [
                  {
                    name: "index.html",
                    content:
                      '<!DOCTYPE html>\n<html lang="de">\n<head>\n  <meta charset="utf-8">\n  <title>Meine Kurse</title>\n  <style>\n    .fertig { text-decoration: line-through; color: #555; }\n  </style>\n</head>\n<body>\n  <h1>Meine Kurse</h1>\n  <ul id="kurse"></ul>\n  <script src="app.js"></script>\n</body>\n</html>\n',
                  },
                  {
                    name: "app.js",
                    content:
                      'const kurse = [\n  { titel: "HTML", fertig: true },\n  { titel: "CSS", fertig: true },\n  { titel: "JavaScript", fertig: false },\n];\n\nconst liste = document.querySelector("#kurse");\n// Dein Code: ein <li> pro Kurs\n',
                  },
                ],
                solutionFiles: [
                  {
                    name: "index.html",
                    content:
                      '<!DOCTYPE html>\n<html lang="de">\n<head>\n  <meta charset="utf-8">\n  <title>Meine Kurse</title>\n  <style>\n    .fertig { text-decoration: line-through; color: #555; }\n  </style>\n</head>\n<body>\n  <h1>Meine Kurse</h1>\n  <ul id="kurse"></ul>\n  <script src="app.js"></script>\n</body>\n</html>\n',
                  },
                  {
                    name: "app.js",
                    content:
                      'const kurse = [\n  { titel: "HTML", fertig: true },\n  { titel: "CSS", fertig: true },\n  { titel: "JavaScript", fertig: false },\n];\n\nconst liste = document.querySelector("#kurse");\nkurse.forEach((kurs) => {\n  const li = document.createElement("li");\n  li.textContent = kurs.titel;\n  if (kurs.fertig) li.classList.add("fertig");\n  liste.append(li);\n});\n',
                  },
                ],
                checks: [
                  {
                    id: "eintraege",
                    title: "Die Liste zeigt HTML, CSS und JavaScript",
                    code: 'const titel = [...document.querySelectorAll("#kurse li")].map((li) => li.textContent.trim());\nexpectEqual(titel, ["HTML", "CSS", "JavaScript"]);',
                  },
                  {
                    id: "fertig",
                    title: "Nur fertige Kurse haben die Klasse fertig",
                    code: 'const fertig = [...document.querySelectorAll("#kurse li")].map((li) => li.classList.contains("fertig"));\nexpectEqual(fertig, [true, true, false]);',
                  },
                ],
              },
            },
          ],
          quizzes: [
            {
              question:
                "Warum setzt du einen von Nutzern eingegebenen Aufgabentitel mit textContent statt mit innerHTML ein?",
              choices: [
                "Weil textContent schneller lädt als innerHTML.",
                "Weil textContent den Text nie als HTML auswertet und so eingeschleusten Code verhindert.",
                "Weil innerHTML in modernen Browsern nicht mehr funktioniert.",
                "Weil textContent den Text automatisch übersetzt.",
              ],
              correctAnswer: 1,
              explanation:
                "textContent behandelt alles als reinen Text. Mit innerHTML würde eine Eingabe wie <img src=x onerror=…> als HTML gelesen und ihr Code ausgeführt – eine klassische XSS-Lücke.",
            },
          ],
        },
        {
          title: "Events gezielt nutzen: Formulare und Delegation",
          content: `## Das Event-Objekt

Jede Funktion, die du mit \`addEventListener\` registrierst, bekommt beim Aufruf ein **Event-Objekt** übergeben. Es verrät dir, was genau passiert ist:

- \`event.target\` ist das Element, auf dem das Ereignis ausgelöst wurde, zum Beispiel der angeklickte Button.
- \`event.key\` enthält bei Tastatur-Events die gedrückte Taste, etwa \`"Enter"\` oder \`"Escape"\`.
- \`event.preventDefault()\` verhindert das Standardverhalten des Browsers.

## Formulare richtig auswerten

Ein Formular schickt beim Absenden seine Daten an den Server und lädt die Seite neu. In einer JavaScript-Anwendung willst du das meist nicht. Deshalb hörst du auf das **\`submit\`-Event des Formulars** – nicht auf den Klick auf den Button – und rufst \`preventDefault()\` auf. Das hat einen Vorteil: Das Formular lässt sich dann auch mit der Eingabetaste abschicken, genau wie Nutzerinnen und Nutzer es erwarten.

Die eingegebenen Werte liest du bequem mit **\`FormData\`** aus. Jedes Eingabefeld braucht dafür ein \`name\`-Attribut:

\`\`\`javascript
const daten = new FormData(formular);
const titel = daten.get("titel");
\`\`\`

## Eingebaute Validierung nutzen

Bevor du eigene Prüfungen schreibst, nutze, was HTML schon kann: \`required\` erzwingt eine Eingabe, \`minlength="3"\` eine Mindestlänge, \`type="email"\` eine gültige E-Mail-Adresse. Der Browser prüft diese Regeln vor dem \`submit\`-Event und zeigt selbst eine Meldung an. Eigene Regeln ergänzt du in deinem Handler – zum Beispiel, dass ein Titel nicht nur aus Leerzeichen bestehen darf. Dafür hilft \`titel.trim()\`, das Leerzeichen am Anfang und Ende entfernt.

## Event-Delegation: ein Listener für viele Elemente

Stell dir vor, jede Aufgabe in deiner Liste bekommt einen „Löschen“-Button. Du könntest an jeden Button einen eigenen Listener hängen. Das hat zwei Nachteile: Bei jedem neuen \`render()\` müsstest du alle Listener neu setzen, und bei vielen Einträgen entstehen sehr viele Listener.

Die elegante Lösung heißt **Event-Delegation**. Sie nutzt aus, dass Events im DOM nach oben „blubbern“ (*Bubbling*): Ein Klick auf einen Button löst das Event zuerst am Button aus, dann an seinem \`<li>\`, dann an der \`<ul>\` und so weiter bis zum Dokument. Du hängst also **einen** Listener an die Liste und schaust nach, worauf geklickt wurde:

1. Mit \`event.target.closest("button")\` findest du den Button, auch wenn der Klick auf einem Symbol darin landete.
2. Aus einem **\`data\`-Attribut** wie \`data-id="3"\` liest du über \`button.dataset.id\` ab, welche Aufgabe gemeint ist.
3. Achtung: \`dataset\`-Werte sind immer Zeichenketten. Wandle sie mit \`Number()\` um, bevor du sie mit einer Zahl vergleichst.

Delegation funktioniert auch für Elemente, die erst später entstehen – perfekt für Listen, die du mit \`render()\` immer wieder neu aufbaust.

## Das Wichtigste in Kürze

- Formulare über \`submit\` und \`preventDefault()\` verarbeiten, Werte mit \`FormData\` lesen.
- HTML-Validierung zuerst, eigene Regeln ergänzen.
- Ein Listener am Elternelement plus \`closest()\` und \`dataset\` ersetzt viele einzelne Listener.`,
          learningObjective:
            "Du kannst Formulare ohne Neuladen auswerten, Eingaben prüfen und mit Event-Delegation auf Klicks in dynamisch erzeugten Listen reagieren.",
          estimatedMinutes: 15,
          codeExamples: [
            {
              title: "Aufgaben hinzufügen und löschen",
              description:
                'Das Formular fügt eine Aufgabe hinzu, ein einziger Listener an der Liste erledigt alle Löschen-Buttons. Erwartet im HTML ein <form id="neu"> mit <input name="titel" required> und eine <ul id="liste">.',
              code: `let aufgaben = [];
let naechsteId = 1;

const formular = document.querySelector("#neu");
const liste = document.querySelector("#liste");

function render() {
  liste.replaceChildren();
  aufgaben.forEach((aufgabe) => {
    const li = document.createElement("li");
    li.textContent = aufgabe.titel + " ";
    const loeschen = document.createElement("button");
    loeschen.type = "button";
    loeschen.textContent = "Löschen";
    loeschen.dataset.id = aufgabe.id; // wird zu data-id="…"
    li.append(loeschen);
    liste.append(li);
  });
}

formular.addEventListener("submit", (event) => {
  event.preventDefault(); // kein Neuladen der Seite
  const titel = new FormData(formular).get("titel").trim();
  if (titel === "") return; // nur Leerzeichen: ignorieren
  aufgaben.push({ id: naechsteId++, titel: titel, erledigt: false });
  formular.reset();
  render();
});

// Event-Delegation: ein Listener für alle Löschen-Buttons
liste.addEventListener("click", (event) => {
  const button = event.target.closest("button[data-id]");
  if (!button) return;
  const id = Number(button.dataset.id);
  aufgaben = aufgaben.filter((a) => a.id !== id);
  render();
});`,
              language: "javascript",
            },
          ],
          exercises: [
            {
              task: "Ergänze das Codebeispiel: Jede Aufgabe bekommt zusätzlich eine Checkbox. Ein Klick darauf soll `erledigt` der Aufgabe umschalten, und erledigte Aufgaben sollen die CSS-Klasse `erledigt` erhalten. Verwende dafür keinen zusätzlichen Listener pro Checkbox, sondern erweitere die Event-Delegation an der Liste.",
              hint: "Gib der Checkbox ebenfalls ein `data-id` und setze `checkbox.checked = aufgabe.erledigt`. Im Listener an der Liste prüfst du zuerst, ob `event.target` eine Checkbox ist (`event.target.matches('input[type=checkbox]')`), und suchst die Aufgabe dann mit `find()`.",
              solution: `In \`render()\` vor dem Titel einfügen:

\`\`\`javascript
const checkbox = document.createElement("input");
checkbox.type = "checkbox";
checkbox.checked = aufgabe.erledigt;
checkbox.dataset.id = aufgabe.id;
checkbox.setAttribute("aria-label", "Erledigt: " + aufgabe.titel);
li.prepend(checkbox);
if (aufgabe.erledigt) li.classList.add("erledigt");
\`\`\`

Den Listener an der Liste erweitern:

\`\`\`javascript
liste.addEventListener("click", (event) => {
  if (event.target.matches("input[type=checkbox]")) {
    const aufgabe = aufgaben.find((a) => a.id === Number(event.target.dataset.id));
    aufgabe.erledigt = event.target.checked;
    render();
    return;
  }
  const button = event.target.closest("button[data-id]");
  if (!button) return;
  aufgaben = aufgaben.filter((a) => a.id !== Number(button.dataset.id));
  render();
});
\`\`\`

Das \`aria-label\` sorgt dafür, dass ein Screenreader bei jeder Checkbox vorliest, zu welcher Aufgabe sie gehört.`,
            },
          ],
          quizzes: [
            {
              question:
                "Du hängst einen click-Listener an eine <ul>. Warum reagiert er auch auf Klicks auf Buttons, die render() erst später in die Liste einfügt?",
              choices: [
                "Weil der Browser Listener automatisch auf neue Elemente kopiert.",
                "Weil Klick-Events vom Button nach oben zu den Elternelementen blubbern (Bubbling).",
                "Weil render() alle Listener neu registriert.",
              ],
              correctAnswer: 1,
              explanation:
                "Ein Event wird zuerst am Zielelement ausgelöst und steigt dann durch alle Vorfahren auf. Der Listener an der Liste bekommt den Klick also mit und findet über event.target.closest() den eigentlichen Button.",
            },
          ],
        },
        {
          title: "Fehler finden: Konsole, Breakpoints und Fehlermeldungen",
          content: `## Fehler gehören dazu

Je größer deine Anwendung wird, desto öfter passiert etwas Unerwartetes: Ein Klick bewirkt nichts, die Liste bleibt leer, eine Zahl ist plötzlich \`NaN\`. Das ist kein Zeichen dafür, dass du es nicht kannst – erfahrene Entwicklerinnen verbringen einen großen Teil ihrer Zeit mit Fehlersuche, dem **Debugging**. Der Unterschied liegt in der Methode: Statt zu raten, sammelst du Hinweise.

## Fehlermeldungen lesen

Öffne bei jedem Problem zuerst die **Konsole** in den Entwicklerwerkzeugen (\`F12\`). Rote Einträge sind Fehler. Eine Meldung besteht aus drei Teilen:

1. dem **Fehlertyp**, etwa \`TypeError\` oder \`ReferenceError\`,
2. der **Beschreibung**, zum Beispiel \`Cannot read properties of null (reading 'addEventListener')\`,
3. der **Fundstelle** mit Datei und Zeile, etwa \`app.js:12\`. Ein Klick darauf springt direkt an die Stelle im Code.

Die häufigsten Meldungen und ihre üblichen Ursachen:

- \`Cannot read properties of null\`: \`querySelector\` hat nichts gefunden. Stimmt der Selektor (\`#liste\` statt \`.liste\`)? Läuft das Skript vor dem HTML, weil \`defer\` fehlt?
- \`x is not defined\`: Tippfehler im Namen oder die Variable wurde in einem anderen Modul nicht exportiert.
- \`x is not a function\`: Du rufst etwas auf, das keine Funktion ist, etwa \`aufgaben.fliter(...)\`.
- \`Unexpected token '<'\` bei \`antwort.json()\`: Der Server hat HTML geschickt, meist eine Fehlerseite, statt JSON. Ein Blick in den Netzwerk-Tab zeigt die echte Antwort.

## Die Konsole gezielt nutzen

\`console.log()\` kennst du schon. Noch hilfreicher sind:

- \`console.table(aufgaben)\` zeigt ein Array von Objekten als übersichtliche Tabelle,
- \`console.log({ titel, filter })\` gibt Werte mit ihren Namen aus – so verwechselst du nichts,
- \`console.error()\` und \`console.warn()\` markieren wichtige Meldungen farbig.

Entferne Debug-Ausgaben wieder, bevor du deinen Code weitergibst.

## Breakpoints: den Code anhalten

Noch mächtiger als Ausgaben sind **Breakpoints**. Im Tab „Quellen“ (Chrome, Edge) bzw. „Debugger“ (Firefox) öffnest du deine Datei und klickst auf eine Zeilennummer. Läuft der Code an diese Stelle, hält der Browser an. Jetzt kannst du:

- mit der Maus über Variablen fahren und ihren aktuellen Wert sehen,
- Zeile für Zeile weitergehen („Step over“) und beobachten, wie sich Werte ändern,
- in der Konsole Ausdrücke mit den aktuellen Werten ausprobieren.

Alternativ schreibst du die Anweisung \`debugger;\` in deinen Code. Sind die Entwicklerwerkzeuge geöffnet, hält der Browser genau dort an.

## Ein Vorgehen, das immer funktioniert

1. Fehler **reproduzieren**: Welche Schritte lösen ihn zuverlässig aus?
2. Die Stelle **eingrenzen**: Bis wohin stimmen die Werte noch?
3. Eine **Vermutung** aufstellen und gezielt prüfen – mit einer Ausgabe oder einem Breakpoint.
4. Erst dann ändern, und danach erneut testen.`,
          learningObjective:
            "Du kannst Fehlermeldungen in der Konsole deuten, Werte gezielt ausgeben und mit Breakpoints Schritt für Schritt nachvollziehen, wo dein Code vom Erwarteten abweicht.",
          estimatedMinutes: 15,
          codeExamples: [
            {
              title: "Ein Fehler und seine Spur in der Konsole",
              description:
                "Dieses Skript enthält einen typischen Fehler: Die Summe wird als Text zusammengesetzt statt gerechnet. console.table und console.log mit Namen zeigen, wo die Werte falsch werden; debugger hält bei geöffneten Entwicklerwerkzeugen an.",
              code: `const posten = [
  { name: "Kurs", preis: "49" }, // Preis kommt als Text, z. B. aus einem Formular
  { name: "Buch", preis: "25" },
];

console.table(posten); // Spalte preis: Texte statt Zahlen

let summe = 0;
for (const p of posten) {
  debugger; // hält hier an, wenn die Entwicklerwerkzeuge offen sind
  summe = summe + p.preis;
  console.log({ name: p.name, summe });
}
console.log("Fehlerhaft:", summe); // "04925" statt 74

// Korrektur: Texte vor dem Rechnen in Zahlen umwandeln
const richtig = posten.reduce((gesamt, p) => gesamt + Number(p.preis), 0);
console.log("Richtig:", richtig); // 74`,
              language: "javascript",
            },
          ],
          exercises: [
            {
              task: 'Dieses Skript soll beim Klick auf „Hinzufügen“ eine Aufgabe anlegen, aber es passiert nichts, und die Konsole meldet `Uncaught TypeError: Cannot read properties of null (reading \'addEventListener\')`. Finde die zwei Fehler und behebe sie.\n\n```html\n<head>\n  <script src="app.js"></script>\n</head>\n<body>\n  <form id="neu"><input name="titel"><button>Hinzufügen</button></form>\n  <ul id="liste"></ul>\n</body>\n```\n\n```javascript\n// app.js\nconst formular = document.querySelector(".neu");\nformular.addEventListener("submit", (event) => {\n  event.preventDefault();\n  console.log("abgeschickt");\n});\n```',
              hint: "Die Meldung sagt, dass `formular` den Wert `null` hat. Frage dich: Passt der Selektor zum HTML? Und existiert das Formular überhaupt schon, wenn das Skript läuft? Setze einen Breakpoint auf die erste Zeile und schau nach.",
              solution: `Zwei Fehler führen beide dazu, dass \`querySelector\` \`null\` liefert:

1. Der Selektor \`.neu\` sucht eine **Klasse**, das Formular hat aber die **ID** \`neu\`. Richtig ist \`#neu\`.
2. Das Skript steht im \`<head>\` ohne \`defer\` und läuft, bevor das Formular existiert.

\`\`\`html
<script src="app.js" defer></script>
\`\`\`

\`\`\`javascript
const formular = document.querySelector("#neu");
formular.addEventListener("submit", (event) => {
  event.preventDefault();
  console.log("abgeschickt");
});
\`\`\`

Behebst du nur einen der beiden Fehler, bleibt die Meldung – ein gutes Beispiel dafür, nach jeder Änderung erneut zu testen.`,
            },
          ],
          quizzes: [
            {
              question:
                "Nach await antwort.json() erscheint „SyntaxError: Unexpected token '<'“. Was ist die wahrscheinlichste Ursache?",
              choices: [
                "In deinem JavaScript fehlt eine spitze Klammer.",
                "Der Server hat HTML geschickt, etwa eine Fehlerseite, und kein JSON.",
                "Der Browser unterstützt kein JSON.",
                "Die Variable antwort wurde nicht mit const angelegt.",
              ],
              correctAnswer: 1,
              explanation:
                "HTML beginnt mit <, und json() kann das nicht als JSON lesen. Im Netzwerk-Tab siehst du die echte Antwort – oft eine 404-Seite, weil die Adresse falsch ist. Deshalb prüfst du vorher antwort.ok.",
            },
          ],
        },
      ],
    },
    {
      title: "Daten, APIs und sauberer Code",
      description:
        "Du sendest Daten an eine API, zeigst Lade- und Fehlerzustände verständlich an, speicherst Daten im Browser und ordnest deinen Code in ES-Module – die Grundlage für jedes größere Projekt.",
      lessons: [
        {
          title: "Mit APIs arbeiten: Senden, Laden und Fehlerzustände",
          content: `## Mehr als nur lesen

Im Einsteigerkurs hast du mit \`fetch()\` Daten **geladen**. Das war eine GET-Anfrage, die Standardmethode. Echte Anwendungen wollen aber auch Daten **anlegen, ändern und löschen**. Dafür gibt es weitere HTTP-Methoden, die fast alle REST-APIs verwenden:

- \`GET /todos\` – Liste abrufen,
- \`POST /todos\` – einen neuen Eintrag anlegen,
- \`PATCH /todos/5\` – Eintrag 5 teilweise ändern,
- \`DELETE /todos/5\` – Eintrag 5 löschen.

## Daten als JSON senden

Bei einer POST-Anfrage gibst du \`fetch()\` ein zweites Argument mit: die Methode, Kopfzeilen und den Inhalt (\`body\`). Der Inhalt muss ein Text sein, deshalb wandelst du dein Objekt mit \`JSON.stringify()\` um. Mit der Kopfzeile \`Content-Type: application/json\` sagst du dem Server, wie er den Text lesen soll. Die Antwort enthält meist den neu angelegten Eintrag mit der vom Server vergebenen \`id\`.

## Drei Zustände, die jede Anfrage hat

Eine Anfrage ist nie sofort fertig. Gute Oberflächen zeigen deshalb immer, in welchem Zustand sie sich befinden:

1. **Laden**: Ein Hinweis wie „Wird gespeichert …“ erscheint, der Button wird mit \`button.disabled = true\` deaktiviert. So verhinderst du, dass ungeduldige Menschen zweimal klicken und doppelte Einträge entstehen.
2. **Erfolg**: Die Daten werden angezeigt, der Hinweis verschwindet.
3. **Fehler**: Eine verständliche Meldung erklärt, was passiert ist und was man tun kann – etwa „Speichern fehlgeschlagen. Bitte prüfe deine Verbindung und versuche es erneut.“

Der Block \`finally\` nach \`try\` und \`catch\` wird in jedem Fall ausgeführt. Dort schaltest du den Button wieder frei, egal ob die Anfrage geklappt hat oder nicht.

## Eine Hilfsfunktion für alle Anfragen

Du erinnerst dich: \`fetch()\` wirft bei \`404\` oder \`500\` keinen Fehler. Statt \`antwort.ok\` bei jeder Anfrage neu zu prüfen, schreibst du einmal eine kleine Hilfsfunktion, die das übernimmt und bei Problemen selbst einen Fehler wirft. Alle weiteren Anfragen nutzen dann diese Funktion, und dein Fehlerbehandlungscode steht an einer Stelle.

## Mehrere Anfragen gleichzeitig

Brauchst du Daten aus zwei Quellen, etwa eine Person und ihre Aufgaben, musst du nicht nacheinander warten. \`Promise.all([anfrageA, anfrageB])\` startet beide parallel und liefert ein Array mit beiden Ergebnissen, sobald alle fertig sind. Schlägt eine fehl, landet der Fehler im \`catch\`.

## Zum Üben: JSONPlaceholder

Die kostenlose Test-API \`https://jsonplaceholder.typicode.com\` nimmt POST-, PATCH- und DELETE-Anfragen an und antwortet realistisch. Sie speichert aber nichts dauerhaft – ideal zum Lernen, ohne etwas kaputtzumachen. Beobachte deine Anfragen im Netzwerk-Tab der Entwicklerwerkzeuge: Dort siehst du Methode, Statuscode, gesendeten Inhalt und Antwort.`,
          learningObjective:
            "Du kannst mit fetch Daten per POST als JSON senden, Lade-, Erfolgs- und Fehlerzustände anzeigen und wiederkehrende Fehlerprüfung in eine Hilfsfunktion auslagern.",
          estimatedMinutes: 25,
          codeExamples: [
            {
              title: "Eine Aufgabe an die API senden",
              description:
                'Die Hilfsfunktion api() prüft den Statuscode zentral. Der Submit-Handler zeigt Lade-, Erfolgs- und Fehlerzustand an. Erwartet ein Formular #neu mit input[name=titel], einen Button darin, <p id="meldung" aria-live="polite"> und <ul id="liste">.',
              code: `const BASIS = "https://jsonplaceholder.typicode.com";

async function api(pfad, optionen = {}) {
  const antwort = await fetch(BASIS + pfad, {
    ...optionen,
    headers: { "Content-Type": "application/json" },
  });
  if (!antwort.ok) {
    throw new Error("Der Server antwortete mit Status " + antwort.status);
  }
  return antwort.json();
}

const formular = document.querySelector("#neu");
const button = formular.querySelector("button");
const meldung = document.querySelector("#meldung");
const liste = document.querySelector("#liste");

formular.addEventListener("submit", async (event) => {
  event.preventDefault();
  const titel = new FormData(formular).get("titel").trim();
  if (titel === "") return;

  button.disabled = true;
  meldung.textContent = "Wird gespeichert …";
  try {
    const neu = await api("/todos", {
      method: "POST",
      body: JSON.stringify({ title: titel, completed: false, userId: 1 }),
    });
    const li = document.createElement("li");
    li.textContent = neu.title + " (ID " + neu.id + ")";
    liste.append(li);
    formular.reset();
    meldung.textContent = "Gespeichert.";
  } catch (fehler) {
    console.error(fehler);
    meldung.textContent = "Speichern fehlgeschlagen. Bitte versuche es erneut.";
  } finally {
    button.disabled = false;
  }
});`,
              language: "javascript",
            },
          ],
          exercises: [
            {
              task: "Schreibe eine Funktion `ladeUebersicht()`, die mit der Hilfsfunktion `api()` gleichzeitig die Person `/users/1` und ihre Aufgaben `/todos?userId=1` lädt. Zeige danach in `#meldung` an: „Leanne Graham hat 20 Aufgaben, davon 11 erledigt.“ (Name und Zahlen aus den Daten). Während des Ladens steht dort „Lade …“, bei einem Fehler eine verständliche Meldung.",
              hint: 'Verwende `const [person, todos] = await Promise.all([api("/users/1"), api("/todos?userId=1")]);`. Die Zahl der erledigten Aufgaben bekommst du mit `todos.filter((t) => t.completed).length`.',
              solution: `\`\`\`javascript
async function ladeUebersicht() {
  meldung.textContent = "Lade …";
  try {
    const [person, todos] = await Promise.all([
      api("/users/1"),
      api("/todos?userId=1"),
    ]);
    const erledigt = todos.filter((t) => t.completed).length;
    meldung.textContent =
      person.name + " hat " + todos.length + " Aufgaben, davon " + erledigt + " erledigt.";
  } catch (fehler) {
    console.error(fehler);
    meldung.textContent = "Die Übersicht konnte nicht geladen werden. Bitte lade die Seite neu.";
  }
}

ladeUebersicht();
\`\`\`

Beide Anfragen laufen parallel. Im Netzwerk-Tab siehst du, dass sie fast gleichzeitig starten – nacheinander mit zwei \`await\` würde die zweite erst nach der ersten beginnen.`,
            },
          ],
          quizzes: [
            {
              question:
                "Warum deaktivierst du den Speichern-Button, solange die POST-Anfrage läuft?",
              choices: [
                "Damit der Browser die Anfrage schneller verschickt.",
                "Damit ein zweiter Klick nicht einen doppelten Eintrag anlegt.",
                "Weil fetch sonst einen Fehler wirft.",
                "Weil ein aktiver Button die Antwort des Servers überschreibt.",
              ],
              correctAnswer: 1,
              explanation:
                "Während die Anfrage unterwegs ist, würde jeder weitere Klick eine neue POST-Anfrage auslösen. Der deaktivierte Button zeigt außerdem, dass gerade gearbeitet wird; im finally-Block wird er wieder freigegeben.",
            },
          ],
        },
        {
          title: "Code ordnen mit ES-Modulen und Daten im Browser speichern",
          content: `## Wenn eine Datei zu groß wird

Deine Aufgabenverwaltung ist inzwischen gewachsen: Daten, Anzeige, Formular, API-Zugriff. Steht alles in einer einzigen \`app.js\`, verlierst du schnell den Überblick. **ES-Module** lösen das Problem: Jede Datei ist ein eigenes Modul mit einer klaren Aufgabe, und du entscheidest, was sie nach außen anbietet.

## export und import

Mit \`export\` machst du eine Funktion oder Konstante für andere Dateien verfügbar. Mit \`import\` holst du sie dir:

\`\`\`javascript
// speicher.js
export function ladeAufgaben() { /* … */ }

// app.js
import { ladeAufgaben } from "./speicher.js";
\`\`\`

Drei Regeln, die Anfängern oft Ärger ersparen:

1. Im Browser bindest du das Hauptskript mit \`<script type="module" src="app.js"></script>\` ein. Module werden automatisch wie mit \`defer\` erst nach dem HTML ausgeführt.
2. Im Browser gehört die Dateiendung in den Pfad: \`"./speicher.js"\`, nicht \`"./speicher"\`.
3. Module funktionieren nicht über \`file://\`. Starte einen lokalen Server, zum Beispiel mit \`npx serve\` oder der Erweiterung „Live Server“.

Alles, was du nicht exportierst, bleibt privat im Modul. Variablen eines Moduls landen außerdem nicht mehr im globalen Namensraum – Namenskonflikte zwischen Dateien gehören damit der Vergangenheit an.

## Eine sinnvolle Aufteilung

Für die Aufgabenverwaltung bietet sich an:

- \`speicher.js\` – Daten laden und speichern,
- \`ansicht.js\` – die \`render()\`-Funktion,
- \`app.js\` – verbindet alles und registriert die Event-Listener.

## localStorage: Daten überleben das Neuladen

Bisher sind deine Aufgaben nach einem Neuladen weg. Für kleine Datenmengen bietet der Browser **localStorage**: einen Speicher aus Schlüssel-Wert-Paaren, der pro Website erhalten bleibt, auch nach einem Neustart des Browsers.

- \`localStorage.setItem("aufgaben", text)\` speichert,
- \`localStorage.getItem("aufgaben")\` liest – und liefert \`null\`, wenn noch nichts gespeichert ist.

localStorage kann nur Zeichenketten speichern. Dein Array wandelst du deshalb mit \`JSON.stringify()\` in Text um und beim Lesen mit \`JSON.parse()\` zurück. Da gespeicherte Daten kaputt sein können, etwa nach einer Änderung deines Datenformats, fängst du Fehler beim Parsen mit \`try\`/\`catch\` ab und startest im Zweifel mit einer leeren Liste.

## Was nicht in den localStorage gehört

localStorage ist für jedes Skript auf deiner Seite lesbar. Speichere dort deshalb **keine Passwörter, Zugangs-Tokens oder sensiblen persönlichen Daten**. Für Vorlieben wie den Dunkelmodus, Entwürfe oder eine private Aufgabenliste ist er dagegen ideal. Den Inhalt kannst du in den Entwicklerwerkzeugen im Tab „Anwendung“ (Chrome, Edge) bzw. „Web-Speicher“ (Firefox) ansehen und löschen.`,
          learningObjective:
            "Du kannst Code mit export und import auf ES-Module verteilen und Daten mit localStorage und JSON dauerhaft im Browser speichern.",
          estimatedMinutes: 15,
          codeExamples: [
            {
              title: "Ein Speicher-Modul mit localStorage",
              description:
                'speicher.js kapselt das Lesen und Schreiben. Kaputte oder fehlende Daten führen zu einer leeren Liste statt zu einem Absturz. app.js wird mit <script type="module" src="app.js"></script> eingebunden.',
              code: `// speicher.js
const SCHLUESSEL = "kurswerk-aufgaben";

export function ladeAufgaben() {
  const text = localStorage.getItem(SCHLUESSEL);
  if (text === null) return [];
  try {
    const daten = JSON.parse(text);
    return Array.isArray(daten) ? daten : [];
  } catch {
    return []; // kaputter Eintrag: mit leerer Liste starten
  }
}

export function speichereAufgaben(aufgaben) {
  localStorage.setItem(SCHLUESSEL, JSON.stringify(aufgaben));
}

// app.js
import { ladeAufgaben, speichereAufgaben } from "./speicher.js";

let aufgaben = ladeAufgaben();
console.log("Geladen:", aufgaben.length, "Aufgaben");

aufgaben.push({ id: Date.now(), titel: "Modul-Lektion abschließen", erledigt: false });
speichereAufgaben(aufgaben); // nach dem Neuladen ist die Aufgabe noch da`,
              language: "javascript",
            },
          ],
          exercises: [
            {
              task: "Teile deine Aufgabenverwaltung aus den vorigen Lektionen in drei Module auf: `speicher.js` (wie im Beispiel), `ansicht.js` mit einer exportierten Funktion `render(liste, aufgaben)` und `app.js`, das den Zustand hält, die Listener registriert und nach jeder Änderung speichert und neu rendert. Nach dem Neuladen der Seite müssen alle Aufgaben wieder da sein.",
              hint: 'Schreib in `app.js` eine kleine Funktion `aktualisiere()`, die erst `speichereAufgaben(aufgaben)` und dann `render(liste, aufgaben)` aufruft. Jeder Listener ändert nur das Array und ruft `aktualisiere()` auf. Denk an `type="module"` und einen lokalen Server.',
              solution: `\`\`\`javascript
// ansicht.js
export function render(liste, aufgaben) {
  liste.replaceChildren();
  aufgaben.forEach((aufgabe) => {
    const li = document.createElement("li");
    li.textContent = aufgabe.titel + " ";
    const loeschen = document.createElement("button");
    loeschen.type = "button";
    loeschen.textContent = "Löschen";
    loeschen.dataset.id = aufgabe.id;
    li.append(loeschen);
    liste.append(li);
  });
}

// app.js
import { ladeAufgaben, speichereAufgaben } from "./speicher.js";
import { render } from "./ansicht.js";

const formular = document.querySelector("#neu");
const liste = document.querySelector("#liste");
let aufgaben = ladeAufgaben();

function aktualisiere() {
  speichereAufgaben(aufgaben);
  render(liste, aufgaben);
}

formular.addEventListener("submit", (event) => {
  event.preventDefault();
  const titel = new FormData(formular).get("titel").trim();
  if (titel === "") return;
  aufgaben.push({ id: Date.now(), titel, erledigt: false });
  formular.reset();
  aktualisiere();
});

liste.addEventListener("click", (event) => {
  const button = event.target.closest("button[data-id]");
  if (!button) return;
  aufgaben = aufgaben.filter((a) => a.id !== Number(button.dataset.id));
  aktualisiere();
});

render(liste, aufgaben);
\`\`\`

\`Date.now()\` liefert die Millisekunden seit 1970 und eignet sich hier als einfache, eindeutige ID, die auch nach dem Neuladen nicht mit alten IDs kollidiert.`,
            },
          ],
          quizzes: [
            {
              question:
                'Du speicherst mit localStorage.setItem("aufgaben", aufgaben) direkt ein Array. Was steht danach im Speicher?',
              choices: [
                "Das Array als JSON, genau wie bei JSON.stringify.",
                "Nur der erste Eintrag des Arrays.",
                'Eine Zeichenkette wie "[object Object],[object Object]", aus der sich die Daten nicht zurückgewinnen lassen.',
                "Nichts, setItem wirft bei Arrays immer einen Fehler.",
              ],
              correctAnswer: 2,
              explanation:
                'localStorage speichert nur Zeichenketten und wandelt andere Werte mit toString() um. Bei Objekten entsteht dabei "[object Object]". Deshalb immer JSON.stringify beim Speichern und JSON.parse beim Lesen verwenden.',
            },
          ],
        },
      ],
    },
  ],
};

export const webDevelopmentIntermediateCourse = withExercises(
  course,
  webDevelopmentIntermediatePractice,
);
