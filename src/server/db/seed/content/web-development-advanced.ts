import type { DemoCourse } from "./types";
import { webDevelopmentAdvancedPractice } from "./web-development-advanced.practice";
import { withExercises } from "./with-exercises";

const course: DemoCourse = {
  key: "web-development-advanced",
  language: "de",
  title: "Moderne Web-Apps mit React und TypeScript: Komponenten, Zustand, API-Anbindung",
  description:
    "In Stellenanzeigen für Frontend-Entwicklung stehen React und TypeScript fast immer ganz oben. In diesem Kurs lernst du beides so, wie es in Teams wirklich eingesetzt wird: Du beschreibst Daten mit Typen, baust wiederverwendbare Komponenten, verwaltest Zustand mit useState und useReducer und bindest eine API mit TanStack Query und zod-Validierung an. Voraussetzung sind sichere JavaScript-Kenntnisse im Browser, etwa aus dem Kurs „JavaScript im Browser“.",
  difficulty: "Advanced",
  skillArea: "web-development",
  estimatedHours: 8,
  modules: [
    {
      title: "Komponenten mit TypeScript",
      description:
        "Du beschreibst Daten und Props mit TypeScript-Typen, lässt dir vom Compiler Fehler zeigen, bevor sie im Browser passieren, und zerlegst Oberflächen in kleine, typisierte React-Komponenten.",
      lessons: [
        {
          title: "TypeScript-Grundlagen für React",
          content: `## Warum TypeScript?

JavaScript prüft erst zur Laufzeit, ob etwas zusammenpasst. Schreibst du \`aufgabe.titel\`, obwohl die Eigenschaft \`title\` heißt, merkst du das erst, wenn im Browser \`undefined\` erscheint – oder eine Kundin es dir meldet. **TypeScript** ergänzt JavaScript um Typen und prüft deinen Code schon beim Schreiben. Dein Editor unterstreicht den Fehler sofort und schlägt passende Eigenschaften vor. In Teams ist das Gold wert: Die Typen dokumentieren, welche Daten eine Funktion erwartet, und Umbauten werden deutlich sicherer.

TypeScript wird vor der Ausführung zu normalem JavaScript übersetzt. Im Browser laufen also keine Typen; sie sind ein Werkzeug für dich und den Compiler \`tsc\`.

## Typen annotieren

Variablen, Parameter und Rückgabewerte bekommen nach einem Doppelpunkt ihren Typ: \`function netto(brutto: number, satz: number): number\`. Oft musst du gar nichts angeben, weil TypeScript den Typ **ableitet**: Bei \`const name = "Lea"\` weiß es bereits, dass \`name\` ein \`string\` ist. Annotiere vor allem die Grenzen deines Codes – Funktionsparameter und Props.

## Objekte beschreiben: type und interface

Die Form eines Objekts beschreibst du mit \`type\` oder \`interface\`. Beide sind für Objekte fast gleichwertig; viele Teams nehmen \`interface\` für Objektformen und \`type\` für alles andere.

- \`titel: string\` – Pflichtfeld,
- \`notiz?: string\` – optional, kann fehlen,
- \`readonly id: number\` – darf nach dem Anlegen nicht geändert werden,
- \`tags: string[]\` – ein Array von Zeichenketten.

## Union- und Literaltypen

Besonders nützlich sind **Union-Typen**: \`type Status = "offen" | "in Arbeit" | "erledigt"\` erlaubt genau diese drei Zeichenketten. Ein Tippfehler wie \`"erleidgt"\` ist sofort ein Fehler. Unions gehen auch über ganze Objekte: Ein Ladezustand ist entweder \`{ status: "laden" }\`, \`{ status: "fehler"; meldung: string }\` oder \`{ status: "fertig"; daten: Aufgabe[] }\`. So eine **Discriminated Union** macht unmögliche Zustände unmöglich – es kann keine Fehlermeldung ohne Fehler geben.

## Narrowing: Typen eingrenzen

Prüfst du in einem \`if\` oder \`switch\` das gemeinsame Feld \`status\`, grenzt TypeScript den Typ im jeweiligen Zweig ein. Im Zweig \`"fehler"\` kennt es \`meldung\`, im Zweig \`"fertig"\` kennt es \`daten\`. Dasselbe gilt für \`typeof wert === "string"\` oder \`wert !== undefined\`.

## any vermeiden, unknown nutzen

\`any\` schaltet die Prüfung ab und sollte in deinem Code praktisch nicht vorkommen. Für Daten, deren Form du noch nicht kennst – etwa eine API-Antwort –, ist \`unknown\` richtig: TypeScript zwingt dich, die Daten erst zu prüfen, bevor du sie benutzt. In der letzten Lektion übernimmt das die Bibliothek zod für dich.

## Generics in einem Satz

Ein **Generic** ist ein Typ-Parameter: \`Array<Aufgabe>\` ist ein Array von Aufgaben, \`useState<Aufgabe[]>([])\` ein Zustand, der ein solches Array hält. Du wirst Generics in React vor allem benutzen, seltener selbst schreiben.`,
          learningObjective:
            "Du kannst Datenformen mit interface und Union-Typen beschreiben, Typen per Narrowing eingrenzen und unknown statt any für unbekannte Daten einsetzen.",
          estimatedMinutes: 20,
          codeExamples: [
            {
              title: "Aufgaben und Ladezustände typisieren",
              description:
                "Eine Discriminated Union beschreibt die drei möglichen Zustände einer Anfrage. Im switch grenzt TypeScript den Typ je Zweig ein. Ausführen mit: npx tsx zustand.ts",
              code: `type Status = "offen" | "in Arbeit" | "erledigt";

interface Aufgabe {
  readonly id: number;
  titel: string;
  status: Status;
  notiz?: string;
}

type Ladezustand =
  | { status: "laden" }
  | { status: "fehler"; meldung: string }
  | { status: "fertig"; daten: Aufgabe[] };

function beschreibe(zustand: Ladezustand): string {
  switch (zustand.status) {
    case "laden":
      return "Lade Aufgaben …";
    case "fehler":
      return "Fehler: " + zustand.meldung; // hier ist meldung bekannt
    case "fertig": {
      const offen = zustand.daten.filter((a) => a.status !== "erledigt");
      return \`\${offen.length} von \${zustand.daten.length} Aufgaben offen\`;
    }
  }
}

const beispiel: Ladezustand = {
  status: "fertig",
  daten: [
    { id: 1, titel: "Bewerbung schreiben", status: "erledigt" },
    { id: 2, titel: "React lernen", status: "in Arbeit", notiz: "Kapitel 2" },
  ],
};

console.log(beschreibe(beispiel)); // 1 von 2 Aufgaben offen
console.log(beschreibe({ status: "fehler", meldung: "Server nicht erreichbar" }));`,
              language: "typescript",
            },
          ],
          exercises: [
            {
              task: 'Beschreibe eine Bewerbung mit einem `interface Bewerbung`: `firma` (Text), `stelle` (Text), `gehalt` (Zahl, optional) und `phase` mit genau den Werten `"beworben"`, `"gespräch"`, `"zusage"`, `"absage"`. Schreibe dann eine Funktion `naechsterSchritt(b: Bewerbung): string`, die je Phase einen passenden Hinweis zurückgibt. Nutze einen `switch`; TypeScript soll meckern, wenn du später eine Phase hinzufügst und vergisst, sie zu behandeln.',
              hint: "Lege zuerst `type Phase = ...` als Union an. Für die Vollständigkeitsprüfung weist du im `default`-Zweig den Wert einer Variablen vom Typ `never` zu: `const rest: never = b.phase;` – das kompiliert nur, wenn alle Fälle behandelt sind.",
              solution: `\`\`\`typescript
type Phase = "beworben" | "gespräch" | "zusage" | "absage";

interface Bewerbung {
  firma: string;
  stelle: string;
  gehalt?: number;
  phase: Phase;
}

function naechsterSchritt(b: Bewerbung): string {
  switch (b.phase) {
    case "beworben":
      return \`Nach zwei Wochen bei \${b.firma} nachfragen.\`;
    case "gespräch":
      return \`Fragen zur Stelle „\${b.stelle}“ vorbereiten.\`;
    case "zusage":
      return b.gehalt === undefined ? "Gehalt verhandeln." : "Vertrag prüfen.";
    case "absage":
      return "Um Feedback bitten und weitermachen.";
    default: {
      const rest: never = b.phase;
      return rest;
    }
  }
}

console.log(naechsterSchritt({ firma: "Beispiel GmbH", stelle: "Junior Frontend", phase: "gespräch" }));
\`\`\`

Fügst du der Union später etwa \`"zurückgezogen"\` hinzu, meldet der Compiler im \`default\`-Zweig einen Fehler, weil \`"zurückgezogen"\` nicht \`never\` zugewiesen werden kann – du vergisst den neuen Fall also nie.`,
            },
          ],
          quizzes: [
            {
              question:
                "Eine API-Antwort hat eine noch unbekannte Form. Welchen Typ gibst du ihr, bevor du sie prüfst?",
              choices: [
                "any, damit der Compiler nicht stört.",
                "unknown, damit TypeScript eine Prüfung erzwingt, bevor du die Daten benutzt.",
                "object, weil JSON immer ein Objekt ist.",
                "never, weil die Form noch nicht feststeht.",
              ],
              correctAnswer: 1,
              explanation:
                "unknown ist das sichere Gegenstück zu any: Du kannst damit nichts tun, bis du den Typ geprüft hast. any würde jede Prüfung abschalten, und JSON kann auch ein Array, eine Zahl oder null sein.",
            },
          ],
        },
        {
          title: "Komponenten, Props und Listen",
          content: `## Komponenten: Funktionen, die Oberfläche liefern

Eine React-Komponente ist eine Funktion, deren Name mit einem Großbuchstaben beginnt und die **JSX** zurückgibt – eine HTML-ähnliche Schreibweise direkt in TypeScript. Aus \`<AufgabenListe aufgaben={liste} />\` wird beim Übersetzen ein ganz normaler Funktionsaufruf. Du kennst das Prinzip schon aus der eigenen \`render()\`-Funktion: Die Oberfläche wird aus Daten berechnet. React übernimmt dabei die Arbeit, nur die tatsächlich geänderten Teile des DOM anzufassen.

Ein paar Unterschiede zu HTML musst du dir merken:

- \`class\` heißt in JSX \`className\`, \`for\` heißt \`htmlFor\`.
- JavaScript-Ausdrücke stehen in geschweiften Klammern: \`<p>{aufgabe.titel}</p>\`.
- Eine Komponente gibt genau ein Wurzelelement zurück; brauchst du keins, nimm ein Fragment \`<>…</>\`.
- Text in geschweiften Klammern wird automatisch escaped. Eingeschleustes HTML wird – wie bei \`textContent\` – nur als Text angezeigt.

## Props typisieren

Daten bekommt eine Komponente über **Props**, ein Objekt mit Eigenschaften. Mit TypeScript beschreibst du sie in einem \`interface\`:

\`\`\`typescript
interface AufgabeZeileProps {
  aufgabe: Aufgabe;
  onUmschalten: (id: number) => void;
}
\`\`\`

Verwendest du die Komponente falsch – vergisst \`onUmschalten\` oder übergibst eine Zahl statt einer Aufgabe –, meldet der Compiler das sofort. Funktionen als Props beginnen nach Konvention mit \`on\`. So gibt eine Kind-Komponente Ereignisse an ihre Eltern weiter, ohne selbst zu wissen, was dort passiert.

## children: Komponenten verschachteln

Alles, was du zwischen öffnendes und schließendes Tag schreibst, kommt als Prop \`children\` an. Ihr Typ ist \`ReactNode\`. So baust du Hüllen wie eine \`Karte\`, die beliebigen Inhalt umrahmt. Diese **Komposition** ist in React der übliche Weg zur Wiederverwendung – Vererbung von Komponenten brauchst du nicht.

## Listen und das key-Attribut

Listen erzeugst du mit \`map()\`. Jedes Element braucht ein \`key\`-Attribut mit einem **stabilen, eindeutigen Wert**, meist der ID aus den Daten: \`aufgaben.map((a) => <AufgabeZeile key={a.id} aufgabe={a} … />)\`. Über den Key erkennt React, welcher Eintrag hinzugekommen, verschoben oder gelöscht wurde. Verwende nicht den Array-Index als Key, wenn sich die Reihenfolge ändern kann: Dann bleiben etwa Häkchen oder Eingaben am falschen Eintrag hängen.

## Bedingt anzeigen

Für bedingte Anzeige nutzt du normale Ausdrücke:

1. \`{liste.length === 0 && <p>Keine Aufgaben.</p>}\` zeigt den Text nur bei leerer Liste.
2. \`{erledigt ? "✓" : "offen"}\` wählt zwischen zwei Varianten.
3. Bei mehr Fällen gibst du früh mit \`return\` zurück, etwa für einen Ladezustand.

Vorsicht bei \`{anzahl && …}\`: Ist \`anzahl\` gleich \`0\`, rendert React eine sichtbare \`0\`. Schreibe besser \`{anzahl > 0 && …}\`.

## Gute Schnitte finden

Eine Komponente sollte eine Aufgabe haben. Wird sie länger als ein Bildschirm oder enthält sie mehrere Listen und Formulare, teile sie. Gute Kandidaten sind Dinge, die sich wiederholen (eine Zeile), die eine eigene Bedeutung haben (ein Formular) oder die mehrfach vorkommen (eine Karte).`,
          learningObjective:
            "Du kannst React-Komponenten mit typisierten Props und children schreiben, Listen mit stabilen Keys rendern und Inhalte bedingt anzeigen.",
          estimatedMinutes: 15,
          codeExamples: [
            {
              title: "Eine typisierte Aufgabenliste",
              description:
                "Drei kleine Komponenten: eine Karte mit children, eine Zeile mit Callback-Prop und die Liste mit Keys und leerem Zustand. Läuft in jedem Vite-Projekt mit der Vorlage react-ts (npm create vite@latest).",
              code: `import type { ReactNode } from "react";

export interface Aufgabe {
  id: number;
  titel: string;
  erledigt: boolean;
}

function Karte({ titel, children }: { titel: string; children: ReactNode }) {
  return (
    <section className="karte">
      <h2>{titel}</h2>
      {children}
    </section>
  );
}

interface AufgabeZeileProps {
  aufgabe: Aufgabe;
  onUmschalten: (id: number) => void;
}

function AufgabeZeile({ aufgabe, onUmschalten }: AufgabeZeileProps) {
  return (
    <li>
      <label>
        <input
          type="checkbox"
          checked={aufgabe.erledigt}
          onChange={() => onUmschalten(aufgabe.id)}
        />
        {aufgabe.titel}
      </label>
    </li>
  );
}

interface AufgabenListeProps {
  aufgaben: Aufgabe[];
  onUmschalten: (id: number) => void;
}

export function AufgabenListe({ aufgaben, onUmschalten }: AufgabenListeProps) {
  const offen = aufgaben.filter((a) => !a.erledigt).length;
  return (
    <Karte titel={\`Aufgaben (\${offen} offen)\`}>
      {aufgaben.length === 0 && <p>Noch keine Aufgaben – leg los!</p>}
      <ul>
        {aufgaben.map((a) => (
          <AufgabeZeile key={a.id} aufgabe={a} onUmschalten={onUmschalten} />
        ))}
      </ul>
    </Karte>
  );
}`,
              language: "typescript",
            },
          ],
          exercises: [
            {
              task: 'Schreibe eine Komponente `Hinweis` mit den Props `art` (nur `"info"`, `"warnung"` oder `"fehler"`) und `children`. Sie rendert ein `<div>` mit der CSS-Klasse `hinweis hinweis--<art>`. Bei `"fehler"` bekommt das `<div>` zusätzlich `role="alert"`, damit Screenreader die Meldung sofort vorlesen. Verwende sie in `AufgabenListe` statt des Absatzes für die leere Liste.',
              hint: 'Lege einen Union-Typ `type HinweisArt = "info" | "warnung" | "fehler"` an. Ein Attribut, das nur manchmal gesetzt werden soll, bekommt den Wert `undefined`, wenn es fehlen soll: `role={art === "fehler" ? "alert" : undefined}`.',
              solution: `\`\`\`typescript
import type { ReactNode } from "react";

type HinweisArt = "info" | "warnung" | "fehler";

export function Hinweis({ art, children }: { art: HinweisArt; children: ReactNode }) {
  return (
    <div
      className={\`hinweis hinweis--\${art}\`}
      role={art === "fehler" ? "alert" : undefined}
    >
      {children}
    </div>
  );
}

// in AufgabenListe:
{aufgaben.length === 0 && <Hinweis art="info">Noch keine Aufgaben – leg los!</Hinweis>}
\`\`\`

Versuchst du \`<Hinweis art="erfolg">\`, meldet TypeScript: Der Typ \`"erfolg"\` ist dem Typ \`HinweisArt\` nicht zuweisbar. React setzt Attribute mit dem Wert \`undefined\` gar nicht erst ins DOM.`,
            },
          ],
          quizzes: [
            {
              question:
                "Warum ist der Array-Index als key eine schlechte Wahl für eine Liste, die man sortieren und aus der man löschen kann?",
              choices: [
                "Weil React Zahlen als key nicht erlaubt.",
                "Weil der Index nach dem Sortieren oder Löschen zu einem anderen Eintrag gehört und React Zustand wie Häkchen dem falschen Element zuordnet.",
                "Weil der Index die Liste langsamer sortiert.",
              ],
              correctAnswer: 1,
              explanation:
                "React ordnet Elemente über den key zu. Ändert sich die Reihenfolge, gehört Index 0 plötzlich zu einem anderen Eintrag. Eine stabile ID aus den Daten bleibt dagegen immer beim selben Eintrag.",
            },
          ],
        },
      ],
    },
    {
      title: "Zustand und Server-Daten",
      description:
        "Du verwaltest Zustand nachvollziehbar mit useState und useReducer, teilst ihn zwischen Komponenten und lädst und änderst Server-Daten mit TanStack Query – validiert mit zod und mit sauberen Lade- und Fehlerzuständen.",
      lessons: [
        {
          title: "Zustand mit useState und useReducer",
          content: `## Was ist Zustand?

**Zustand** (State) sind Daten, die sich während der Nutzung ändern und die Anzeige beeinflussen: der Text in einem Eingabefeld, die Liste der Aufgaben, ob ein Menü offen ist. Props bekommt eine Komponente von außen; Zustand hält sie selbst. Ändert sich der Zustand, ruft React die Komponente erneut auf und aktualisiert das DOM – deine frühere \`render()\`-Funktion läuft also automatisch.

## useState

\`const [titel, setTitel] = useState("")\` liefert den aktuellen Wert und eine Funktion zum Ändern. Drei Regeln gelten:

1. **Nie direkt verändern.** \`aufgaben.push(neu)\` ändert das bestehende Array, React merkt davon nichts. Erzeuge stattdessen ein neues: \`setAufgaben([...aufgaben, neu])\`. Zum Ändern eines Eintrags nimmst du \`map()\`, zum Löschen \`filter()\`.
2. **Vom vorigen Wert ausgehen.** Hängt der neue Wert vom alten ab, übergib eine Funktion: \`setAnzahl((n) => n + 1)\`. So arbeitest du immer mit dem aktuellen Stand, auch wenn mehrere Änderungen kurz hintereinander passieren.
3. **Hooks nur oben aufrufen.** \`useState\` steht nie in einer Bedingung oder Schleife, sondern immer auf der obersten Ebene der Komponente.

## Kontrollierte Eingabefelder

Ein Eingabefeld ist **kontrolliert**, wenn sein Wert aus dem Zustand kommt: \`<input value={titel} onChange={(e) => setTitel(e.target.value)} />\`. So hast du jederzeit den aktuellen Text und kannst ihn prüfen oder nach dem Absenden leeren. Für größere Formulare nutzen Teams oft Bibliotheken wie react-hook-form, das Prinzip bleibt gleich.

## Abgeleitete Werte nicht speichern

Alles, was sich aus vorhandenem Zustand berechnen lässt, gehört **nicht** in einen eigenen Zustand. Die Zahl der offenen Aufgaben berechnest du beim Rendern mit \`aufgaben.filter(...)\`. Speicherst du sie zusätzlich, musst du beide Werte synchron halten – eine klassische Fehlerquelle.

## Zustand anheben

Brauchen zwei Geschwister-Komponenten dieselben Daten, etwa das Formular und die Liste, wandert der Zustand in die nächste gemeinsame Eltern-Komponente. Sie reicht die Daten als Props nach unten und Funktionen wie \`onHinzufuegen\` für Änderungen. Das nennt man **Lifting State Up**: Daten fließen nach unten, Ereignisse nach oben.

## useReducer: Änderungen an einem Ort

Wächst die Zahl der Änderungsarten – hinzufügen, umschalten, löschen, alle erledigten entfernen –, verteilt sich die Logik mit \`useState\` über viele Handler. \`useReducer\` sammelt sie in einer **Reducer-Funktion**: Sie bekommt den bisherigen Zustand und eine **Aktion** und gibt den neuen Zustand zurück. Die Aktionen beschreibst du als Discriminated Union, sodass TypeScript in jedem \`case\` weiß, welche Daten die Aktion trägt.

Der Reducer ist eine reine Funktion ohne Seiteneffekte. Das macht ihn leicht zu testen: Du rufst ihn mit einem Zustand und einer Aktion auf und vergleichst das Ergebnis – ganz ohne Browser.`,
          learningObjective:
            "Du kannst Zustand mit useState unveränderlich aktualisieren, ihn zwischen Komponenten teilen und komplexere Änderungen in einem typisierten Reducer bündeln.",
          estimatedMinutes: 25,
          codeExamples: [
            {
              title: "Aufgabenverwaltung mit useReducer",
              description:
                "Der Reducer beschreibt alle Änderungen an einem Ort, die Aktionen sind als Discriminated Union typisiert. Die Komponente enthält ein kontrolliertes Eingabefeld und leitet die Zahl der offenen Aufgaben ab.",
              code: `import { useReducer, useState, type FormEvent } from "react";

interface Aufgabe {
  id: number;
  titel: string;
  erledigt: boolean;
}

type Aktion =
  | { typ: "hinzufuegen"; titel: string }
  | { typ: "umschalten"; id: number }
  | { typ: "erledigteEntfernen" };

export function aufgabenReducer(aufgaben: Aufgabe[], aktion: Aktion): Aufgabe[] {
  switch (aktion.typ) {
    case "hinzufuegen":
      return [...aufgaben, { id: Date.now(), titel: aktion.titel, erledigt: false }];
    case "umschalten":
      return aufgaben.map((a) => (a.id === aktion.id ? { ...a, erledigt: !a.erledigt } : a));
    case "erledigteEntfernen":
      return aufgaben.filter((a) => !a.erledigt);
  }
}

export function Aufgaben() {
  const [aufgaben, dispatch] = useReducer(aufgabenReducer, []);
  const [titel, setTitel] = useState("");
  const offen = aufgaben.filter((a) => !a.erledigt).length; // abgeleitet, kein Zustand

  function absenden(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (titel.trim() === "") return;
    dispatch({ typ: "hinzufuegen", titel: titel.trim() });
    setTitel("");
  }

  return (
    <>
      <form onSubmit={absenden}>
        <label htmlFor="titel">Neue Aufgabe</label>
        <input id="titel" value={titel} onChange={(e) => setTitel(e.target.value)} />
        <button type="submit">Hinzufügen</button>
      </form>
      <p>{offen} offen</p>
      <ul>
        {aufgaben.map((a) => (
          <li key={a.id}>
            <label>
              <input
                type="checkbox"
                checked={a.erledigt}
                onChange={() => dispatch({ typ: "umschalten", id: a.id })}
              />
              {a.titel}
            </label>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => dispatch({ typ: "erledigteEntfernen" })}>
        Erledigte entfernen
      </button>
    </>
  );
}`,
              language: "typescript",
            },
          ],
          exercises: [
            {
              task: "Erweitere den Reducer um eine Aktion `umbenennen` mit `id` und neuem `titel`. Schreibe außerdem zwei Tests mit Vitest, die den Reducer ohne Browser prüfen: (1) `hinzufuegen` hängt eine offene Aufgabe an, (2) `umbenennen` ändert nur die gemeinte Aufgabe und lässt das ursprüngliche Array unverändert.",
              hint: 'Ergänze die Union um `{ typ: "umbenennen"; id: number; titel: string }` und behandle sie mit `map()` und dem Spread-Operator. Im Test prüfst du die Unveränderlichkeit, indem du das alte Array nach dem Aufruf mit `toEqual` gegen eine Kopie vergleichst oder `not.toBe` auf das Ergebnis anwendest.',
              solution: `Im Reducer:

\`\`\`typescript
// in type Aktion ergänzen:
//   | { typ: "umbenennen"; id: number; titel: string }
case "umbenennen":
  return aufgaben.map((a) => (a.id === aktion.id ? { ...a, titel: aktion.titel } : a));
\`\`\`

Tests (\`aufgaben.test.ts\`, ausführen mit \`npx vitest run\`):

\`\`\`typescript
import { describe, expect, it } from "vitest";
import { aufgabenReducer } from "./Aufgaben";

describe("aufgabenReducer", () => {
  it("hängt eine neue, offene Aufgabe an", () => {
    const danach = aufgabenReducer([], { typ: "hinzufuegen", titel: "Lebenslauf" });
    expect(danach).toHaveLength(1);
    expect(danach[0]).toMatchObject({ titel: "Lebenslauf", erledigt: false });
  });

  it("benennt nur die gemeinte Aufgabe um und verändert das alte Array nicht", () => {
    const vorher = [
      { id: 1, titel: "Alt", erledigt: false },
      { id: 2, titel: "Bleibt", erledigt: true },
    ];
    const danach = aufgabenReducer(vorher, { typ: "umbenennen", id: 1, titel: "Neu" });
    expect(danach.map((a) => a.titel)).toEqual(["Neu", "Bleibt"]);
    expect(vorher[0].titel).toBe("Alt");
    expect(danach).not.toBe(vorher);
  });
});
\`\`\``,
            },
          ],
          quizzes: [
            {
              question:
                "Eine Komponente führt den Zustand aufgaben und zusätzlich den Zustand anzahlOffen. Was ist daran problematisch?",
              choices: [
                "Nichts, mehr Zustand macht React schneller.",
                "anzahlOffen lässt sich aus aufgaben berechnen; als eigener Zustand kann er aus dem Takt geraten.",
                "React erlaubt nur einen useState pro Komponente.",
                "Zahlen dürfen nicht im Zustand gespeichert werden.",
              ],
              correctAnswer: 1,
              explanation:
                "Abgeleitete Werte berechnest du beim Rendern. Speicherst du sie doppelt, musst du bei jeder Änderung beide aktualisieren – vergisst du es einmal, zeigt die Oberfläche Widersprüchliches.",
            },
          ],
        },
        {
          title: "Server-Daten mit TanStack Query und zod",
          content: `## Server-Daten sind kein gewöhnlicher Zustand

Daten vom Server gehören dir nicht: Andere können sie gleichzeitig ändern, sie können veralten, und jede Anfrage kann scheitern. Wer sie mit \`useState\` und \`useEffect\` selbst lädt, schreibt immer wieder dieselben Dinge: Ladezustand, Fehlerzustand, Abbruch bei schnellem Seitenwechsel, erneutes Laden nach dem Speichern, Zwischenspeicher, damit beim Zurückspringen nicht jedes Mal ein Ladekreisel erscheint. Dabei entstehen leicht Fehler, etwa **Race Conditions**: Eine langsame alte Antwort kommt nach einer schnellen neuen an und überschreibt sie.

Deshalb nutzen die meisten React-Teams eine Bibliothek für Server-Daten. Sehr verbreitet ist **TanStack Query** (früher React Query).

## useQuery: Daten lesen

Eine Abfrage besteht aus zwei Teilen:

- dem **queryKey**, einem Array wie \`["aufgaben"]\` oder \`["aufgabe", 5]\`, das die Daten im Zwischenspeicher eindeutig benennt,
- der **queryFn**, einer asynchronen Funktion, die die Daten holt.

\`useQuery\` liefert ein Objekt mit \`data\`, \`isPending\`, \`isError\` und \`error\`. Fragen zwei Komponenten denselben Key ab, geht nur eine Anfrage raus. Mit \`queryOptions()\` fasst du Key und Funktion in einer **Factory** zusammen und verwendest sie überall gleich – so können sich keine Tippfehler in Keys einschleichen.

## useMutation: Daten ändern

Zum Anlegen, Ändern oder Löschen nimmst du \`useMutation\`. Nach Erfolg erklärst du die betroffenen Abfragen mit \`queryClient.invalidateQueries({ queryKey: ["aufgaben"] })\` für veraltet; TanStack Query lädt sie dann automatisch neu. \`mutation.isPending\` nutzt du, um den Button während des Speicherns zu deaktivieren – wie im vorigen Kurs, nur ohne eigenen Code dafür.

## Daten an der Grenze prüfen mit zod

\`antwort.json()\` liefert Daten ohne jede Garantie. Ein \`as Aufgabe[]\` würde den Compiler beruhigen, aber nichts prüfen. Besser ist es, die Antwort an der Grenze zu **validieren**. Mit der Bibliothek **zod** beschreibst du ein Schema; \`schema.parse(daten)\` prüft zur Laufzeit und wirft bei Abweichungen einen verständlichen Fehler. Den TypeScript-Typ leitest du mit \`z.infer<typeof schema>\` direkt aus dem Schema ab – Typ und Prüfung können so nie auseinanderlaufen. Wirft \`parse\`, landet der Fehler in \`error\` von \`useQuery\`, und deine Oberfläche zeigt den Fehlerzustand statt abzustürzen.

## Die drei Zustände sauber anzeigen

Eine Komponente mit Server-Daten prüft der Reihe nach:

1. \`isPending\` – ein Platzhalter (Skeleton) oder „Lädt …“,
2. \`isError\` – eine Meldung mit der Möglichkeit, es erneut zu versuchen (\`refetch()\`),
3. sonst die Daten, inklusive eines freundlichen leeren Zustands.

## Einrichtung

Einmal in der App legst du einen \`QueryClient\` an und umschließt alles mit \`<QueryClientProvider client={queryClient}>\`. Installiert wird mit \`npm install @tanstack/react-query zod\`. Zum Üben eignet sich wieder die Test-API JSONPlaceholder.`,
          learningObjective:
            "Du kannst Server-Daten mit TanStack Query laden und ändern, Antworten mit zod validieren und Lade-, Fehler- und leere Zustände sauber anzeigen.",
          estimatedMinutes: 25,
          codeExamples: [
            {
              title: "Aufgaben laden und anlegen mit TanStack Query",
              description:
                "Eine queryOptions-Factory mit zod-validierter Antwort, eine Mutation mit Invalidierung und eine Komponente mit allen drei Zuständen. Voraussetzung: npm install @tanstack/react-query zod, und die App ist von einem QueryClientProvider umschlossen.",
              code: `import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";

const BASIS = "https://jsonplaceholder.typicode.com";

const aufgabeSchema = z.object({
  id: z.number(),
  title: z.string(),
  completed: z.boolean(),
});
type Aufgabe = z.infer<typeof aufgabeSchema>;

async function holeJson(pfad: string, init?: RequestInit): Promise<unknown> {
  const antwort = await fetch(BASIS + pfad, {
    ...init,
    headers: { "Content-Type": "application/json" },
  });
  if (!antwort.ok) throw new Error(\`Status \${antwort.status}\`);
  return antwort.json();
}

export const aufgabenQuery = queryOptions({
  queryKey: ["aufgaben"],
  queryFn: async (): Promise<Aufgabe[]> =>
    z.array(aufgabeSchema).parse(await holeJson("/todos?userId=1")),
});

export function AufgabenSeite() {
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery(aufgabenQuery);
  const anlegen = useMutation({
    mutationFn: async (title: string) =>
      aufgabeSchema.parse(
        await holeJson("/todos", {
          method: "POST",
          body: JSON.stringify({ title, completed: false, userId: 1 }),
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aufgabenQuery.queryKey }),
  });

  if (isPending) return <p>Lädt …</p>;
  if (isError)
    return (
      <div role="alert">
        Aufgaben konnten nicht geladen werden.{" "}
        <button type="button" onClick={() => refetch()}>Erneut versuchen</button>
      </div>
    );

  return (
    <>
      <button
        type="button"
        disabled={anlegen.isPending}
        onClick={() => anlegen.mutate("Portfolio veröffentlichen")}
      >
        {anlegen.isPending ? "Speichert …" : "Beispielaufgabe anlegen"}
      </button>
      {data.length === 0 ? (
        <p>Keine Aufgaben vorhanden.</p>
      ) : (
        <ul>
          {data.map((a) => (
            <li key={a.id}>{a.completed ? "✓ " : ""}{a.title}</li>
          ))}
        </ul>
      )}
    </>
  );
}`,
              language: "typescript",
            },
          ],
          exercises: [
            {
              task: "Baue eine Detailansicht `AufgabeDetail` mit der Prop `id: number`. Lege dafür eine Factory `aufgabeQuery(id)` an, die `/todos/<id>` lädt und mit `aufgabeSchema` validiert. Die Komponente zeigt Laden, Fehler und den Titel an. Ein Button „Als erledigt markieren“ schickt per `useMutation` ein `PATCH` mit `{ completed: true }` und invalidiert danach sowohl die Detail- als auch die Listenabfrage.",
              hint: 'Der Key muss die ID enthalten, sonst teilen sich alle Details einen Eintrag im Zwischenspeicher: `queryKey: ["aufgaben", id]`. Weil `invalidateQueries` Keys als Präfix vergleicht, trifft `{ queryKey: ["aufgaben"] }` die Liste und alle Details auf einmal.',
              solution: `\`\`\`typescript
export const aufgabeQuery = (id: number) =>
  queryOptions({
    queryKey: ["aufgaben", id],
    queryFn: async () => aufgabeSchema.parse(await holeJson(\`/todos/\${id}\`)),
  });

export function AufgabeDetail({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery(aufgabeQuery(id));
  const erledigen = useMutation({
    mutationFn: async () =>
      aufgabeSchema.parse(
        await holeJson(\`/todos/\${id}\`, {
          method: "PATCH",
          body: JSON.stringify({ completed: true }),
        }),
      ),
    // Präfix ["aufgaben"] trifft die Liste und alle Detailabfragen
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["aufgaben"] }),
  });

  if (isPending) return <p>Lädt …</p>;
  if (isError) return <p role="alert">Diese Aufgabe konnte nicht geladen werden.</p>;

  return (
    <article>
      <h2>{data.title}</h2>
      <p>{data.completed ? "Erledigt" : "Offen"}</p>
      <button
        type="button"
        disabled={data.completed || erledigen.isPending}
        onClick={() => erledigen.mutate()}
      >
        Als erledigt markieren
      </button>
    </article>
  );
}
\`\`\`

Hinweis: JSONPlaceholder bestätigt das PATCH, speichert es aber nicht. Nach dem Neuladen zeigt die Detailansicht deshalb wieder „Offen“ – gegen eine echte API bleibt die Änderung erhalten.`,
            },
          ],
          quizzes: [
            {
              question:
                "Wozu validierst du eine API-Antwort mit zod, statt sie mit as Aufgabe[] zu typisieren?",
              choices: [
                "Weil as in TypeScript verboten ist.",
                "Weil zod die Daten zur Laufzeit prüft; as beruhigt nur den Compiler und prüft nichts.",
                "Weil zod die Anfrage schneller macht.",
                "Weil TanStack Query ohne zod nicht funktioniert.",
              ],
              correctAnswer: 1,
              explanation:
                "Typen existieren nur beim Übersetzen. Liefert der Server etwas anderes als erwartet, fällt das mit as erst viel später als seltsamer Fehler auf. zod.parse erkennt die Abweichung sofort an der Grenze, und der Fehler landet sauber im Fehlerzustand der Abfrage.",
            },
          ],
        },
      ],
    },
  ],
};

export const webDevelopmentAdvancedCourse = withExercises(course, webDevelopmentAdvancedPractice);
