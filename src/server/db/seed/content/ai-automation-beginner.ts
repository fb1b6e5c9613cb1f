import type { DemoCourse } from "./types";

export const aiAutomationBeginnerCourse: DemoCourse = {
  key: "ai-automation-beginner",
  language: "de",
  title: "KI im Arbeitsalltag: Prompts, Werkzeuge und erste Automatisierungen",
  description:
    "ChatGPT, Copilot und Co. sind in vielen Büros angekommen – aber wie setzt du sie sinnvoll und sicher ein? In diesem Kurs lernst du ganz ohne Programmierkenntnisse, was KI-Assistenten leisten und wo sie danebenliegen, wie du Prompts schreibst, die brauchbare Ergebnisse liefern, wie du eine eigene Prompt-Bibliothek für wiederkehrende Aufgaben aufbaust und wie du deinen ersten No-Code-Workflow planst. Danach bist du bereit für den Kurs „KI & Automatisierung im Berufsalltag“.",
  difficulty: "Beginner",
  skillArea: "ai-automation",
  estimatedHours: 4,
  modules: [
    {
      title: "KI-Assistenten verstehen und sicher nutzen",
      description:
        "Du erfährst, wofür sich KI-Assistenten im Berufsalltag eignen, wo ihre Grenzen liegen, welche Daten du ihnen anvertrauen darfst und wie du mit einem klaren Aufbau bessere Prompts schreibst.",
      lessons: [
        {
          title: "Was KI-Assistenten können – und wo sie danebenliegen",
          content: `## KI ist schon in deinem Arbeitsalltag

Vielleicht hast du schon einmal ChatGPT eine E-Mail formulieren lassen oder in Microsoft Teams eine automatische Besprechungszusammenfassung gesehen. Hinter solchen Funktionen stecken **Sprachmodelle**: Programme, die mit riesigen Textmengen trainiert wurden und daraus gelernt haben, passende Texte zu erzeugen. Du brauchst keine Programmierkenntnisse, um sie zu nutzen – aber du solltest wissen, wie sie ticken. Dann setzt du sie dort ein, wo sie dir wirklich Zeit sparen, und vermeidest peinliche oder teure Fehler.

## Wofür KI-Assistenten stark sind

Sprachmodelle sind Spezialisten für Sprache. Typische Aufgaben, bei denen sie dir schon heute helfen:

- **Entwürfe schreiben**: E-Mails, Stellenbeschreibungen, Social-Media-Beiträge, Anschreiben.
- **Zusammenfassen**: lange Berichte, Besprechungsnotizen oder Kundenfeedback auf das Wesentliche kürzen.
- **Umformulieren**: einen Text freundlicher, kürzer, einfacher oder in einer anderen Sprache formulieren.
- **Ordnen und sortieren**: Stichpunkte zu einer Gliederung machen, Anfragen in Kategorien einteilen.
- **Ideen sammeln**: Vorschläge für Titel, Fragen für ein Vorstellungsgespräch, Gegenargumente.
- **Erklären lassen**: einen Fachbegriff oder eine Excel-Formel Schritt für Schritt verstehen.

## Wo sie danebenliegen

Ein Sprachmodell erzeugt Text, der **plausibel klingt** – nicht zwingend Text, der stimmt. Es schlägt nicht in einer Datenbank nach. Daraus folgen die wichtigsten Grenzen:

1. **Erfundene Fakten**: Zahlen, Gesetzesparagrafen, Zitate und Quellen können frei erfunden sein. Fachleute sprechen von *Halluzinationen*.
2. **Veraltetes Wissen**: Das Modell kennt nur, was bis zu seinem Trainingszeitpunkt vorkam, sofern es nicht gezielt im Web sucht.
3. **Rechnen**: Bei längeren Rechnungen unterlaufen Fehler. Für Zahlen ist eine Tabellenkalkulation die bessere Wahl.
4. **Selbstbewusster Ton**: Falsche Antworten klingen genauso sicher wie richtige.

Die Faustregel lautet deshalb: **KI liefert den Entwurf, du trägst die Verantwortung.** Alles, was nach außen geht oder Entscheidungen beeinflusst, prüfst du selbst.

## Welche Daten darfst du eingeben?

Was du in einen Chat tippst, verlässt dein Unternehmen. Bei kostenlosen Privatkonten kann es sogar zum Training künftiger Modelle verwendet werden. Halte dich deshalb an die Richtlinie deines Arbeitgebers und an drei einfache Regeln:

- Keine **personenbezogenen Daten** wie Namen, Adressen, Gesundheits- oder Gehaltsdaten in Werkzeuge ohne Freigabe – das verlangt die DSGVO.
- Keine **Geschäftsgeheimnisse**, Passwörter oder Vertragsdetails.
- Ersetze Details durch Platzhalter wie „[Kunde A]“ – für einen guten Entwurf braucht die KI sie meist nicht.

Viele Unternehmen stellen inzwischen eigene Zugänge bereit, etwa Microsoft Copilot mit Firmenkonto oder ein europäisches Angebot. Seit Februar 2025 verlangt außerdem die EU-KI-Verordnung (AI Act), dass Unternehmen, die KI-Systeme einsetzen, für ausreichende KI-Kompetenz ihrer Beschäftigten sorgen. Mit diesem Kurs bist du auf einem guten Weg.`,
          learningObjective:
            "Du kannst einschätzen, für welche Aufgaben sich ein KI-Assistent eignet, typische Fehler wie Halluzinationen erkennen und entscheiden, welche Daten du eingeben darfst.",
          estimatedMinutes: 15,
          codeExamples: [
            {
              title: "Eine Daten-Ampel für das Team",
              description:
                "Viele Teams halten in einer kurzen Richtlinie fest, welche Daten in welche KI-Werkzeuge dürfen. So eine Ampel lässt sich als JSON-Datei im Intranet ablegen oder in ein Tabellenblatt übertragen. Die Beispiele sind Vorschläge – maßgeblich ist die Richtlinie deines Arbeitgebers.",
              code: `{
  "richtlinie": "KI-Nutzung im Team Kundenservice",
  "stand": "2026-01",
  "ampel": {
    "gruen": {
      "bedeutung": "Darf in jedes freigegebene KI-Werkzeug",
      "beispiele": ["öffentliche Produkttexte", "allgemeine Fachfragen", "anonymisierte Textentwürfe"]
    },
    "gelb": {
      "bedeutung": "Nur im Firmenkonto mit Auftragsverarbeitungsvertrag",
      "beispiele": ["interne Prozessbeschreibungen", "Besprechungsnotizen ohne Namen"]
    },
    "rot": {
      "bedeutung": "Nie in KI-Werkzeuge eingeben",
      "beispiele": ["Kundennamen und Adressen", "Gesundheits- und Gehaltsdaten", "Passwörter", "Vertragsentwürfe"]
    }
  },
  "grundsatz": "KI liefert Entwürfe, ein Mensch prüft alles, was nach außen geht."
}`,
              language: "json",
            },
          ],
          exercises: [
            {
              task: "Notiere fünf Aufgaben aus deinem aktuellen oder früheren Berufsalltag, die mit Text zu tun haben (zum Beispiel Angebote schreiben, Schichtpläne erklären, Beschwerden beantworten). Ordne jeder Aufgabe zu: (a) Eignet sie sich für einen KI-Assistenten? (b) Welche Ampelfarbe haben die Daten, die dafür nötig wären? (c) Was musst du am Ergebnis selbst prüfen?",
              hint: "Gut geeignet sind Aufgaben, die sich oft wiederholen, bei denen ein Entwurf schon viel Zeit spart und deren Ergebnis du leicht prüfen kannst. Wenn die Daten „rot“ sind, überlege, ob du sie durch Platzhalter ersetzen kannst.",
              solution: `Beispiel einer ehemaligen Filialleiterin im Einzelhandel:

| Aufgabe | Geeignet? | Daten-Ampel | Selbst prüfen |
| --- | --- | --- | --- |
| Antwort auf eine Kundenbeschwerde | ja, als Entwurf | rot → mit Platzhaltern „[Kundin]“, „[Bestellnummer]“ gelb/grün | Ton, Zusagen, Fakten zur Bestellung |
| Aushang zu neuen Öffnungszeiten | ja | grün | Uhrzeiten und Datum |
| Schichtplan erstellen | eher nein (Rechnen, Regeln, Namen) | rot | – |
| Einarbeitungsleitfaden gliedern | ja | gelb | Vollständigkeit, interne Regeln |
| Monatsumsätze auswerten | nein, besser Tabellenkalkulation | gelb | – |

Wichtig ist die Begründung: Der Schichtplan verlangt exakte Regeln und enthält Namen, die Umsatzauswertung ist Rechenarbeit. Beides spielt den Schwächen eines Sprachmodells in die Karten.`,
            },
          ],
          quizzes: [
            {
              question:
                "Ein KI-Assistent nennt dir für einen Bericht eine genaue Statistik mit Quellenangabe. Was tust du?",
              choices: [
                "Ich übernehme sie, weil eine Quelle angegeben ist.",
                "Ich prüfe Zahl und Quelle selbst, weil das Modell beides erfunden haben kann.",
                "Ich bitte die KI, die Zahl noch einmal zu bestätigen, und übernehme sie dann.",
                "Ich runde die Zahl, damit kleine Fehler nicht auffallen.",
              ],
              correctAnswer: 1,
              explanation:
                "Sprachmodelle erzeugen plausiblen Text und können Zahlen und Quellen erfinden. Eine erneute Bestätigung durch dasselbe Modell beweist nichts – nur ein Blick in die echte Quelle.",
            },
          ],
        },
        {
          title: "Gute Prompts schreiben: Rolle, Kontext, Aufgabe, Format",
          content: `## Warum die Frage den Unterschied macht

Ein **Prompt** ist deine Anweisung an den KI-Assistenten. Die meisten enttäuschenden Ergebnisse haben eine einfache Ursache: Der Prompt ist zu kurz. „Schreib eine E-Mail an einen Kunden“ lässt der KI so viel Spielraum, dass sie irgendetwas Allgemeines liefert. Stell dir vor, du gibst die Aufgabe einer neuen Kollegin am ersten Arbeitstag. Was müsste sie wissen, um sie gut zu erledigen? Genau diese Informationen gehören in den Prompt.

## Die vier Bausteine

Ein bewährtes Gerüst besteht aus vier Teilen:

1. **Rolle**: Aus welcher Sicht soll die KI schreiben? „Du bist eine erfahrene Kundenservice-Mitarbeiterin eines Onlineshops für Fahrradzubehör.“
2. **Kontext**: Was ist passiert, wer liest das Ergebnis, was ist wichtig? „Ein Kunde beschwert sich, dass seine Lieferung seit zehn Tagen fehlt. Laut Versanddienstleister ist das Paket verloren gegangen.“
3. **Aufgabe**: Was genau soll entstehen – mit einem klaren Verb? „Schreibe eine Antwort, die sich entschuldigt und zwei Lösungen anbietet: Neuversand oder Erstattung.“
4. **Format**: Länge, Ton, Aufbau. „Höchstens 120 Wörter, freundlich, per Du, mit Betreffzeile.“

Du musst die Bausteine nicht immer alle ausformulieren. Aber wenn ein Ergebnis nicht passt, fehlt fast immer einer davon.

## Beispiele wirken Wunder

Hast du eine Vorstellung davon, wie das Ergebnis aussehen soll, zeig sie! Ein oder zwei Beispiele im Prompt – etwa eine frühere E-Mail, deren Ton dir gefällt – steuern Stil und Aufbau zuverlässiger als jede Beschreibung. Fachleute nennen das **Few-Shot-Prompting**.

## Im Gespräch verbessern

Ein Prompt ist selten auf Anhieb perfekt. Nutze den Chat als Gespräch:

- „Kürzer, bitte – maximal drei Sätze.“
- „Formuliere den zweiten Absatz weniger förmlich.“
- „Was fehlt dir noch, um die Aufgabe gut zu lösen? Stell mir Rückfragen.“

Die letzte Bitte ist besonders nützlich: Die KI fragt dann nach Informationen, an die du selbst nicht gedacht hast.

## Typische Stolperfallen

- **Mehrere Aufgaben auf einmal**: Teile große Aufgaben in Schritte – erst gliedern, dann schreiben, dann kürzen.
- **Verneinungen**: „Schreib nicht zu lang“ ist ungenau. „Höchstens 100 Wörter“ ist klar.
- **Unklare Zielgruppe**: Ein Text für die Geschäftsführung klingt anders als einer für Auszubildende. Sag, wer liest.
- **Eingefügte Texte ohne Abgrenzung**: Setze Material, das die KI bearbeiten soll, zwischen klare Markierungen wie drei Anführungszeichen. So verwechselt sie deinen Auftrag nicht mit dem Text.

## Vorlagen mit Platzhaltern

Prompts, die du öfter brauchst, speicherst du als **Vorlage** mit Platzhaltern in eckigen Klammern. Beim nächsten Mal füllst du nur die Lücken aus. Wie du daraus eine ganze Bibliothek machst, lernst du im nächsten Modul.`,
          learningObjective:
            "Du kannst Prompts aus Rolle, Kontext, Aufgabe und Format aufbauen, mit Beispielen und Rückfragen verbessern und als wiederverwendbare Vorlage speichern.",
          estimatedMinutes: 20,
          codeExamples: [
            {
              title: "Prompt-Vorlage für Antworten auf Kundenanfragen",
              description:
                "Kopiere die Vorlage in deinen KI-Assistenten und ersetze die Platzhalter in eckigen Klammern. Die Anfrage steht zwischen Anführungszeichen, damit die KI sie klar vom Auftrag unterscheidet.",
              code: `## Rolle
Du bist eine erfahrene Mitarbeiterin im Kundenservice von [Firma], einem [Branche].

## Kontext
Die folgende Anfrage kam per E-Mail. Interner Stand: [was wir wissen, z. B. „Paket laut DHL verloren“].
Wir können anbieten: [Lösung 1] oder [Lösung 2].

"""
[Text der Kundenanfrage, ohne Namen und Adressen]
"""

## Aufgabe
Schreibe eine Antwort, die
1. das Anliegen in einem Satz aufgreift,
2. sich aufrichtig entschuldigt, ohne Schuld abzuwälzen,
3. beide Lösungen anbietet und erklärt, wie die Person wählen kann.

## Format
- Betreffzeile und Anrede mit [Du/Sie]
- höchstens 120 Wörter
- freundlich und klar, keine Floskeln wie „Wir bedauern etwaige Unannehmlichkeiten“
- Schluss mit Gruß von [Vorname]

Wenn dir Informationen fehlen, stell mir zuerst bis zu drei Rückfragen.`,
              language: "markdown",
            },
          ],
          exercises: [
            {
              task: "Nimm diesen schwachen Prompt: „Schreib einen Text für unsere Website über unser neues Angebot.“ Verbessere ihn mit den vier Bausteinen Rolle, Kontext, Aufgabe und Format. Denk dir dazu ein realistisches Angebot aus (etwa ein Yogastudio, das Kurse am Mittag für Berufstätige anbietet). Teste deinen Prompt in einem KI-Assistenten und notiere eine Nachfrage, mit der du das Ergebnis verbessert hast.",
              hint: "Beantworte zuerst für dich: Wer liest den Text? Was soll die Person danach tun? Wo erscheint der Text, und wie lang darf er sein? Jede Antwort gehört in einen der vier Bausteine.",
              solution: `Ein möglicher verbesserter Prompt:

> **Rolle:** Du bist Texterin für kleine lokale Unternehmen.
> **Kontext:** Das Yogastudio „Atempause“ in Leipzig bietet ab März dienstags und donnerstags von 12:15 bis 12:55 Uhr Kurse für Berufstätige an. Zielgruppe sind Menschen aus den Büros der Umgebung, die wenig Zeit haben und keine Yoga-Erfahrung brauchen. Preis: 10er-Karte 120 €.
> **Aufgabe:** Schreibe einen Text für die Startseite, der das Angebot vorstellt und zur kostenlosen Probestunde einlädt.
> **Format:** Überschrift mit höchstens acht Wörtern, dann zwei kurze Absätze mit insgesamt höchstens 90 Wörtern, Ansprache per Du, am Ende ein Satz als Handlungsaufforderung.

Mögliche Nachfrage: „Mach die Überschrift konkreter – die Mittagspause soll darin vorkommen.“

Der Unterschied zum Ausgangsprompt: Die KI kennt jetzt Zielgruppe, Fakten, Ziel und Umfang und muss nichts mehr erfinden.`,
            },
          ],
          quizzes: [
            {
              question:
                "Welche Ergänzung macht den Prompt „Fasse den Bericht zusammen“ am wirksamsten besser?",
              choices: [
                "„Bitte gib dir besonders viel Mühe.“",
                "„Fasse den Bericht für die Geschäftsführung in fünf Stichpunkten mit je höchstens 15 Wörtern zusammen, Schwerpunkt Kosten und Risiken.“",
                "„Fasse den Bericht zusammen, aber nicht zu lang.“",
              ],
              correctAnswer: 1,
              explanation:
                "Die zweite Variante nennt Zielgruppe (Kontext), Umfang und Aufbau (Format) und einen Schwerpunkt. Appelle an die Mühe ändern wenig, und „nicht zu lang“ ist keine klare Vorgabe.",
            },
          ],
        },
      ],
    },
    {
      title: "Vom Prompt zur Automatisierung",
      description:
        "Du findest die Aufgaben, bei denen sich KI-Unterstützung wirklich lohnt, baust eine Prompt-Bibliothek für dich und dein Team auf und planst deinen ersten No-Code-Workflow mit Auslöser, Schritten und menschlicher Kontrolle.",
      lessons: [
        {
          title: "Deine Prompt-Bibliothek für wiederkehrende Aufgaben",
          content: `## Vom Einzelfall zur Routine

Ein guter Prompt, den du nur einmal nutzt, spart dir ein paar Minuten. Ein guter Prompt, den du jede Woche nutzt, spart dir Stunden im Jahr – und deinem Team noch mehr, wenn ihr ihn teilt. Der nächste Schritt ist deshalb, **wiederkehrende Aufgaben** zu finden und für sie erprobte Vorlagen zu sammeln.

## Welche Aufgaben lohnen sich?

Gehe eine typische Arbeitswoche durch und notiere Aufgaben mit Text. Bewerte jede nach drei Fragen:

1. **Häufigkeit**: Wie oft kommt sie vor? Täglich oder wöchentlich ist ideal.
2. **Zeitaufwand**: Wie lange dauert sie heute? Zehn Minuten oder mehr lohnen sich.
3. **Regelhaftigkeit**: Folgt sie immer demselben Muster? Besprechungsprotokolle, Statusberichte und Antworten auf häufige Fragen tun das fast immer.

Aufgaben mit drei guten Bewertungen sind deine ersten Kandidaten. Aufgaben, die viel Fingerspitzengefühl verlangen – etwa ein schwieriges Personalgespräch –, bleiben bei dir.

## Was eine gute Vorlage enthält

Eine Vorlage in deiner Bibliothek besteht aus mehr als dem Prompt:

- einem **sprechenden Namen**, etwa „Protokoll aus Stichpunkten“,
- dem **Prompt mit Platzhaltern** in eckigen Klammern,
- einem **Beispiel** für ein gutes Ergebnis, das du der KI mitgeben kannst,
- einem Hinweis, **was du prüfen musst**, bevor du das Ergebnis verwendest,
- der **Ampelfarbe** der Daten, die hineingehören.

## Wo du die Bibliothek ablegst

Für den Anfang genügt ein gemeinsames Dokument oder eine Seite im Wiki deines Teams, zum Beispiel in Confluence, Notion oder OneNote. Viele KI-Assistenten bieten außerdem eigene Funktionen dafür: Du kannst dauerhafte Anweisungen hinterlegen (etwa „Antworte immer auf Deutsch und per Du“) oder Projekte anlegen, in denen Vorlagen und Hintergrunddokumente gebündelt sind. Beim Teilen solcher Projekte gilt wieder die Daten-Ampel.

## Ergebnisse prüfen – systematisch

Je häufiger du eine Vorlage nutzt, desto größer die Versuchung, das Ergebnis ungeprüft zu übernehmen. Plane die Prüfung deshalb fest ein:

- Stimmen **Namen, Zahlen und Termine** mit dem Original überein?
- Fehlt etwas **Wichtiges**, etwa eine Entscheidung aus der Besprechung?
- Passt der **Ton** zum Empfänger?

Merkst du, dass du immer wieder dieselbe Korrektur machst, verbessere die Vorlage, statt jedes Mal nachzubessern. So wird deine Bibliothek mit der Zeit immer besser.

## Zeit messen

Schreib dir bei den ersten Einsätzen auf, wie lange die Aufgabe vorher gedauert hat und wie lange jetzt – inklusive Prüfung. Diese Zahlen helfen dir, die Vorlagen mit dem größten Nutzen zu erkennen. Und sie sind ein starkes Argument im Vorstellungsgespräch: „Ich habe in meinem Team Prompt-Vorlagen eingeführt, die pro Woche rund drei Stunden sparen“ zeigt genau die Kompetenz, die Unternehmen gerade suchen.`,
          learningObjective:
            "Du kannst wiederkehrende Aufgaben nach Häufigkeit, Aufwand und Regelhaftigkeit bewerten und daraus geprüfte, teilbare Prompt-Vorlagen für eine Bibliothek erstellen.",
          estimatedMinutes: 15,
          codeExamples: [
            {
              title: "Bibliothekseintrag: Protokoll aus Stichpunkten",
              description:
                "Ein vollständiger Eintrag für eine Prompt-Bibliothek mit Name, Ampelfarbe, Prompt, Beispiel für das gewünschte Ergebnis und Prüfliste. Der Teil unter „Prompt“ wird in den KI-Assistenten kopiert.",
              code: `# Protokoll aus Stichpunkten
Daten-Ampel: gelb (nur im Firmenkonto, Namen durch Rollen ersetzen)
Spart: ca. 20 Minuten pro Besprechung

## Prompt
Du bist Assistenz im Team [Teamname]. Erstelle aus meinen Stichpunkten ein Protokoll.
Gliederung: 1. Teilnehmende (nur Rollen), 2. Beschlüsse, 3. Aufgaben mit Zuständigkeit
und Termin als Tabelle, 4. Offene Fragen.
Erfinde nichts dazu. Wenn für eine Aufgabe Zuständigkeit oder Termin fehlt,
schreibe „offen“ in die Zelle.

So soll eine Aufgabenzeile aussehen:
| Aufgabe | Zuständig | Termin |
| Angebot an Kunde B senden | Vertrieb | 14.03. |

"""
[Stichpunkte der Besprechung]
"""

## Vor dem Versand prüfen
- Stimmen alle Termine mit meinen Notizen überein?
- Sind alle Beschlüsse enthalten?
- Steht nirgends ein Name, der nicht hineingehört?`,
              language: "markdown",
            },
          ],
          exercises: [
            {
              task: "Lege die ersten drei Einträge deiner eigenen Prompt-Bibliothek an. Wähle dafür drei Aufgaben aus deiner Arbeitswoche, bewerte sie nach Häufigkeit, Zeitaufwand und Regelhaftigkeit und schreibe für jede einen Eintrag nach dem Muster des Codebeispiels: Name, Daten-Ampel, geschätzte Ersparnis, Prompt mit Platzhaltern, Prüfliste.",
              hint: "Wenn dir keine Aufgaben einfallen, denk an Texte, die du immer wieder ähnlich schreibst: Wochenberichte, Terminbestätigungen, Antworten auf dieselben Fragen, Beiträge für den Newsletter. Teste jeden Prompt mindestens einmal mit echten (anonymisierten) Beispieldaten.",
              solution: `Beispiel für einen Eintrag eines Quereinsteigers aus der Logistik:

\`\`\`markdown
# Wochenstatus für die Teamleitung
Daten-Ampel: grün (nur Kennzahlen, keine Namen)
Spart: ca. 25 Minuten pro Woche
Bewertung: wöchentlich, 30 Minuten, immer gleicher Aufbau

## Prompt
Du bist Schichtleiter in einem Lager. Schreibe aus diesen Kennzahlen und Notizen
einen Wochenstatus für die Teamleitung: drei Sätze Gesamtlage, dann je ein
Stichpunkt zu Auffälligkeiten und zu nächsten Schritten. Höchstens 150 Wörter.
Nenne nur Zahlen, die in den Daten stehen.

"""
[Kennzahlen: Sendungen, Fehlerquote, Krankheitstage; Notizen]
"""

## Vor dem Versand prüfen
- Stimmen alle Zahlen mit der Tabelle überein?
- Ist jede Auffälligkeit mit einer Ursache oder „Ursache offen“ versehen?
\`\`\`

Die beiden anderen Einträge folgen demselben Aufbau. Entscheidend sind die Prüflisten: Sie halten fest, welche Fehler bei genau dieser Aufgabe typisch sind.`,
            },
          ],
          quizzes: [
            {
              question:
                "Welche Aufgabe eignet sich am besten als erster Eintrag für deine Prompt-Bibliothek?",
              choices: [
                "Ein einmaliges Kündigungsschreiben an einen langjährigen Mitarbeiter.",
                "Der wöchentliche Statusbericht, der 30 Minuten dauert und immer gleich aufgebaut ist.",
                "Die jährliche Steuererklärung mit vielen Berechnungen.",
                "Eine kurze Terminzusage, die du zweimal im Jahr schreibst.",
              ],
              correctAnswer: 1,
              explanation:
                "Der Statusbericht ist häufig, zeitaufwendig und regelhaft – alle drei Kriterien sind erfüllt. Das Kündigungsschreiben ist einmalig und heikel, die Steuererklärung ist Rechenarbeit, und die Terminzusage kommt zu selten vor.",
            },
          ],
        },
        {
          title: "Dein erster No-Code-Workflow",
          content: `## Wenn der Prompt von selbst loslaufen soll

Bisher startest du jede KI-Aufgabe selbst: Text kopieren, Vorlage einfügen, Ergebnis prüfen, weiterleiten. Bei Aufgaben, die jeden Tag viele Male vorkommen, übernimmt das ein **Workflow**: eine Kette von Schritten, die ein Werkzeug automatisch ausführt. Programmieren musst du dafür nicht. No-Code-Werkzeuge wie **Zapier**, **Make**, **Microsoft Power Automate** oder **n8n** verbinden Anwendungen per Mausklick.

## Auslöser und Aktionen

Jeder Workflow besteht aus zwei Arten von Bausteinen:

- Ein **Auslöser** (Trigger) startet ihn: eine neue E-Mail in einem Postfach, ein abgeschicktes Kontaktformular, eine neue Zeile in einer Tabelle oder ein fester Zeitpunkt wie „jeden Montag um 8 Uhr“.
- **Aktionen** sind die Schritte danach: Text an eine KI schicken, eine Tabellenzeile anlegen, eine Nachricht in Teams oder Slack posten, eine E-Mail-Antwort als Entwurf speichern.

Ein Beispiel aus dem Kundenservice: Eine Anfrage kommt über das Kontaktformular (Auslöser). Die KI ordnet sie einer Kategorie zu – „Rechnung“, „Lieferung“, „Reklamation“ oder „Sonstiges“ – und schlägt eine Antwort vor (Aktion 1). Der Workflow legt die Anfrage mit Kategorie in einer Tabelle ab (Aktion 2) und benachrichtigt das zuständige Team mit dem Antwortentwurf (Aktion 3).

## Der Mensch bleibt in der Schleife

Beachte, was der Workflow im Beispiel **nicht** tut: Er schickt die Antwort nicht selbst ab. Ein Mensch prüft den Entwurf und klickt auf Senden. Dieses Prinzip heißt **Human in the Loop**. Es ist für den Einstieg fast immer die richtige Wahl, denn so bleiben Fehler der KI intern. Erst wenn ein Workflow über Wochen zuverlässig läuft, kannst du einzelne, risikoarme Schritte vollständig automatisieren.

## Planen vor dem Klicken

Die meisten Workflows scheitern nicht am Werkzeug, sondern an einer unklaren Planung. Beantworte vorher schriftlich:

1. Was genau löst den Workflow aus?
2. Welche Daten fließen durch welche Schritte – und welche Ampelfarbe haben sie?
3. Was soll die KI tun, und mit welchem Prompt? Hier kommt deine Bibliothek ins Spiel.
4. Wo prüft ein Mensch, und wer ist das?
5. Was passiert bei einem Fehler, etwa wenn die KI keine Kategorie erkennt? Ein sicherer Standard ist „Sonstiges“ plus Benachrichtigung.

## Datenschutz und Kosten

Sobald personenbezogene Daten durch einen Workflow fließen, braucht dein Arbeitgeber mit jedem beteiligten Anbieter einen **Auftragsverarbeitungsvertrag** (AVV), und die Daten sollten möglichst in der EU verarbeitet werden. n8n kann ein Unternehmen dafür sogar auf eigenen Servern betreiben. Achte außerdem auf die Kosten: Viele Werkzeuge rechnen pro ausgeführtem Schritt ab, die KI-Anbieter zusätzlich pro verarbeitetem Text.

## Klein anfangen und testen

Starte mit einem Workflow aus zwei oder drei Schritten und teste ihn mit zehn echten, anonymisierten Beispielen. Schau dir jedes Ergebnis an, bevor du ihn für alle einschaltest. Wie du solche Workflows mit Webhooks und eigenem Code erweiterst, lernst du im Aufbaukurs „KI & Automatisierung im Berufsalltag“.`,
          learningObjective:
            "Du kannst einen einfachen No-Code-Workflow mit Auslöser, Aktionen, menschlicher Prüfung und Fehlerfall planen und Datenschutz und Kosten dabei berücksichtigen.",
          estimatedMinutes: 20,
          codeExamples: [
            {
              title: "Bauplan eines Workflows für Kundenanfragen",
              description:
                "Ein werkzeugunabhängiger Bauplan im JSON-Format. Er hält alle Planungsfragen fest, bevor du den Workflow in Zapier, Make, Power Automate oder n8n zusammenklickst. Die Felder sind frei gewählt – wichtig ist, dass jede Frage beantwortet ist.",
              code: `{
  "name": "Kundenanfragen vorsortieren",
  "ausloeser": {
    "typ": "formular_abgeschickt",
    "quelle": "Kontaktformular der Website"
  },
  "schritte": [
    {
      "nr": 1,
      "aktion": "ki_prompt",
      "vorlage": "Anfrage kategorisieren und Antwort entwerfen",
      "eingabe": ["nachricht"],
      "ausgabe": {
        "kategorie": ["Rechnung", "Lieferung", "Reklamation", "Sonstiges"],
        "antwortentwurf": "Text"
      },
      "datenAmpel": "gelb"
    },
    {
      "nr": 2,
      "aktion": "tabellenzeile_anlegen",
      "ziel": "Anfragen-Übersicht",
      "felder": ["datum", "kategorie", "nachricht"]
    },
    {
      "nr": 3,
      "aktion": "nachricht_senden",
      "kanal": "Teams-Kanal #kundenservice",
      "inhalt": ["kategorie", "antwortentwurf"]
    }
  ],
  "menschlichePruefung": {
    "wo": "vor dem Versand jeder Antwort",
    "wer": "Schicht im Kundenservice"
  },
  "fehlerfall": {
    "wenn": "keine Kategorie erkannt oder KI nicht erreichbar",
    "dann": "Kategorie Sonstiges, Hinweis im Teams-Kanal"
  },
  "datenschutz": {
    "avvMitAllenAnbietern": true,
    "verarbeitungInDerEU": true
  },
  "test": "10 anonymisierte Anfragen aus dem letzten Monat"
}`,
              language: "json",
            },
          ],
          exercises: [
            {
              task: "Plane einen eigenen Workflow für eine wiederkehrende Aufgabe, zum Beispiel aus deiner Prompt-Bibliothek. Schreibe den Bauplan im JSON-Format des Codebeispiels mit Auslöser, mindestens zwei Schritten, menschlicher Prüfung, Fehlerfall und Datenschutz. Wenn du magst, baue ihn anschließend mit dem kostenlosen Testzugang eines No-Code-Werkzeugs nach.",
              hint: "Geh vom Ergebnis rückwärts: Was soll am Ende vorliegen, und wer bekommt es? Achte auf gültiges JSON: Texte in doppelten Anführungszeichen, Kommas zwischen den Einträgen, aber keins nach dem letzten. Ein JSON-Validator im Browser oder dein Code-Editor zeigt dir Fehler an.",
              solution: `Beispiel: ein wöchentlicher Bericht aus Formularantworten einer Teamumfrage.

\`\`\`json
{
  "name": "Stimmungsbarometer zusammenfassen",
  "ausloeser": { "typ": "zeitplan", "wann": "jeden Freitag um 14 Uhr" },
  "schritte": [
    {
      "nr": 1,
      "aktion": "tabellenzeilen_lesen",
      "quelle": "Antworten der Teamumfrage (anonym)",
      "zeitraum": "letzte 7 Tage"
    },
    {
      "nr": 2,
      "aktion": "ki_prompt",
      "vorlage": "Umfrage zusammenfassen: drei Themen, je ein Zitat, keine Namen",
      "datenAmpel": "gelb"
    },
    {
      "nr": 3,
      "aktion": "email_entwurf_anlegen",
      "an": "Teamleitung"
    }
  ],
  "menschlichePruefung": { "wo": "Entwurf vor dem Versand", "wer": "Teamleitung" },
  "fehlerfall": { "wenn": "keine Antworten in der Woche", "dann": "kein Entwurf, kurze Info-Mail" },
  "datenschutz": { "avvMitAllenAnbietern": true, "verarbeitungInDerEU": true },
  "test": "Antworten der letzten vier Wochen nacheinander durchspielen"
}
\`\`\`

Der Auslöser ist hier ein Zeitplan statt eines Ereignisses. Der Fehlerfall deckt die leere Woche ab, und die Ergebnisse landen als Entwurf – die Teamleitung entscheidet, was verschickt wird.`,
            },
          ],
          quizzes: [
            {
              question:
                "Dein neuer Workflow kategorisiert Kundenanfragen und entwirft Antworten. Was ist für den Start die sicherste Einstellung?",
              choices: [
                "Die KI verschickt die Antworten direkt, damit Kunden schneller Antwort bekommen.",
                "Die Antworten werden als Entwurf abgelegt, und ein Mensch prüft sie vor dem Versand.",
                "Der Workflow läuft erst einmal ohne Fehlerfall, der kann später ergänzt werden.",
                "Kundennamen werden mitgeschickt, damit die KI persönlicher formulieren kann.",
              ],
              correctAnswer: 1,
              explanation:
                "Human in the Loop hält Fehler der KI intern. Direkter Versand riskiert falsche Zusagen, ein fehlender Fehlerfall lässt Anfragen verschwinden, und Namen ohne Notwendigkeit widersprechen der Datensparsamkeit der DSGVO.",
            },
          ],
        },
      ],
    },
  ],
};
