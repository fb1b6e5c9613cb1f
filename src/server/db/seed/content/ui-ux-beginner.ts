import type { DemoCourse } from "./types";

/**
 * Demo-Kurs „UI/UX-Design Grundlagen“.
 * Durchgehendes Beispiel: die Online-Terminbuchung einer Physiotherapiepraxis
 * („Praxis Bewegung“), die heute vor allem per Telefon läuft.
 */
export const uiUxBeginnerCourse: DemoCourse = {
  key: "ui-ux-beginner",
  language: "de",
  title: "UI/UX-Design Grundlagen: Von der Nutzerfrage zum klickbaren Prototyp",
  description:
    "Du willst Produkte gestalten, die Menschen wirklich verstehen und gern benutzen? In diesem Kurs gehst du den ganzen Weg einmal selbst: Du formulierst die richtige Nutzerfrage, führst kurze Interviews, skizzierst Abläufe und Wireframes, legst Schrift, Farben und Abstände fest testest einen klickbaren Prototyp mit echten Menschen und machst daraus dein erstes Fallbeispiel fürs Portfolio. Durchgehendes Beispiel ist die Online-Terminbuchung einer Physiotherapiepraxis. Vorkenntnisse brauchst du keine – Papier, Stift und ein kostenloses Figma-Konto reichen.",
  difficulty: "Beginner",
  skillArea: "ui-ux",
  estimatedHours: 4,
  modules: [
    // ------------------------------------------------------------------
    // Modul 1: Verstehen, bevor du gestaltest
    // ------------------------------------------------------------------
    {
      title: "Verstehen, bevor du gestaltest",
      description:
        "Du lernst, was UX und UI unterscheidet, wie ein Designprozess abläuft und wie du mit kurzen Interviews herausfindest, was Nutzerinnen und Nutzer wirklich brauchen.",
      lessons: [
        {
          title: "Was UX und UI wirklich bedeuten",
          content: `## Zwei Begriffe, eine Aufgabe

**UX** steht für *User Experience*, also das gesamte Erlebnis, das ein Mensch mit einem Produkt hat: Findet er, was er sucht? Versteht er, was als Nächstes passiert? Fühlt er sich am Ende sicher oder verunsichert? **UI** steht für *User Interface*, die sichtbare Oberfläche: Buttons, Formulare, Schrift, Farben, Abstände.

Ein Vergleich aus dem Alltag: In einem Supermarkt ist die UX die Frage, ob du in zehn Minuten alles auf deinem Einkaufszettel findest und an der Kasse nicht ewig wartest. Die UI sind Schilder, Regale und Preisetiketten. Schöne Schilder helfen wenig, wenn die Milch an drei verschiedenen Stellen steht.

## Warum Quereinsteigende hier gute Karten haben

UX-Design ist zum großen Teil Zuhören, Beobachten und Ordnen. Viele Fähigkeiten bringst du schon mit:

- Aus dem **Einzelhandel** oder der **Gastronomie** kennst du die Fragen und Frustrationen von Kundschaft aus erster Hand.
- Aus der **Pflege** oder der **Sozialarbeit** weißt du, wie man Gespräche führt, ohne jemandem Worte in den Mund zu legen.
- Aus der **Verwaltung** kennst du Formulare, die niemand versteht – und weißt, was sie kosten.

## Der Designprozess in vier Schritten

Ein verbreitetes Modell ist der *Double Diamond*. Er beschreibt zweimal dasselbe Muster: erst öffnen, dann verdichten.

1. **Entdecken:** Du sammelst, wie Menschen ein Problem heute lösen, zum Beispiel durch Interviews oder Beobachtung.
2. **Definieren:** Du verdichtest das Gesammelte zu einer klaren Problemstellung.
3. **Entwickeln:** Du skizzierst mehrere Lösungsideen, statt dich sofort auf eine festzulegen.
4. **Ausliefern:** Du baust einen Prototyp, testest ihn und verbesserst ihn.

## Unser Beispiel: Praxis Bewegung

Eine Physiotherapiepraxis vergibt Termine fast nur per Telefon. Das Telefon klingelt während der Behandlungen, Patientinnen kommen nicht durch, Termine werden auf Zetteln notiert. Die Praxis wünscht sich „eine App“. Eine gute Designerin fragt zuerst: *Wer* bucht hier eigentlich *was*, in welcher Situation – und woran scheitert es heute?

Daraus entsteht eine **Nutzerfrage** im Format „Wie könnten wir …?“:

> Wie könnten wir Berufstätigen mit Rezept helfen, in weniger als zwei Minuten einen passenden Folgetermin zu buchen, ohne während der Arbeitszeit telefonieren zu müssen?

Diese Frage nennt eine Zielgruppe, ein Bedürfnis und ein messbares Ziel. Sie legt aber noch keine Lösung fest – vielleicht ist am Ende gar keine App nötig, sondern ein einfaches Buchungsformular auf der Website.

## Das Wichtigste in Kürze

- UX ist das ganze Erlebnis, UI die sichtbare Oberfläche; beides gehört zusammen.
- Gutes Design beginnt mit Verstehen, nicht mit Farben.
- Eine Nutzerfrage beschreibt Zielgruppe, Bedürfnis und Ziel, aber keine fertige Lösung.`,
          learningObjective:
            "Du kannst UX und UI voneinander abgrenzen, die vier Phasen des Double Diamond nennen und eine Nutzerfrage im Format „Wie könnten wir …?“ formulieren.",
          estimatedMinutes: 12,
          codeExamples: [
            {
              title: "Steckbrief einer Nutzerfrage",
              description:
                "So kannst du eine Nutzerfrage mit ihren Annahmen festhalten, zum Beispiel in einem geteilten Dokument oder einem Ticket. Die Annahmen prüfst du später in den Interviews.",
              code: `{
  "projekt": "Online-Terminbuchung Praxis Bewegung",
  "nutzerfrage": "Wie könnten wir Berufstätigen mit Rezept helfen, in weniger als zwei Minuten einen passenden Folgetermin zu buchen, ohne während der Arbeitszeit telefonieren zu müssen?",
  "zielgruppe": "Berufstätige Patientinnen und Patienten mit Folgerezept",
  "beduerfnis": "Termin außerhalb der Arbeitszeit sicher buchen",
  "erfolgsmass": "Buchung in unter 2 Minuten, weniger Anrufe in der Praxis",
  "annahmen": [
    "Die meisten buchen Folgetermine, nicht Ersttermine",
    "Viele wollen abends vom Smartphone aus buchen",
    "Die Rezeptnummer kennen die wenigsten auswendig"
  ]
}`,
              language: "json",
            },
          ],
          exercises: [
            {
              task: "Denk an einen Dienst, den du regelmäßig nutzt und der dich nervt, zum Beispiel die Terminvergabe beim Bürgeramt, die App deines Fitnessstudios oder das Bestellsystem in deiner Firma. Formuliere dazu eine Nutzerfrage im Format „Wie könnten wir [Zielgruppe] helfen, [Bedürfnis], damit/ohne [Ziel oder Hindernis]?“ und notiere drei Annahmen, die du noch prüfen müsstest.",
              hint: "Achte darauf, dass in deiner Frage keine Lösung steckt. „Wie könnten wir eine App bauen …“ legt die Lösung schon fest – frag stattdessen nach dem Bedürfnis dahinter.",
              solution: `Ein Beispiel zum Bürgeramt:

> Wie könnten wir Menschen im Schichtdienst helfen, einen Termin für einen neuen Personalausweis zu bekommen, ohne mehrere Tage hintereinander um 7 Uhr die Buchungsseite neu zu laden?

Annahmen, die noch zu prüfen sind:

1. Die meisten Termine sind innerhalb weniger Minuten nach Freischaltung vergeben.
2. Schichtarbeitende können nicht zu festen Uhrzeiten online sein.
3. Viele würden auch einen Termin in einem anderen Stadtteil nehmen, wenn er früher ist.

Die Frage nennt Zielgruppe (Schichtdienst), Bedürfnis (Termin bekommen) und Hindernis (Neuladen zu festen Zeiten), legt aber nicht fest, ob die Lösung eine Warteliste, eine Benachrichtigung oder etwas ganz anderes ist.`,
            },
          ],
          quizzes: [
            {
              question: "Welche Aussage beschreibt den Unterschied zwischen UX und UI am besten?",
              choices: [
                "UX ist die Programmierung, UI ist das Design.",
                "UX betrifft nur Apps, UI betrifft nur Websites.",
                "UX ist das gesamte Erlebnis mit einem Produkt, UI die sichtbare Oberfläche.",
                "UX und UI sind zwei Namen für dieselbe Tätigkeit.",
              ],
              correctAnswer: 2,
              explanation:
                "UX umfasst das ganze Erlebnis – vom Finden über das Verstehen bis zum Gefühl danach. Die UI ist ein Teil davon: die Oberfläche mit Buttons, Schrift und Farben. Mit Programmierung hat die Unterscheidung nichts zu tun, und beides gilt für Apps wie Websites.",
            },
          ],
        },
        {
          title: "Nutzerinterviews führen und auswerten",
          content: `## Warum du mit Menschen sprechen musst

Die größte Gefahr im Design ist, von dir selbst auf alle anderen zu schließen. Du buchst vielleicht gern online – die 70-jährige Stammpatientin der Praxis vielleicht nicht. Schon **fünf kurze Interviews** zeigen dir meist die wichtigsten Muster. Sie kosten eine Woche Zeit und ersparen dir Monate, in denen du das Falsche baust.

## Der Gesprächsleitfaden

Ein Interview dauert 20 bis 30 Minuten. Du bereitest einen Leitfaden mit offenen Fragen vor, hältst dich aber nicht sklavisch daran. Bewährt hat sich dieser Ablauf:

1. **Einstieg:** Wer bist du, worum geht es, wie lange dauert es? Bitte um Erlaubnis für Notizen.
2. **Kontext:** „Erzähl mir von deinem letzten Termin bei der Physiotherapie. Wie kam der zustande?“
3. **Vertiefen:** „Was war dabei schwierig?“ – „Wie hast du das gelöst?“
4. **Abschluss:** „Gibt es etwas, das ich nicht gefragt habe, aber wissen sollte?“

Frag nach **konkretem, vergangenem Verhalten**, nicht nach Meinungen über die Zukunft. „Würdest du eine Buchungs-App nutzen?“ beantworten fast alle mit Ja. „Wie hast du deinen letzten Termin gebucht?“ zeigt dir, was wirklich passiert.

## Typische Fehler und wie du sie vermeidest

- **Suggestivfragen:** „Das Telefonieren nervt dich sicher, oder?“ Besser: „Wie lief das Telefonat?“
- **Geschlossene Fragen:** „Buchst du abends?“ Besser: „Wann und wo kümmerst du dich um solche Termine?“
- **Die eigene Idee verkaufen:** Im Interview zeigst du noch keine Lösung. Du willst lernen, nicht überzeugen.
- **Schweigen füllen:** Halte nach einer Antwort zwei, drei Sekunden aus. Oft kommt dann das Wichtigste.

## Auswerten mit einer Affinity Map

Nach den Gesprächen schreibst du jede Beobachtung auf einen eigenen Klebezettel (oder eine digitale Karte in einem Whiteboard-Tool): ein Zitat, ein Problem, ein Workaround. Dann sortierst du die Zettel gemeinsam mit anderen in Gruppen, bis Muster sichtbar werden, zum Beispiel:

- „Ich komme nur in der Mittagspause durch“ (vier von fünf Personen)
- „Ich weiß nicht, wie viele Termine mein Rezept noch hat“ (drei von fünf)
- „Ich will meine feste Therapeutin behalten“ (fünf von fünf)

Der letzte Punkt ist eine echte Entdeckung: Ein Buchungssystem, das einfach den nächsten freien Termin irgendeiner Therapeutin anbietet, würde an einem zentralen Bedürfnis vorbeigehen.

## Von Mustern zur Persona

Aus den Mustern kannst du eine schlanke **Persona** ableiten: eine erfundene, aber auf echten Daten beruhende Person, etwa „Sandra, 41, Lageristin im Schichtdienst, hat ein Rezept über sechs Termine und will bei ihrem Therapeuten Jonas bleiben“. Die Persona hilft dem Team, Entscheidungen an einem konkreten Menschen zu prüfen: Würde Sandra das verstehen? Hätte Sandra dafür Zeit?

## Das Wichtigste in Kürze

- Fünf Interviews reichen für die ersten Muster.
- Frag nach vergangenem Verhalten, offen und ohne Suggestion.
- Eine Affinity Map macht aus vielen Einzelbeobachtungen wenige, belastbare Erkenntnisse.`,
          learningObjective:
            "Du kannst einen Interviewleitfaden mit offenen Fragen erstellen, typische Fragefehler vermeiden und Beobachtungen mit einer Affinity Map zu Mustern verdichten.",
          estimatedMinutes: 15,
          codeExamples: [
            {
              title: "Interviewleitfaden als wiederverwendbare Vorlage",
              description:
                "Ein Leitfaden als strukturierte Vorlage: Du kannst ihn für jedes Projekt kopieren und anpassen. Die Zeitangaben helfen dir, im Gespräch nicht zu überziehen.",
              code: `{
  "thema": "Wie Patientinnen und Patienten Physiotherapie-Termine buchen",
  "dauerMinuten": 25,
  "ablauf": [
    { "phase": "Einstieg", "minuten": 3, "fragen": ["Darf ich mir Notizen machen?"] },
    {
      "phase": "Kontext",
      "minuten": 8,
      "fragen": [
        "Erzähl mir von deinem letzten Termin. Wie kam der zustande?",
        "Wo warst du gerade, als du dich darum gekümmert hast?"
      ]
    },
    {
      "phase": "Vertiefen",
      "minuten": 10,
      "fragen": ["Was war dabei schwierig?", "Wie hast du das gelöst?"]
    },
    {
      "phase": "Abschluss",
      "minuten": 4,
      "fragen": ["Gibt es etwas, das ich nicht gefragt habe, aber wissen sollte?"]
    }
  ]
}`,
              language: "json",
            },
          ],
          exercises: [
            {
              task: "Formuliere diese drei Interviewfragen so um, dass sie offen sind, nach vergangenem Verhalten fragen und nichts vorgeben: (1) „Fändest du eine App zur Terminbuchung praktisch?“ (2) „Telefonieren mit der Praxis ist umständlich, oder?“ (3) „Buchst du lieber morgens oder abends?“",
              hint: "Gute Interviewfragen beginnen oft mit „Erzähl mir von …“, „Wie …“ oder „Was …“ und beziehen sich auf ein konkretes Erlebnis, zum Beispiel den letzten Termin.",
              solution: `Mögliche Umformulierungen:

1. „Fändest du eine App praktisch?“ → **„Erzähl mir, wie du deinen letzten Termin vereinbart hast.“** Die ursprüngliche Frage fragt nach einer Meinung über die Zukunft und zeigt schon eine Lösung.
2. „Telefonieren ist umständlich, oder?“ → **„Wie lief das letzte Telefonat mit der Praxis?“** Die ursprüngliche Frage legt die Antwort nahe (Suggestivfrage).
3. „Morgens oder abends?“ → **„Wann und wo kümmerst du dich normalerweise um solche Termine?“** Die ursprüngliche Frage lässt nur zwei Antworten zu und verdeckt zum Beispiel die Mittagspause.`,
            },
          ],
          quizzes: [
            {
              question: "Welche Interviewfrage liefert dir die verlässlichsten Erkenntnisse?",
              choices: [
                "„Wie hast du deinen letzten Termin gebucht?“",
                "„Würdest du unsere neue Buchungs-App nutzen?“",
                "„Findest du Online-Buchung nicht auch praktischer?“",
              ],
              correctAnswer: 0,
              explanation:
                "Fragen nach konkretem, vergangenem Verhalten zeigen, was Menschen wirklich tun. Fragen nach zukünftigem Verhalten werden aus Höflichkeit oft mit Ja beantwortet, und Suggestivfragen geben die Antwort bereits vor.",
            },
          ],
        },
      ],
    },
    // ------------------------------------------------------------------
    // Modul 2: Gestalten und testen
    // ------------------------------------------------------------------
    {
      title: "Gestalten und testen",
      description:
        "Du machst aus deinen Erkenntnissen Abläufe und Wireframes, legst ein einfaches visuelles System fest, prüfst einen klickbaren Prototyp in einem Usability-Test und erzählst das Projekt als Fallbeispiel fürs Portfolio.",
      lessons: [
        {
          title: "Vom Ablauf zum Wireframe",
          content: `## Erst der Weg, dann die Screens

Bevor du einen einzigen Bildschirm zeichnest, beschreibst du den **User Flow**: die Schritte, die eine Person vom Auslöser bis zum Ziel geht. Für Sandra aus der letzten Lektion sieht der wichtigste Ablauf so aus:

1. Sandra öffnet in der Mittagspause die Website der Praxis auf dem Smartphone.
2. Sie wählt „Folgetermin buchen“.
3. Sie wählt ihren Therapeuten Jonas.
4. Sie sieht freie Termine der nächsten zwei Wochen und wählt einen aus.
5. Sie gibt Name und Telefonnummer ein und bestätigt.
6. Sie bekommt eine Bestätigung mit einem Link „In den Kalender eintragen“.

Jeder Schritt ist eine Frage: Ist er nötig? Kann er wegfallen? Muss Sandra sich hier etwas merken, das sie nicht weiß? Im Interview kam heraus, dass kaum jemand die Rezeptnummer kennt – also fragen wir sie nicht online ab, sondern beim Termin in der Praxis.

## Informationsarchitektur: Was gehört wohin?

Die **Informationsarchitektur** ordnet Inhalte so, dass Menschen sie finden. Faustregeln:

- Benenne Dinge mit den Worten deiner Nutzer, nicht mit internen Begriffen. Die Praxis sagt „Verordnung“, Patienten sagen „Rezept“.
- Die häufigste Aufgabe gehört an die prominenteste Stelle. Bei uns: Folgetermin buchen, nicht die Geschichte der Praxis.
- Wenn du unsicher bist, hilft ein **Card Sorting**: Menschen sortieren Begriffe auf Karten in Gruppen, die ihnen logisch erscheinen.

## Wireframes: Skizzen ohne Farbe

Ein **Wireframe** ist ein grober Bauplan eines Bildschirms: Kästen für Bilder, Linien für Text, Rechtecke für Buttons. Bewusst ohne Farben und Schriften, damit sich alle auf Struktur und Ablauf konzentrieren statt auf Geschmacksfragen.

So gehst du vor:

- **Mobil zuerst:** Zeichne zuerst die Smartphone-Ansicht. Wenn der Ablauf auf 390 Pixeln Breite funktioniert, funktioniert er auch auf dem großen Bildschirm.
- **Papier vor Software:** Die ersten Varianten skizzierst du in wenigen Minuten auf Papier. Drei schnelle Varianten sind wertvoller als eine perfekte.
- **Eine Hauptaktion pro Screen:** Jeder Bildschirm hat genau einen auffälligen Button, zum Beispiel „Termin auswählen“.
- **Echte Inhalte:** Schreib echte Beschriftungen statt Platzhaltertext. „Di, 14. Mai, 12:30 Uhr bei Jonas“ zeigt sofort, ob der Platz reicht.

## Hierarchie auf dem Bildschirm

Menschen lesen Bildschirme nicht, sie **scannen** sie. Deshalb ordnest du Elemente nach Wichtigkeit: oben die Überschrift, die sagt, wo man ist („Folgetermin bei Jonas“), darunter die Auswahl, ganz unten die Hauptaktion. Zusammengehörige Dinge stehen nah beieinander, Unabhängiges bekommt mehr Abstand – das nennt man das **Gesetz der Nähe**.

## Das Wichtigste in Kürze

- Der User Flow kommt vor den Screens; streiche jeden Schritt, der nicht nötig ist.
- Benenne Inhalte mit den Worten deiner Nutzer.
- Wireframes sind schnell, grau und mobil zuerst – mit echten Texten und einer Hauptaktion pro Screen.`,
          learningObjective:
            "Du kannst einen User Flow für eine Kernaufgabe aufschreiben, unnötige Schritte erkennen und daraus mobile Wireframes mit klarer Hierarchie skizzieren.",
          estimatedMinutes: 15,
          codeExamples: [
            {
              title: "Ein User Flow mit Entscheidungsfragen",
              description:
                "Den Ablauf strukturiert festzuhalten zwingt dich, jeden Schritt zu begründen. Das Feld „frage“ notiert, was du im Test prüfen willst.",
              code: `{
  "aufgabe": "Folgetermin buchen",
  "persona": "Sandra, 41, Schichtdienst, bucht in der Mittagspause",
  "schritte": [
    { "screen": "Start", "aktion": "Folgetermin buchen", "frage": "Findet sie den Einstieg sofort?" },
    { "screen": "Therapeut wählen", "aktion": "Jonas antippen", "frage": "Erkennt sie Jonas am Foto?" },
    { "screen": "Termine", "aktion": "Di 12:30 wählen", "frage": "Reichen zwei Wochen Vorschau?" },
    { "screen": "Kontaktdaten", "aktion": "Name und Telefon", "frage": "Fehlt ihr eine Angabe?" },
    { "screen": "Bestätigung", "aktion": "In den Kalender", "frage": "Fühlt sie sich sicher, dass es geklappt hat?" }
  ],
  "gestrichen": ["Rezeptnummer eingeben", "Konto anlegen"]
}`,
              language: "json",
            },
          ],
          exercises: [
            {
              task: "Skizziere auf Papier drei unterschiedliche Wireframe-Varianten für den Screen „Termine“ der Praxis Bewegung in Smartphone-Größe (zum Beispiel Liste, Kalender, Vorschlag der drei nächsten Termine). Notiere zu jeder Variante einen Vorteil und einen Nachteil und entscheide dich für eine.",
              hint: "Nimm dir pro Variante höchstens fünf Minuten. Denk an Sandra: Sie hat wenig Zeit, will bei Jonas bleiben und bucht mit dem Daumen auf dem Smartphone.",
              solution: `Eine mögliche Bewertung:

| Variante | Vorteil | Nachteil |
| --- | --- | --- |
| Liste aller freien Termine | leicht zu scannen, große Tippflächen | wird bei vielen Terminen lang |
| Monatskalender | vertraut, zeigt den Überblick | kleine Tippflächen, freie Zeiten erst nach einem weiteren Tipp sichtbar |
| Drei Vorschläge plus „Weitere Termine“ | schnellster Weg für die meisten | wer einen bestimmten Tag braucht, muss weiterklicken |

Für Sandra passt die dritte Variante am besten: Die meisten wollen einfach „den nächsten passenden Termin“. Die Liste bleibt über „Weitere Termine“ erreichbar. Diese Entscheidung ist eine Annahme, die du im Usability-Test prüfst.`,
            },
          ],
          quizzes: [
            {
              question:
                "Warum verzichtet man in Wireframes bewusst auf Farben und endgültige Schriften?",
              choices: [
                "Weil Wireframe-Programme keine Farben darstellen können.",
                "Weil Farben erst von der Programmierung festgelegt werden.",
                "Damit der Wireframe später direkt als fertige Oberfläche dienen kann.",
                "Damit sich alle auf Struktur und Ablauf konzentrieren statt auf Geschmacksfragen.",
              ],
              correctAnswer: 3,
              explanation:
                "Graue Wireframes lenken die Diskussion auf das Wesentliche: Ist der Ablauf verständlich, stimmt die Reihenfolge, fehlt etwas? Über Farben und Schriften entscheidest du später im visuellen Design.",
            },
          ],
        },
        {
          title: "Visuelles Design und Usability-Test",
          content: `## Ein kleines visuelles System

Damit aus Wireframes eine stimmige Oberfläche wird, brauchst du kein Kunststudium, sondern wenige, konsequent angewendete Regeln. Man nennt sie **Design-Tokens**: benannte Werte für Farben, Schriftgrößen und Abstände, die überall gleich verwendet werden.

- **Abstände:** Nutze ein 8-Punkt-Raster – alle Abstände sind Vielfache von 8 (8, 16, 24, 32 Pixel). Das wirkt ruhig und spart Entscheidungen.
- **Schrift:** Eine Schriftfamilie reicht. Fließtext mindestens 16 Pixel, Überschriften in zwei, drei klar unterscheidbaren Stufen.
- **Farbe:** Eine Primärfarbe für die Hauptaktion, Grautöne für Text und Flächen, dazu Signalfarben für Erfolg und Fehler. Farbe nie als einziges Merkmal: Ein Fehlerfeld bekommt zusätzlich einen Text.
- **Kontrast:** Normaler Text braucht nach den Richtlinien für Barrierefreiheit (WCAG) ein Kontrastverhältnis von mindestens **4,5 : 1** zum Hintergrund. Hellgrauer Text auf Weiß fällt oft durch – prüfe ihn mit einem Kontrast-Checker.
- **Tippflächen:** Buttons auf dem Smartphone sind mindestens 44 × 44 Pixel groß.

## Der klickbare Prototyp

In einem Werkzeug wie Figma verbindest du deine gestalteten Screens: Ein Klick auf „Folgetermin buchen“ führt zum nächsten Screen. So entsteht ein **klickbarer Prototyp**, der sich fast wie die echte Anwendung anfühlt – ohne eine Zeile Code. Er muss nur den Ablauf abdecken, den du testen willst, nicht jede Ausnahme.

## Der Usability-Test

Jetzt prüfst du, ob Menschen mit deinem Entwurf zurechtkommen. Auch hier reichen **fünf Personen** aus der Zielgruppe, um die meisten großen Probleme zu finden.

1. **Aufgabe statt Anleitung:** „Du brauchst nächste Woche einen Termin bei Jonas. Buche ihn bitte.“ Sag nicht, wo sie klicken soll.
2. **Lautes Denken:** Bitte die Person, auszusprechen, was sie sieht, erwartet und denkt.
3. **Nicht helfen:** Wenn sie hängen bleibt, frag „Was würdest du jetzt tun?“ statt den Weg zu zeigen. Genau diese Stellen willst du finden.
4. **Beobachten und messen:** Hat sie die Aufgabe geschafft? Wie lange hat es gedauert? Wo hat sie gezögert?

## Ergebnisse gewichten

Nach den Tests sammelst du die Probleme und bewertest jedes nach **Schwere** (verhindert es die Aufgabe, verzögert es sie, stört es nur?) und **Häufigkeit** (bei wie vielen von fünf aufgetreten?). Zuerst behebst du, was schwer und häufig ist. Beispiel: Drei von fünf Personen haben auf dem Bestätigungsscreen nicht gemerkt, dass die Buchung abgeschlossen war, weil die Meldung klein und grau war. Das ist schwer und häufig – also steht „Bestätigung deutlich machen“ ganz oben.

Danach passt du den Prototyp an und testest erneut. Dieser Kreislauf aus Gestalten, Testen und Verbessern ist der Kern der UX-Arbeit – und genau das zeigst du später in deinem Portfolio.

## Das Wichtigste in Kürze

- Wenige Design-Tokens sorgen für eine ruhige, stimmige Oberfläche.
- Kontrast mindestens 4,5 : 1, Tippflächen mindestens 44 Pixel, Farbe nie allein.
- Teste mit fünf Personen, gib Aufgaben statt Anleitungen und behebe zuerst, was schwer und häufig ist.`,
          learningObjective:
            "Du kannst ein kleines System aus Design-Tokens festlegen, Kontraste prüfen und einen Usability-Test mit Aufgaben und lautem Denken durchführen und auswerten.",
          estimatedMinutes: 20,
          codeExamples: [
            {
              title: "Design-Tokens als CSS-Variablen",
              description:
                "Wenn dein Entwurf umgesetzt wird, landen die Tokens oft genau so im Code. Wer sie früh festlegt, erleichtert Entwicklerinnen und Entwicklern die Arbeit.",
              code: `:root {
  /* Farben: Primärfarbe nur für die Hauptaktion */
  --farbe-primaer: #0b5fff;
  --farbe-text: #1f2933;       /* Kontrast auf Weiß: etwa 15 : 1 */
  --farbe-text-leise: #52606d; /* Kontrast auf Weiß: etwa 6,5 : 1 */
  --farbe-fehler: #c81e1e;
  --farbe-erfolg: #1a7f37;

  /* Schrift: eine Familie, drei Stufen */
  --schrift: "Inter", system-ui, sans-serif;
  --groesse-text: 1rem;       /* 16 px */
  --groesse-h2: 1.5rem;       /* 24 px */
  --groesse-h1: 2rem;         /* 32 px */

  /* Abstände im 8-Punkt-Raster */
  --abstand-1: 0.5rem;        /* 8 px */
  --abstand-2: 1rem;          /* 16 px */
  --abstand-3: 1.5rem;        /* 24 px */
  --abstand-4: 2rem;          /* 32 px */
}

.button-primaer {
  min-height: 44px;           /* gut mit dem Daumen zu treffen */
  padding: var(--abstand-1) var(--abstand-3);
  background: var(--farbe-primaer);
  color: #ffffff;
  font: 600 var(--groesse-text) / 1.5 var(--schrift);
}`,
              language: "css",
            },
          ],
          exercises: [
            {
              task: "Du hast den Prototyp der Praxis Bewegung mit fünf Personen getestet und diese Beobachtungen notiert: (A) 4 von 5 finden „Folgetermin buchen“ sofort. (B) 3 von 5 merken nicht, dass die Buchung abgeschlossen ist. (C) 1 von 5 findet die Schrift der Uhrzeiten etwas klein. (D) 2 von 5 brechen ab, weil sie Jonas in der Liste nicht erkennen (keine Fotos). Sortiere die Probleme nach Dringlichkeit und begründe die Reihenfolge.",
              hint: "Bewerte jedes Problem nach Schwere (verhindert, verzögert oder stört es?) und Häufigkeit. Beobachtung A ist übrigens kein Problem, sondern eine Bestätigung.",
              solution: `Eine sinnvolle Reihenfolge:

1. **B – Bestätigung unklar:** schwer (Personen wissen nicht, ob sie einen Termin haben, und rufen womöglich doch an) und häufig (3 von 5).
2. **D – Therapeut nicht erkennbar:** verhindert die Aufgabe (Abbruch), tritt bei 2 von 5 auf. Lösung: Fotos und Vornamen in der Auswahl.
3. **C – Uhrzeit zu klein:** stört nur und betrifft eine Person; trotzdem prüfen, ob die Schrift unter 16 Pixel liegt.

**A** ist kein Problem, sondern zeigt, dass der Einstieg funktioniert – das bleibt so. Nach den Änderungen testest du erneut mit fünf neuen Personen.`,
            },
          ],
          quizzes: [
            {
              question:
                "Eine Testperson bleibt im Usability-Test auf einem Screen hängen. Was tust du?",
              choices: [
                "Du zeigst ihr sofort, wo sie klicken muss, damit der Test weitergeht.",
                "Du fragst „Was würdest du jetzt tun?“ und beobachtest, ohne den Weg zu verraten.",
                "Du brichst den Test ab, weil die Person nicht zur Zielgruppe passt.",
                "Du erklärst ihr, wie der Screen gedacht ist, und wiederholst die Aufgabe.",
              ],
              correctAnswer: 1,
              explanation:
                "Genau die Stellen, an denen Menschen hängen bleiben, willst du finden. Wenn du hilfst, verschwindet das Problem aus deinen Ergebnissen – im echten Leben sitzt niemand daneben und erklärt die Oberfläche.",
            },
          ],
        },
        {
          title: "Dein erstes Fallbeispiel fürs Portfolio",
          content: `## Warum das Portfolio wichtiger ist als das Zertifikat

Wer im UX-Design eingestellt oder beauftragt wird, muss zeigen, **wie** er denkt. Ein Zertifikat sagt, dass du einen Kurs abgeschlossen hast; ein gutes Fallbeispiel zeigt, dass du aus einer unklaren Frage ein getestetes Ergebnis machen kannst. Personalverantwortliche schauen sich ein Portfolio oft nur wenige Minuten an. In dieser Zeit wollen sie drei Dinge erkennen: dein Vorgehen, deine Entscheidungen und was dabei herausgekommen ist.

## Prozess statt Hochglanz

Der häufigste Fehler sind Portfolios, die nur fertige, schöne Screens zeigen. Daraus lässt sich nicht ablesen, ob du die Nutzerinnen verstanden hast oder einfach ein hübsches Bild gemalt hast. Zeig deshalb auch das Unfertige: Interviewnotizen, die Affinity Map, verworfene Wireframe-Varianten, die Ergebnisse des Usability-Tests. Gerade die verworfenen Ideen beweisen, dass du Entscheidungen begründet triffst.

## Der Aufbau eines Fallbeispiels

Bewährt hat sich diese Gliederung, die du aus diesem Kurs direkt mit dem Projekt „Praxis Bewegung“ füllen kannst:

1. **Kurzfassung:** Zwei, drei Sätze mit Problem, deiner Rolle und dem Ergebnis – für alle, die nur diesen Absatz lesen.
2. **Ausgangslage:** Wer ist betroffen, was ist das Problem, warum ist es wichtig?
3. **Deine Rolle und der Rahmen:** Allein oder im Team? Wie viel Zeit? Welche Einschränkungen gab es?
4. **Verstehen:** Wie viele Interviews, welche Muster, welche überraschende Erkenntnis (etwa: „Alle wollen bei ihrer Therapeutin bleiben“).
5. **Gestalten:** User Flow, Wireframe-Varianten und warum du dich für eine entschieden hast.
6. **Testen und verbessern:** Was im Test schiefging und was du geändert hast.
7. **Ergebnis und Ausblick:** Was hat sich verbessert, was würdest du beim nächsten Mal anders machen?

## Ehrlich bleiben

Ein Übungsprojekt darfst du als Übungsprojekt zeigen – schreib es dazu. Erfundene Kennzahlen wie „Umsatz um 40 Prozent gesteigert“ fallen im Gespräch sofort auf. Ehrliche Ergebnisse wirken stärker: „Im zweiten Test haben alle fünf Personen die Buchung in unter zwei Minuten geschafft, im ersten nur zwei.“ Arbeitest du für echte Auftraggeber, kläre vorher, was du zeigen darfst, und entferne Namen und vertrauliche Daten.

## Dein Vorteil als Quereinsteigerin

Erzähl, woher du kommst, wenn es zum Projekt passt. Eine ehemalige Arzthelferin, die eine Terminbuchung für eine Praxis gestaltet, kennt das klingelnde Telefon am Empfang aus eigener Erfahrung. Das ist kein Makel im Lebenslauf, sondern Fachwissen, das viele Designerinnen erst mühsam erfragen müssen.

## Das Wichtigste in Kürze

- Zwei bis drei gut erzählte Fallbeispiele sind mehr wert als zwanzig hübsche Screens.
- Zeig den Prozess mit Entscheidungen und verworfenen Ideen.
- Bleib ehrlich bei Ergebnissen und nutze deine Berufserfahrung als Stärke.`,
          learningObjective:
            "Du kannst ein Fallbeispiel für dein Portfolio nach Ausgangslage, Rolle, Verstehen, Gestalten, Testen und Ergebnis gliedern und deinen Prozess nachvollziehbar darstellen.",
          estimatedMinutes: 12,
          codeExamples: [
            {
              title: "Gerüst einer Fallbeispiel-Seite",
              description:
                "Wenn du dein Portfolio als eigene Website baust, gibt dieses HTML-Gerüst die Gliederung vor. Die Überschriften-Hierarchie hilft auch Menschen, die einen Screenreader nutzen.",
              code: `<article>
  <h1>Online-Terminbuchung für die Praxis Bewegung</h1>
  <p class="kurzfassung">
    Übungsprojekt, 4 Wochen, allein: Berufstätige buchen Folgetermine jetzt in unter
    zwei Minuten am Smartphone statt in der Mittagspause zu telefonieren.
  </p>

  <h2>Ausgangslage</h2>
  <p>Das Praxistelefon klingelt während der Behandlungen …</p>

  <h2>Verstehen: 5 Interviews</h2>
  <figure>
    <img src="affinity-map.jpg" alt="Affinity Map mit drei Gruppen: Erreichbarkeit, Rezept, feste Therapeutin">
    <figcaption>Überraschung: Alle fünf wollen bei ihrer Therapeutin bleiben.</figcaption>
  </figure>

  <h2>Gestalten: drei Varianten, eine Entscheidung</h2>
  <h2>Testen: was schiefging und was ich geändert habe</h2>
  <h2>Ergebnis und was ich nächstes Mal anders mache</h2>
</article>`,
              language: "html",
            },
          ],
          exercises: [
            {
              task: "Schreib die Kurzfassung (höchstens drei Sätze) und die Stichpunkte für die Abschnitte „Verstehen“ und „Testen und verbessern“ eines Fallbeispiels zu einem Projekt aus diesem Kurs – der Praxis Bewegung oder deinem eigenen Beispiel aus der ersten Lektion.",
              hint: "Die Kurzfassung nennt Problem, deine Rolle und das Ergebnis. Im Abschnitt „Testen“ gehört mindestens ein Problem hinein, das du gefunden und behoben hast.",
              solution: `**Kurzfassung:**

> Übungsprojekt, allein, vier Wochen. Berufstätige Patientinnen der Praxis Bewegung kamen telefonisch kaum durch. Ich habe eine mobile Buchung für Folgetermine gestaltet, die im zweiten Test alle fünf Personen in unter zwei Minuten abschließen konnten.

**Verstehen:**

- 5 Interviews à 25 Minuten mit Patientinnen und Patienten zwischen 28 und 63
- Muster: Anrufe nur in der Mittagspause möglich (4 von 5), Rezeptnummer unbekannt (3 von 5)
- Überraschung: Alle 5 wollen bei ihrer festen Therapeutin bleiben → Therapeutenwahl als erster Schritt

**Testen und verbessern:**

- Test 1: 3 von 5 merkten nicht, dass die Buchung abgeschlossen war; 2 brachen ab, weil sie ihren Therapeuten nicht erkannten
- Änderungen: deutliche Bestätigungsseite mit Kalender-Link, Fotos und Vornamen in der Auswahl
- Test 2: alle 5 erfolgreich, im Schnitt 1:40 Minuten`,
            },
          ],
          quizzes: [
            {
              question: "Was überzeugt in einem UX-Portfolio am meisten?",
              choices: [
                "Möglichst viele fertige, farbige Screens ohne Erklärung.",
                "Eine lange Liste aller Design-Werkzeuge, die du kennst.",
                "Ein nachvollziehbarer Prozess mit begründeten Entscheidungen und ehrlichen Ergebnissen.",
                "Beeindruckende Kennzahlen, auch wenn sie geschätzt sind.",
              ],
              correctAnswer: 2,
              explanation:
                "Wer dich einstellt, will sehen, wie du denkst und entscheidest. Hübsche Screens und Werkzeuglisten zeigen das nicht, und geschätzte Zahlen fallen spätestens im Gespräch auf.",
            },
          ],
        },
      ],
    },
  ],
};
