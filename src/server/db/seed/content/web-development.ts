import type { DemoCourse } from "./types";
import { webDevelopmentPractice } from "./web-development.practice";
import { withExercises } from "./with-exercises";

const course: DemoCourse = {
  key: "web-development",
  language: "de",
  title: "Webentwicklung für Einsteiger: HTML, CSS und JavaScript",
  description:
    "Du willst in die IT wechseln und fragst dich, wie Webseiten eigentlich entstehen? In diesem Kurs lernst du Schritt für Schritt die drei Grundbausteine des Webs kennen: HTML für die Struktur, CSS für die Gestaltung und JavaScript für die Interaktivität. Am Ende baust du deine erste interaktive Seite, die Daten per Fetch-API aus dem Netz lädt. Vorkenntnisse brauchst du keine – nur einen Browser, einen Texteditor und Neugier.",
  difficulty: "Beginner",
  skillArea: "web-development",
  estimatedHours: 6,
  modules: [
    {
      title: "Grundlagen: Wie das Web funktioniert",
      description:
        "Du erfährst, was zwischen Browser und Server passiert, richtest deine Werkzeuge ein und schreibst deine ersten HTML-Seiten mit sauberer, barrierearmer Struktur.",
      lessons: [
        {
          title: "Wie das Web funktioniert",
          content: `## Willkommen in der Webentwicklung

Jede Webseite, die du öffnest – ob Onlineshop, Nachrichtenportal oder Onlinebanking –, beruht auf denselben Grundbausteinen. Die gute Nachricht: Diese Bausteine sind überschaubar, und du brauchst weder ein Informatikstudium noch teure Software, um sie zu lernen. Ein Texteditor und ein Browser reichen für den Anfang völlig aus.

## Was passiert, wenn du eine Adresse eingibst?

Wenn du \`https://www.example.com\` in die Adresszeile tippst, läuft im Hintergrund ein kurzes Gespräch ab:

1. Dein **Browser** (der *Client*) findet heraus, welcher Rechner hinter dem Namen steckt. Das erledigt das DNS, eine Art Telefonbuch des Internets.
2. Er schickt eine **Anfrage** (Request) über das Protokoll HTTP an diesen **Server**.
3. Der Server schickt eine **Antwort** (Response) zurück: meist eine HTML-Datei und einen Statuscode wie \`200\` (alles in Ordnung) oder \`404\` (nicht gefunden).
4. Der Browser liest das HTML, lädt weitere Dateien wie Stylesheets, Skripte und Bilder nach und baut daraus die Seite auf, die du siehst.

Das „s“ in \`https\` steht übrigens für *secure*: Die Verbindung ist verschlüsselt, sodass unterwegs niemand mitlesen kann.

## Die drei Sprachen des Browsers

Im **Frontend**, also dem Teil, der im Browser läuft, arbeiten drei Sprachen Hand in Hand. Ein Vergleich mit einem Haus hilft:

- **HTML** ist das Mauerwerk. Es legt Struktur und Inhalt fest: Überschriften, Absätze, Bilder, Links.
- **CSS** ist Einrichtung und Anstrich. Es bestimmt Farben, Schriften, Abstände und Layout.
- **JavaScript** ist die Elektrik. Es macht die Seite interaktiv, reagiert auf Klicks und lädt Daten nach.

Diese Trennung ist kein Zufall: Wenn Inhalt, Gestaltung und Verhalten sauber getrennt sind, bleibt dein Projekt übersichtlich und lässt sich leichter ändern.

## Dein Werkzeugkasten

Für diesen Kurs brauchst du nur zwei Dinge:

- einen **Code-Editor**, zum Beispiel das kostenlose Visual Studio Code,
- einen aktuellen **Browser** wie Firefox, Chrome oder Edge.

Besonders wertvoll sind die **Entwicklerwerkzeuge** deines Browsers. Du öffnest sie mit \`F12\` oder per Rechtsklick und „Untersuchen“. Dort siehst du das HTML jeder Seite, kannst CSS live verändern und im Tab „Netzwerk“ jede einzelne Anfrage an den Server beobachten. Probier es gleich aus: Öffne eine beliebige Website, lade sie mit geöffnetem Netzwerk-Tab neu und schau dir an, wie viele Dateien dabei übertragen werden.

## Das Wichtigste in Kürze

- Der Browser fragt, der Server antwortet – dieses Prinzip heißt Client-Server-Modell.
- HTML liefert die Struktur, CSS das Aussehen, JavaScript das Verhalten.
- Die Entwicklerwerkzeuge sind dein wichtigstes Hilfsmittel zum Lernen und zur Fehlersuche.`,
          learningObjective:
            "Du kannst erklären, wie Browser und Server zusammenarbeiten und welche Aufgabe HTML, CSS und JavaScript jeweils übernehmen.",
          estimatedMinutes: 20,
          videoUrl: "https://www.youtube.com/watch?v=UB1O30fR-EE",
          codeExamples: [
            {
              title: "Das kleinste vollständige HTML-Dokument",
              description:
                "Dieses Grundgerüst steht am Anfang fast jeder Webseite. Im <head> stehen Informationen für den Browser, im <body> der sichtbare Inhalt.",
              code: `<!DOCTYPE html>
<html lang="de">
  <head>
    <!-- Zeichensatz: sorgt dafür, dass Umlaute korrekt angezeigt werden -->
    <meta charset="UTF-8">
    <!-- Wichtig für die Darstellung auf Smartphones -->
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
              title: "Eine HTTP-Antwort im Terminal ansehen",
              description:
                "Mit dem Kommandozeilenwerkzeug curl kannst du selbst eine Anfrage an einen Server schicken und dir die Kopfzeilen der Antwort anzeigen lassen – genau das, was dein Browser bei jedem Seitenaufruf tut.",
              code: `# Nur die Kopfzeilen (Header) der Antwort abrufen
curl -I https://example.com

# Eine typische Antwort beginnt so:
# HTTP/2 200
# content-type: text/html`,
              language: "bash",
            },
          ],
          exercises: [
            {
              task: "Lege auf deinem Rechner einen Ordner `mein-erstes-projekt` an und erstelle darin eine Datei `index.html` mit dem HTML-Grundgerüst aus dem Codebeispiel. Ändere den Titel in deinen Namen und schreib eine Überschrift sowie einen kurzen Absatz über dich. Öffne die Datei per Doppelklick im Browser. Öffne anschließend die Entwicklerwerkzeuge und suche deine Überschrift in der HTML-Ansicht.",
              hint: "Der Text im `<title>` erscheint nicht auf der Seite, sondern im Browser-Tab. Speichere die Datei im Editor, bevor du die Seite im Browser mit `F5` neu lädst – sonst siehst du noch den alten Stand.",
              solution: `Eine mögliche Lösung:

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

In den Entwicklerwerkzeugen findest du die Überschrift im Tab „Elemente“ (Chrome, Edge) bzw. „Inspektor“ (Firefox) innerhalb von \`<body>\`. Mit einem Doppelklick auf den Text kannst du ihn dort sogar live ändern. Beim Neuladen ist die Änderung wieder weg, weil sie nur im Browser passiert ist und nicht in deiner Datei.`,
            },
          ],
          quizzes: [
            {
              question: "Welche Aufgabe übernimmt CSS auf einer Webseite?",
              choices: [
                "Es legt Struktur und Inhalt der Seite fest.",
                "Es bestimmt das Aussehen, etwa Farben, Schriften und Layout.",
                "Es beantwortet die Anfragen des Browsers auf dem Server.",
                "Es macht die Seite interaktiv und reagiert auf Klicks.",
              ],
              correctAnswer: 1,
              explanation:
                "CSS ist für die Gestaltung zuständig. Die Struktur liefert HTML, das interaktive Verhalten JavaScript. Anfragen beantwortet der Server, der mit ganz unterschiedlichen Sprachen programmiert sein kann.",
            },
          ],
        },
        {
          title: "HTML: Struktur mit Bedeutung",
          content: `## Elemente, Tags und Attribute

HTML besteht aus **Elementen**. Ein Element beginnt meist mit einem öffnenden Tag, enthält Inhalt und endet mit einem schließenden Tag: \`<p>Ein Absatz</p>\`. Manche Elemente sind leer und haben kein schließendes Tag, zum Beispiel \`<img>\` oder \`<br>\`.

Zusätzliche Informationen gibst du über **Attribute** mit. Sie stehen im öffnenden Tag, immer als Paar aus Name und Wert: \`<a href="kontakt.html">Kontakt</a>\`. Hier legt das Attribut \`href\` fest, wohin der Link führt.

## Die wichtigsten Elemente für den Anfang

- \`<h1>\` bis \`<h6>\`: Überschriften, von der wichtigsten bis zur unwichtigsten. Pro Seite sollte es genau eine \`<h1>\` geben.
- \`<p>\`: ein Absatz Fließtext.
- \`<ul>\` und \`<ol>\` mit \`<li>\`: ungeordnete Listen mit Aufzählungspunkten und geordnete, nummerierte Listen.
- \`<a href="...">\`: ein Link zu einer anderen Seite oder Stelle.
- \`<img src="..." alt="...">\`: ein Bild. Das Attribut \`alt\` beschreibt das Bild in Worten.
- \`<button>\`: eine Schaltfläche, die du später mit JavaScript zum Leben erweckst.

## Warum Semantik zählt

Du könntest eine ganze Seite nur aus \`<div>\`-Elementen bauen – der Browser würde sie trotzdem anzeigen. Eine gute Idee ist das aber nicht. **Semantisches HTML** bedeutet, dass jedes Element beschreibt, *was* sein Inhalt ist, nicht wie er aussieht. Dafür gibt es eigene Elemente:

- \`<header>\` für den Kopfbereich, etwa mit Logo,
- \`<nav>\` für die Hauptnavigation,
- \`<main>\` für den eigentlichen Inhalt (nur einmal pro Seite),
- \`<article>\` und \`<section>\` für eigenständige Beiträge und thematische Abschnitte,
- \`<footer>\` für den Fußbereich mit Impressum und Kontakt.

Davon profitieren alle: Screenreader lesen blinden und sehbehinderten Menschen die Struktur vor und ermöglichen ihnen, direkt zur Navigation oder zum Hauptinhalt zu springen. Suchmaschinen verstehen deine Inhalte besser. Und du selbst findest dich in deinem Code schneller zurecht.

## Barrierefreiheit von Anfang an

Barrierefreiheit ist kein Extra, das man am Ende hinzufügt. In Deutschland verpflichtet das Barrierefreiheitsstärkungsgesetz seit Juni 2025 viele Unternehmen, etwa Onlineshops und Banken, ihre digitalen Angebote zugänglich zu gestalten. Drei Gewohnheiten helfen dir sofort:

1. Gib jedem inhaltlich wichtigen Bild einen aussagekräftigen \`alt\`-Text. Rein dekorative Bilder bekommen ein leeres \`alt=""\`.
2. Halte die Reihenfolge der Überschriften ein und überspringe keine Ebenen.
3. Verwende für Aktionen einen echten \`<button>\` und für Seitenwechsel einen echten Link, statt beliebige Elemente anklickbar zu machen.

## Einrückung und Kommentare

Verschachtelte Elemente rückst du ein, damit du auf einen Blick siehst, was wohin gehört. Notizen für dich und dein Team schreibst du als Kommentar: \`<!-- Das ist ein Kommentar -->\`. Der Browser zeigt ihn nicht an.`,
          learningObjective:
            "Du kannst eine Webseite mit passenden, semantischen HTML-Elementen gliedern und Links, Bilder und Listen korrekt einsetzen.",
          estimatedMinutes: 25,
          codeExamples: [
            {
              title: "Eine semantisch gegliederte Seite",
              description:
                "Der <body> einer kleinen Café-Website: Kopfbereich mit Navigation, Hauptinhalt mit Abschnitt und Bild sowie ein Fußbereich.",
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

    <!-- Der alt-Text beschreibt, was auf dem Bild zu sehen ist -->
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
              task: "Baue deine `index.html` zu einer kleinen Profilseite aus. Sie soll enthalten: einen `<header>` mit deinem Namen und einer `<nav>` mit zwei Links (z. B. zu deinem LinkedIn- oder GitHub-Profil), einen `<main>`-Bereich mit zwei `<section>`-Elementen „Über mich“ und „Meine Ziele“ (mit einer nummerierten Liste aus drei Zielen), ein Bild mit sinnvollem `alt`-Text und einen `<footer>`.",
              hint: "Jede `<section>` bekommt eine eigene `<h2>`-Überschrift, die Seite selbst genau eine `<h1>`. Für eine nummerierte Liste brauchst du `<ol>`, nicht `<ul>`. Wenn du kein eigenes Foto hast, nimm ein beliebiges Bild und beschreibe es im `alt`-Text.",
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

Die \`<h1>\` steht hier im \`<header>\`, weil dein Name die wichtigste Überschrift der Seite ist. Das ist erlaubt: Entscheidend ist, dass es nur eine gibt.`,
            },
          ],
          quizzes: [
            {
              question: "Wofür ist das Attribut alt bei einem Bild gedacht?",
              choices: [
                "Es legt die Breite und Höhe des Bildes fest.",
                "Es gibt an, wo die Bilddatei gespeichert ist.",
                "Es beschreibt den Inhalt des Bildes in Worten, zum Beispiel für Screenreader.",
                "Es zeigt beim Überfahren mit der Maus einen Hinweis an.",
              ],
              correctAnswer: 2,
              explanation:
                "Der alt-Text ist eine Textalternative: Screenreader lesen ihn vor, und der Browser zeigt ihn an, wenn das Bild nicht geladen werden kann. Den Speicherort gibt src an, die Größe regelst du mit width/height oder CSS.",
            },
          ],
        },
      ],
    },
    {
      title: "Gestalten mit CSS",
      description:
        "Du lernst, wie CSS-Regeln aufgebaut sind, wie der Browser Abstände berechnet und wie du mit Flexbox und Media Queries Layouts baust, die auf dem Smartphone genauso gut aussehen wie am großen Bildschirm.",
      lessons: [
        {
          title: "CSS-Grundlagen: Selektoren und das Box-Modell",
          content: `## So sieht eine CSS-Regel aus

CSS beschreibt, wie HTML-Elemente dargestellt werden. Jede Regel besteht aus einem **Selektor**, der festlegt, welche Elemente gemeint sind, und einem **Deklarationsblock** mit Eigenschaften und Werten:

\`\`\`css
h1 {
  color: darkblue;
  font-size: 2rem;
}
\`\`\`

Hier werden alle \`<h1>\`-Überschriften dunkelblau und doppelt so groß wie die Grundschrift.

## CSS einbinden

Am besten legst du eine eigene Datei an, zum Beispiel \`style.css\`, und verknüpfst sie im \`<head>\` deines HTML-Dokuments mit \`<link rel="stylesheet" href="style.css">\`. So gilt dieselbe Gestaltung für beliebig viele Seiten, und du änderst sie an einer einzigen Stelle.

## Die wichtigsten Selektoren

- **Elementselektor** \`p\`: trifft alle Absätze.
- **Klassenselektor** \`.hinweis\`: trifft alle Elemente mit \`class="hinweis"\`. Klassen sind dein wichtigstes Werkzeug, weil du sie beliebig oft vergeben kannst.
- **ID-Selektor** \`#kontakt\`: trifft das eine Element mit \`id="kontakt"\`. Eine ID darf pro Seite nur einmal vorkommen.
- **Nachfahrenselektor** \`nav a\`: trifft nur Links, die innerhalb von \`<nav>\` stehen.
- **Pseudoklasse** \`a:hover\`: gilt, solange der Mauszeiger über einem Link steht.

## Die Kaskade: Wer gewinnt?

Das „C“ in CSS steht für *Cascading*. Treffen mehrere Regeln dasselbe Element, entscheidet der Browser nach festen Kriterien. Vereinfacht gilt: Spezifischere Selektoren gewinnen (eine ID schlägt eine Klasse, eine Klasse schlägt ein Element), und bei gleicher Spezifität gewinnt die Regel, die weiter unten steht. Wenn ein Stil einmal „nicht greift“, zeigen dir die Entwicklerwerkzeuge durchgestrichene Regeln – ein klarer Hinweis, dass eine andere Regel gewonnen hat.

## Das Box-Modell

Für den Browser ist jedes Element ein Rechteck, eine Box. Sie besteht von innen nach außen aus vier Schichten:

1. **Content**: der eigentliche Inhalt, etwa Text oder ein Bild.
2. **Padding**: der Innenabstand zwischen Inhalt und Rahmen.
3. **Border**: der Rahmen.
4. **Margin**: der Außenabstand zu benachbarten Elementen.

Ein häufiger Stolperstein: Standardmäßig bezieht sich \`width\` nur auf den Content. Padding und Border kommen noch dazu, sodass eine Box mit \`width: 300px\` und \`padding: 20px\` tatsächlich 340 Pixel breit ist. Deshalb beginnen viele Stylesheets mit der Regel \`box-sizing: border-box\` für alle Elemente. Danach schließt \`width\` Padding und Border mit ein, und Berechnungen werden viel einfacher.

## Einheiten

Neben \`px\` begegnen dir vor allem \`rem\` (ein Vielfaches der Grundschriftgröße) und \`%\`. Für Schriftgrößen und Abstände ist \`rem\` empfehlenswert, weil alles mitwächst, wenn jemand im Browser eine größere Schrift einstellt.`,
          learningObjective:
            "Du kannst CSS-Regeln mit passenden Selektoren schreiben, ein Stylesheet einbinden und mit dem Box-Modell Abstände gezielt steuern.",
          estimatedMinutes: 25,
          codeExamples: [
            {
              title: "Ein erstes Stylesheet",
              description:
                "Die Datei style.css für die Café-Seite: ein vereinfachtes Box-Modell, eine gut lesbare Grundschrift, ein zentrierter Inhaltsbereich und eine Klasse für Hinweiskästen.",
              code: `/* Box-Modell vereinfachen: width schließt Padding und Border ein */
*, *::before, *::after {
  box-sizing: border-box;
}

body {
  font-family: system-ui, sans-serif;
  line-height: 1.6;
  color: #222;
  max-width: 40rem;
  margin: 0 auto; /* zentriert den Inhalt horizontal */
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
              title: "Stylesheet einbinden und Klassen vergeben",
              description:
                "Das <link>-Element im <head> verknüpft HTML und CSS. Über das Attribut class bekommt ein Element die Gestaltung der Klasse .hinweis.",
              code: `<head>
  <meta charset="UTF-8">
  <title>Café Morgenrot</title>
  <link rel="stylesheet" href="style.css">
</head>
<body>
  <h1>Frühstück wie bei Oma</h1>
  <!-- Dieser Absatz erhält die Gestaltung von .hinweis -->
  <p class="hinweis">An Feiertagen haben wir von 9 bis 15 Uhr geöffnet.</p>
</body>`,
              language: "html",
            },
          ],
          exercises: [
            {
              task: "Gestalte deine Profilseite aus Modul 1. Lege eine Datei `style.css` an und binde sie ein. Setze `box-sizing: border-box` für alle Elemente, gib dem `body` eine serifenlose Schrift, eine maximale Breite von `40rem` und zentriere ihn. Gib beiden `<section>`-Elementen die Klasse `karte` und gestalte diese Klasse mit Innenabstand, einem dünnen grauen Rahmen, abgerundeten Ecken und Abstand nach unten. Links in der Navigation sollen beim Überfahren mit der Maus unterstrichen werden.",
              hint: "Abgerundete Ecken erzeugst du mit `border-radius`. Ein Element zentrierst du mit `margin: 0 auto` – das funktioniert aber nur, wenn es eine Breite oder maximale Breite hat. Prüfe in den Entwicklerwerkzeugen, ob deine Datei überhaupt geladen wird: Im Tab „Netzwerk“ sollte `style.css` mit Status `200` auftauchen.",
              solution: `Im \`<head>\` der HTML-Datei:

\`\`\`html
<link rel="stylesheet" href="style.css">
\`\`\`

An den Abschnitten: \`<section class="karte">\`. Die Datei \`style.css\`:

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
                "Eine Box hat width: 200px, padding: 10px und border: 2px solid black. Wie breit ist sie auf dem Bildschirm, wenn box-sizing nicht verändert wurde?",
              choices: ["200 Pixel", "212 Pixel", "224 Pixel", "220 Pixel"],
              correctAnswer: 2,
              explanation:
                "Ohne border-box gilt width nur für den Content. Dazu kommen links und rechts je 10 Pixel Padding und je 2 Pixel Rahmen: 200 + 20 + 4 = 224 Pixel. Mit box-sizing: border-box wäre die Box genau 200 Pixel breit.",
            },
          ],
        },
        {
          title: "Layout mit Flexbox und responsives Design",
          content: `## Vom Stapel zur Zeile

Ohne weitere Angaben ordnet der Browser Block-Elemente wie \`<div>\`, \`<section>\` oder \`<p>\` untereinander an. Sobald du Elemente nebeneinander haben willst, etwa in einer Navigationsleiste oder einer Reihe von Karten, brauchst du ein Layout-Werkzeug. Das wichtigste für den Einstieg heißt **Flexbox**.

## Flexbox in drei Schritten

Flexbox arbeitet immer mit zwei Ebenen: einem **Container** und seinen direkten **Kindelementen**, den Flex-Items.

1. Du aktivierst Flexbox auf dem Container mit \`display: flex\`. Sofort stehen alle Kinder nebeneinander.
2. Mit \`justify-content\` verteilst du die Items entlang der Hauptachse, zum Beispiel mit \`space-between\` (größtmöglicher Abstand dazwischen) oder \`center\`.
3. Mit \`align-items\` richtest du sie quer dazu aus, etwa mit \`center\` für eine vertikale Zentrierung.

Weitere nützliche Eigenschaften:

- \`flex-direction: column\` dreht die Hauptachse, die Items stehen dann wieder untereinander.
- \`gap: 1rem\` setzt einen gleichmäßigen Abstand zwischen die Items – ganz ohne Tricks mit Margin.
- \`flex-wrap: wrap\` erlaubt Zeilenumbrüche, wenn der Platz nicht reicht.
- \`flex: 1\` auf einem Item lässt es den verfügbaren Restplatz ausfüllen.

Für zweidimensionale Raster mit Zeilen *und* Spalten gibt es außerdem **CSS Grid**. Als Faustregel gilt: Flexbox für Reihen, Grid für ganze Seitenraster. Beides lässt sich gut kombinieren.

## Responsives Design

Mehr als die Hälfte aller Seitenaufrufe kommt heute von Smartphones. Eine Seite muss deshalb auf einem schmalen Display genauso funktionieren wie auf einem breiten Monitor. Das nennt man **responsives Design**. Drei Zutaten sind entscheidend:

1. Das **Viewport-Meta-Tag** im \`<head>\`, das du schon aus dem Grundgerüst kennst. Ohne dieses Tag tun Mobilbrowser so, als wäre der Bildschirm rund 980 Pixel breit, und verkleinern alles.
2. **Flexible Größen**: Verwende \`max-width\` statt fester Breiten und Einheiten wie \`%\` oder \`rem\`. Bilder bleiben mit \`max-width: 100%\` in ihrem Container.
3. **Media Queries**: Mit ihnen gelten Regeln nur ab oder bis zu einer bestimmten Bildschirmbreite.

## Mobile First

Bewährt hat sich der Ansatz **Mobile First**: Du schreibst zuerst die Stile für kleine Bildschirme und ergänzt dann mit \`@media (min-width: 48rem) { ... }\` Anpassungen für größere. Der Vorteil: Die einfache, einspaltige Variante ist die Grundlage, und aufwendigere Layouts kommen nur dort hinzu, wo genug Platz ist.

## Testen im Browser

Die Entwicklerwerkzeuge haben eine Geräteansicht, die du in Chrome, Edge und Firefox mit \`Strg+Umschalt+M\` öffnest (auf dem Mac \`Cmd+Option+M\`). Damit simulierst du verschiedene Displaybreiten, ohne dein Handy zu zücken. Zieh die Ansicht langsam schmaler und beobachte, an welcher Stelle dein Layout unschön wird – genau dort setzt du einen Breakpoint.`,
          learningObjective:
            "Du kannst Elemente mit Flexbox anordnen und mit Media Queries nach dem Mobile-First-Prinzip ein Layout bauen, das sich an jede Bildschirmbreite anpasst.",
          estimatedMinutes: 30,
          codeExamples: [
            {
              title: "Navigationsleiste mit Flexbox",
              description:
                "Der Kopfbereich wird zum Flex-Container: Logo links, Navigation rechts, beides vertikal zentriert. Die Liste in der Navigation ist selbst ein Flex-Container mit gleichmäßigen Abständen.",
              code: `header {
  display: flex;
  justify-content: space-between; /* Logo links, Navigation rechts */
  align-items: center;            /* vertikal mittig ausrichten */
  padding: 1rem;
}

nav ul {
  display: flex;
  gap: 1.5rem;
  list-style: none; /* Aufzählungspunkte entfernen */
  margin: 0;
  padding: 0;
}`,
              language: "css",
            },
            {
              title: "Karten: mobil untereinander, ab Tablet nebeneinander",
              description:
                "Mobile First in der Praxis: Der Grundstil stapelt die Karten, eine Media Query stellt sie ab 48rem Breite nebeneinander.",
              code: `/* Grundstil für kleine Bildschirme */
.karten {
  display: flex;
  flex-direction: column;
  gap: 1rem;
}

img {
  max-width: 100%; /* Bilder nie breiter als ihr Container */
  height: auto;
}

/* Ab 48rem (bei Standardschrift 768 Pixel): Karten nebeneinander */
@media (min-width: 48rem) {
  .karten {
    flex-direction: row;
  }

  .karte {
    flex: 1; /* alle Karten gleich breit */
  }
}`,
              language: "css",
            },
          ],
          exercises: [
            {
              task: 'Mach deine Profilseite responsiv. Der `<header>` soll deinen Namen links und die Navigation rechts zeigen, die Links der Navigation stehen nebeneinander. Fasse die beiden Karten in einem `<div class="karten">` zusammen: Auf dem Smartphone stehen sie untereinander, ab einer Breite von `48rem` nebeneinander. Teste das Ergebnis in der Geräteansicht der Entwicklerwerkzeuge.',
              hint: "Flexbox wirkt nur auf die direkten Kinder eines Containers. Deshalb muss `.karten` das unmittelbare Elternelement der beiden `<section>`-Elemente sein. Damit zwei Karten nebeneinander Platz haben, solltest du die maximale Breite des `body` auf etwa `60rem` erhöhen.",
              solution: `Im HTML:

\`\`\`html
<div class="karten">
  <section class="karte">...</section>
  <section class="karte">...</section>
</div>
\`\`\`

Im CSS (zusätzlich zu deinen bisherigen Regeln):

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

Auf sehr schmalen Bildschirmen kann es im Header eng werden. Dann hilft eine weitere Regel: \`flex-wrap: wrap\` auf dem \`header\`.`,
            },
          ],
          quizzes: [
            {
              question: "Was bedeutet der Ansatz „Mobile First“ im CSS?",
              choices: [
                "Du schreibst zuerst die Stile für kleine Bildschirme und erweiterst sie mit Media Queries (min-width) für größere.",
                "Du entwickelst zuerst eine Smartphone-App und erst danach die Website.",
                "Du blendest auf Smartphones grundsätzlich alle Bilder aus, damit die Seite schneller lädt.",
                "Du testest deine Seite ausschließlich auf Mobilgeräten.",
              ],
              correctAnswer: 0,
              explanation:
                "Bei Mobile First ist die einfache, einspaltige Darstellung der Grundstil. Media Queries mit min-width fügen Anpassungen hinzu, sobald mehr Platz zur Verfügung steht.",
            },
          ],
        },
      ],
    },
    {
      title: "Interaktivität mit JavaScript",
      description:
        "Du lernst die Grundlagen von JavaScript, veränderst Seiten über das DOM, reagierst auf Klicks und lädst zum Abschluss echte Daten mit der Fetch-API – deine erste interaktive Webanwendung.",
      lessons: [
        {
          title: "JavaScript-Grundlagen und das DOM",
          content: `## Wozu JavaScript?

HTML und CSS beschreiben, wie eine Seite aufgebaut ist und aussieht. Sobald etwas *passieren* soll – ein Menü klappt auf, ein Formular meldet einen Fehler, ein Zähler zählt hoch –, kommt JavaScript ins Spiel. Es ist die einzige Programmiersprache, die alle Browser direkt ausführen.

## Skripte einbinden

Wie CSS lagerst du JavaScript in eine eigene Datei aus, etwa \`app.js\`, und bindest sie im \`<head>\` ein: \`<script src="app.js" defer></script>\`. Das Attribut \`defer\` sorgt dafür, dass das Skript erst ausgeführt wird, wenn das HTML vollständig eingelesen ist. Sonst würde dein Code nach Elementen suchen, die noch gar nicht existieren.

Zum Ausprobieren kleiner Befehle eignet sich die **Konsole** in den Entwicklerwerkzeugen. Mit \`console.log("Hallo")\` gibst du dort Werte aus – auch bei der Fehlersuche ist das dein bester Freund.

## Variablen, Datentypen und Funktionen

Werte speicherst du in **Variablen**. Modernes JavaScript kennt dafür zwei Schlüsselwörter:

- \`const\` für Werte, die nicht neu zugewiesen werden. Das sollte dein Standard sein.
- \`let\` für Werte, die sich ändern, etwa einen Zähler.

Das ältere \`var\` brauchst du nicht mehr. Die wichtigsten Datentypen sind Zahlen (\`42\`), Zeichenketten (\`"Hallo"\`), Wahrheitswerte (\`true\`, \`false\`), Arrays (\`[1, 2, 3]\`) und Objekte (\`{ name: "Lea", alter: 34 }\`).

Mit **Funktionen** fasst du Anweisungen zusammen, um sie wiederzuverwenden. Die Funktion \`function begruessen(name) { return "Hallo, " + name; }\` liefert beim Aufruf \`begruessen("Lea")\` den Text \`"Hallo, Lea"\` zurück.

## Das DOM: HTML als Baum

Wenn der Browser dein HTML einliest, baut er daraus das **DOM** (Document Object Model): einen Baum aus Objekten, den JavaScript lesen und verändern kann. Änderst du das DOM, aktualisiert der Browser sofort die Anzeige.

Die drei wichtigsten Handgriffe:

1. **Element finden**: \`document.querySelector("#zaehler")\` liefert das erste Element, das zum angegebenen Selektor passt. Du verwendest also dieselben Selektoren wie in CSS.
2. **Element ändern**: Über \`element.textContent\` setzt du den Text, mit \`element.classList.add("aktiv")\` fügst du eine Klasse hinzu.
3. **Auf Ereignisse reagieren**: \`element.addEventListener("click", meineFunktion)\` ruft deine Funktion auf, sobald jemand klickt.

## Event-Listener verstehen

Ein Event-Listener ist wie ein Auftrag an den Browser: „Sag mir Bescheid, wenn auf diesen Button geklickt wird, und führe dann diesen Code aus.“ Neben \`click\` gibt es viele weitere Ereignisse, zum Beispiel \`input\` (Eingabe in ein Textfeld), \`submit\` (ein Formular wird abgeschickt) oder \`keydown\` (eine Taste wird gedrückt).

Ein Tipp zum Schluss: Ändere das Aussehen möglichst über CSS-Klassen statt direkt über \`element.style\`. So bleibt die Gestaltung im Stylesheet, und JavaScript schaltet nur Zustände um.`,
          learningObjective:
            "Du kannst ein Skript einbinden, mit Variablen und Funktionen arbeiten und über das DOM Elemente finden, verändern und auf Klicks reagieren lassen.",
          estimatedMinutes: 30,
          codeExamples: [
            {
              title: "Das HTML für einen Klickzähler",
              description:
                "Eine Anzeige und zwei Buttons. Die IDs machen die Elemente für JavaScript leicht auffindbar, defer sorgt für den richtigen Zeitpunkt.",
              code: `<!DOCTYPE html>
<html lang="de">
  <head>
    <meta charset="UTF-8">
    <title>Klickzähler</title>
    <!-- defer: Skript erst ausführen, wenn das HTML eingelesen ist -->
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
              title: "Der Klickzähler in JavaScript",
              description:
                "Die Datei app.js sucht die Elemente heraus, merkt sich den Zählerstand in einer Variablen und reagiert mit Event-Listenern auf Klicks.",
              code: `// Elemente einmal heraussuchen und merken
const anzeige = document.querySelector("#zaehler");
const plusButton = document.querySelector("#plus");
const resetButton = document.querySelector("#zuruecksetzen");

let anzahl = 0; // let, weil sich der Wert ändert

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
              task: "Baue auf deiner Profilseite einen Dunkelmodus. Der Button mit dem Text „Dunkelmodus“ steht schon im HTML. Ein Klick soll dem `<body>` die Klasse `dunkel` geben, ein weiterer Klick sie wieder entfernen. Das CSS für `body.dunkel` (dunkler Hintergrund, helle Schrift) ist schon da. Zum Schluss soll der Button-Text passend zwischen „Dunkelmodus“ und „Hellmodus“ wechseln.",
              hint: 'Den `<body>` erreichst du direkt über `document.body`. Die Methode `classList.toggle("dunkel")` fügt die Klasse hinzu, wenn sie fehlt, und entfernt sie, wenn sie schon da ist. Für den Bonus hilft dir `classList.contains("dunkel")`, das `true` oder `false` liefert.',
              solution: `Im HTML: \`<button id="modus">Dunkelmodus</button>\` und im \`<head>\` \`<script src="app.js" defer></script>\`.

Im CSS:

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

  // Bonus: Beschriftung an den aktuellen Zustand anpassen
  if (document.body.classList.contains("dunkel")) {
    modusButton.textContent = "Hellmodus";
  } else {
    modusButton.textContent = "Dunkelmodus";
  }
});
\`\`\``,
              practice: {
                runtime: "web",
                starterFiles: [
                  {
                    name: "index.html",
                    content:
                      '<!DOCTYPE html>\n<html lang="de">\n<head>\n  <meta charset="utf-8">\n  <title>Mein Profil</title>\n  <link rel="stylesheet" href="style.css">\n</head>\n<body>\n  <h1>Hallo, ich bin Alex</h1>\n  <p>Ich lerne gerade Webentwicklung.</p>\n  <button id="modus">Dunkelmodus</button>\n  <script src="app.js"></script>\n</body>\n</html>\n',
                  },
                  {
                    name: "style.css",
                    content:
                      "body {\n  font-family: system-ui, sans-serif;\n  padding: 1rem;\n}\n\nbody.dunkel {\n  background-color: #1e1e1e;\n  color: #f0f0f0;\n}\n",
                  },
                  {
                    name: "app.js",
                    content:
                      'const modusButton = document.querySelector("#modus");\n\n// Dein Code: Ein Klick auf den Button schaltet die Klasse "dunkel" am <body> um.\n',
                  },
                ],
                solutionFiles: [
                  {
                    name: "index.html",
                    content:
                      '<!DOCTYPE html>\n<html lang="de">\n<head>\n  <meta charset="utf-8">\n  <title>Mein Profil</title>\n  <link rel="stylesheet" href="style.css">\n</head>\n<body>\n  <h1>Hallo, ich bin Alex</h1>\n  <p>Ich lerne gerade Webentwicklung.</p>\n  <button id="modus">Dunkelmodus</button>\n  <script src="app.js"></script>\n</body>\n</html>\n',
                  },
                  {
                    name: "style.css",
                    content:
                      "body {\n  font-family: system-ui, sans-serif;\n  padding: 1rem;\n}\n\nbody.dunkel {\n  background-color: #1e1e1e;\n  color: #f0f0f0;\n}\n",
                  },
                  {
                    name: "app.js",
                    content:
                      'const modusButton = document.querySelector("#modus");\n\nmodusButton.addEventListener("click", function () {\n  document.body.classList.toggle("dunkel");\n\n  if (document.body.classList.contains("dunkel")) {\n    modusButton.textContent = "Hellmodus";\n  } else {\n    modusButton.textContent = "Dunkelmodus";\n  }\n});\n',
                  },
                ],
                checks: [
                  {
                    id: "klick-an",
                    title: "Ein Klick auf „Dunkelmodus“ gibt dem <body> die Klasse dunkel",
                    code: 'const button = document.querySelector("#modus");\nif (!button) throw new Error("Es gibt keinen Button mit der id „modus“.");\ndocument.body.classList.remove("dunkel");\nbutton.click();\nexpectEqual(document.body.classList.contains("dunkel"), true);',
                  },
                  {
                    id: "klick-aus",
                    title: "Ein zweiter Klick entfernt die Klasse wieder",
                    code: 'const button = document.querySelector("#modus");\ndocument.body.classList.remove("dunkel");\nbutton.click();\nbutton.click();\nexpectEqual(document.body.classList.contains("dunkel"), false);',
                  },
                  {
                    id: "beschriftung",
                    title:
                      "Im Dunkelmodus heißt der Button „Hellmodus“, danach wieder „Dunkelmodus“",
                    hidden: true,
                    code: 'const button = document.querySelector("#modus");\nif (document.body.classList.contains("dunkel")) button.click();\nbutton.click();\nexpectEqual(button.textContent.trim(), "Hellmodus");\nbutton.click();\nexpectEqual(button.textContent.trim(), "Dunkelmodus");',
                  },
                ],
              },
            },
          ],
          quizzes: [
            {
              question:
                "Warum solltest du beim Einbinden eines Skripts im <head> das Attribut defer verwenden?",
              choices: [
                "Damit das Skript schneller heruntergeladen wird.",
                "Damit der Code für Besucherinnen und Besucher unsichtbar bleibt.",
                "Damit das Skript nur in modernen Browsern läuft.",
                "Damit das Skript erst ausgeführt wird, wenn das HTML vollständig eingelesen ist.",
              ],
              correctAnswer: 3,
              explanation:
                "Ohne defer würde das Skript sofort ausgeführt, noch bevor der Browser den <body> kennt. Aufrufe wie document.querySelector würden dann null liefern, weil die gesuchten Elemente noch nicht existieren.",
            },
          ],
        },
        {
          title: "Daten laden mit fetch: deine erste interaktive Seite",
          content: `## Daten von außen holen

Viele Webseiten zeigen Inhalte, die nicht fest im HTML stehen: Wetterdaten, Produktlisten, Kommentare. Diese Daten kommen von einer **API** (Application Programming Interface), einer Schnittstelle, die auf Anfrage strukturierte Daten liefert – meist im Format **JSON**. JSON sieht fast aus wie ein JavaScript-Objekt, zum Beispiel \`{ "id": 1, "title": "Einkaufen", "completed": false }\`.

## Die Fetch-API

Mit der eingebauten Funktion \`fetch()\` schickt dein Browser eine HTTP-Anfrage – genau wie beim Aufruf einer Seite, nur landet das Ergebnis bei deinem Code statt direkt auf dem Bildschirm. Weil eine Antwort über das Netz einen Moment dauert, arbeitet \`fetch()\` **asynchron**: Die Seite friert nicht ein, während sie wartet.

Am lesbarsten schreibst du das mit \`async\` und \`await\`:

\`\`\`javascript
async function ladeNutzer() {
  const antwort = await fetch("https://jsonplaceholder.typicode.com/users");
  const nutzer = await antwort.json();
  console.log(nutzer);
}
\`\`\`

- \`await\` pausiert die Funktion, bis das Ergebnis da ist.
- \`antwort.json()\` wandelt den Text der Antwort in JavaScript-Objekte um – auch das braucht ein \`await\`.
- \`await\` funktioniert nur in Funktionen, die mit \`async\` markiert sind.

## Fehler abfangen

Im Netz geht auch mal etwas schief: Das WLAN bricht ab, der Server ist überlastet, die Adresse stimmt nicht. Zwei Dinge solltest du wissen:

1. \`fetch()\` wirft nur bei Netzwerkfehlern eine Ausnahme. Ein \`404\` oder \`500\` gilt als ganz normale Antwort! Prüfe deshalb \`antwort.ok\`, das nur bei Statuscodes von 200 bis 299 \`true\` ist.
2. Mit \`try { ... } catch (fehler) { ... }\` fängst du Fehler ab und zeigst eine verständliche Meldung, statt dass die Seite einfach leer bleibt.

## Daten anzeigen

Sind die Daten da, baust du daraus mit DOM-Methoden die Anzeige: Für jeden Eintrag erzeugst du mit \`document.createElement("li")\` ein Listenelement, setzt \`textContent\` und hängst es mit \`append()\` an die Liste an. Verwende \`textContent\` statt \`innerHTML\`, wenn du fremde Daten einfügst. So kann kein eingeschleuster Code ausgeführt werden – ein wichtiger Grundsatz der Websicherheit.

## Ein Stolperstein: lokale Dateien

Öffnest du deine HTML-Datei per Doppelklick, beginnt die Adresse mit \`file://\`. Anfragen an eine öffentliche API klappen so meist trotzdem. Willst du aber eine lokale JSON-Datei laden, blockiert der Browser das aus Sicherheitsgründen. Gewöhn dir deshalb an, einen kleinen lokalen Server zu starten, etwa mit der VS-Code-Erweiterung „Live Server“ oder im Terminal mit \`npx serve\`.

## Geschafft!

Mit HTML, CSS, JavaScript und \`fetch()\` kennst du jetzt die Grundbausteine jeder modernen Webanwendung. Frameworks wie React oder Vue, die dir in Stellenanzeigen begegnen, bauen alle auf genau diesem Fundament auf.`,
          learningObjective:
            "Du kannst mit fetch, async und await Daten von einer API laden, Fehler sauber behandeln und die Ergebnisse sicher auf deiner Seite anzeigen.",
          estimatedMinutes: 35,
          codeExamples: [
            {
              title: "Das HTML für die Teamliste",
              description:
                "Ein Button startet das Laden, ein Absatz zeigt Statusmeldungen und eine leere Liste nimmt die Daten auf.",
              code: `<h1>Unser Team</h1>
<button id="laden">Team laden</button>

<!-- aria-live: Screenreader lesen Änderungen an dieser Meldung vor -->
<p id="meldung" aria-live="polite"></p>

<ul id="nutzerliste"></ul>`,
              language: "html",
            },
            {
              title: "Nutzerdaten laden und anzeigen",
              description:
                "Ein vollständiges Beispiel mit Ladehinweis, Prüfung des Statuscodes, Fehlerbehandlung und sicherer Ausgabe über textContent. Die Daten stammen von der kostenlosen Test-API JSONPlaceholder.",
              code: `const button = document.querySelector("#laden");
const liste = document.querySelector("#nutzerliste");
const meldung = document.querySelector("#meldung");

async function ladeNutzer() {
  meldung.textContent = "Lade Daten …";
  liste.replaceChildren(); // alte Einträge entfernen

  try {
    const antwort = await fetch("https://jsonplaceholder.typicode.com/users");

    // fetch wirft bei 404 oder 500 keinen Fehler, also selbst prüfen
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
              task: "Baue eine kleine Aufgabenliste, die ihre Daten beim Öffnen der Seite automatisch lädt. Hole die ersten zehn Aufgaben von `https://jsonplaceholder.typicode.com/todos?_limit=10` und zeige jeweils den Titel (`title`) als Listeneintrag an. Erledigte Aufgaben (`completed` ist `true`) sollen die Klasse `erledigt` bekommen und durchgestrichen erscheinen. Teste anschließend deine Fehlerbehandlung, indem du die Adresse absichtlich falsch schreibst, zum Beispiel `/todoz`.",
              hint: "Für das automatische Laden rufst du deine `async`-Funktion am Ende der Datei einfach direkt auf. Durchgestrichenen Text erzeugst du in CSS mit `text-decoration: line-through`. Lass dich nicht irritieren: Die Titel der Test-API sind Platzhaltertext in Pseudo-Latein.",
              solution: `Im HTML: \`<p id="meldung" aria-live="polite"></p>\` und \`<ul id="aufgaben"></ul>\`.

Im CSS:

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

// Direkt beim Laden der Seite ausführen
ladeAufgaben();
\`\`\`

Mit der falschen Adresse \`/todoz\` antwortet der Server mit \`404\`. Weil \`antwort.ok\` dann \`false\` ist, wirft dein Code selbst einen Fehler, und im \`catch\`-Block erscheint die Meldung.`,
            },
          ],
          quizzes: [
            {
              question:
                "Was passiert, wenn der Server auf eine fetch-Anfrage mit dem Statuscode 404 antwortet?",
              choices: [
                "fetch wirft sofort einen Fehler, der direkt im catch-Block landet.",
                "Die Antwort kommt ganz normal an, aber antwort.ok ist false – du musst den Fall selbst prüfen.",
                "Der Browser lädt die gesamte Seite automatisch neu.",
                "fetch wiederholt die Anfrage so lange, bis sie erfolgreich ist.",
              ],
              correctAnswer: 1,
              explanation:
                "fetch meldet nur Netzwerkfehler als Ausnahme. Auch eine Antwort mit 404 oder 500 ist aus Sicht von fetch erfolgreich angekommen. Deshalb prüfst du antwort.ok und wirfst bei Bedarf selbst einen Fehler.",
            },
          ],
        },
      ],
    },
  ],
};

export const webDevelopmentCourse = withExercises(course, webDevelopmentPractice);
