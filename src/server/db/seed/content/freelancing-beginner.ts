import type { DemoCourse } from "./types";

/**
 * Demo-Kurs „Als Tech-Freelancer starten“.
 * Durchgehendes Beispiel: Miriam, zwölf Jahre Einzelhandelskauffrau, hat sich
 * Webentwicklung beigebracht und baut nebenberuflich Onlineshops für lokale Läden.
 */
export const freelancingBeginnerCourse: DemoCourse = {
  key: "freelancing-beginner",
  language: "de",
  title: "Als Tech-Freelancer starten: Angebot, Preise, erste Kunden",
  description:
    "Du kannst etwas, wofür andere zahlen würden – aber wie wird daraus ein Angebot, ein fairer Preis und ein erster zahlender Kunde? In diesem Kurs schärfst du deine Positionierung, kalkulierst einen Stundensatz, der auch Urlaub, Krankheit und Rente trägt, gewinnst deine ersten Aufträge über dein Netzwerk und schreibst Angebote und Rechnungen, die Missverständnisse vermeiden. Ideal für den nebenberuflichen Start neben einem Job oder einer Weiterbildung.",
  difficulty: "Beginner",
  skillArea: "freelancing",
  estimatedHours: 4,
  modules: [
    // ------------------------------------------------------------------
    // Modul 1: Dein Angebot und dein Preis
    // ------------------------------------------------------------------
    {
      title: "Dein Angebot und dein Preis",
      description:
        "Du machst aus deinen Fähigkeiten ein klares Angebot für eine bestimmte Zielgruppe, berechnest einen Stundensatz, von dem du wirklich leben kannst, und erledigst Anmeldung, Absicherung und Steuerrücklagen.",
      lessons: [
        {
          title: "Vom Können zum Angebot: deine Positionierung",
          content: `## Warum „Ich mache Websites“ nicht reicht

Wer sich als Freelancerin vorstellt mit „Ich mache Websites, Apps und ein bisschen Design“, konkurriert mit Tausenden anderen – und meist über den Preis. Kundinnen und Kunden kaufen aber keine Technik, sondern die **Lösung eines Problems**. Eine gute Positionierung beantwortet deshalb drei Fragen:

1. **Für wen** arbeitest du? (Zielgruppe)
2. **Welches Problem** löst du für sie? (Bedarf)
3. **Welches Ergebnis** bekommen sie? (Nutzen, möglichst messbar)

## Dein früheres Berufsleben ist dein Vorteil

Als Quereinsteigerin hast du etwas, das vielen reinen Technikern fehlt: Du kennst eine Branche von innen. Beispiele:

- **Miriam**, zwölf Jahre Einzelhandelskauffrau, weiß, wie ein kleiner Modeladen tickt: wenig Zeit, Warenwirtschaft auf Papier, Angst vor Technik. Ihre Positionierung: „Ich bringe inhabergeführte Modeläden in vier Wochen mit einem einfachen Onlineshop ins Netz – inklusive Schulung, damit du ihn selbst pflegst.“
- **Tobias**, früher Pflegefachkraft, gestaltet und testet Oberflächen für Gesundheits-Apps, weil er weiß, wie es in einer Spätschicht zugeht.
- **Aylin**, vorher Buchhalterin, automatisiert für Steuerkanzleien wiederkehrende Excel-Aufgaben.

Alle drei sind technisch keine Senior-Entwickler. Aber sie sprechen die Sprache ihrer Kundschaft und verstehen deren Probleme schneller als jede Agentur.

## Pakete statt Stunden

Für den Einstieg hilft es, dein Angebot in **Leistungspakete** zu fassen. Ein Paket hat einen Namen, einen klaren Umfang, eine Dauer und einen Festpreis. Das hat Vorteile für beide Seiten:

- Die Kundin weiß vorher, was sie bekommt und was es kostet.
- Du musst nicht jedes Mal neu kalkulieren und kannst deine Abläufe verbessern.
- Ein Paket lässt sich leicht weiterempfehlen: „Miriam macht das Shop-Starterpaket.“

Wichtig ist, was **nicht** enthalten ist. Schreibe es ausdrücklich dazu, zum Beispiel „Produktfotos“ oder „mehr als 50 Artikel“. Was nicht im Paket steht, wird später zum Zusatzauftrag – nicht zum Streitpunkt.

## Klein anfangen, Erfahrung sammeln

Du musst nicht sofort kündigen. Viele starten **nebenberuflich**: zwei, drei Projekte neben der Anstellung oder der Weiterbildung. Kläre vorher mit deinem Arbeitgeber, ob eine Nebentätigkeit angezeigt werden muss, und melde die Tätigkeit beim Finanzamt an. So sammelst du Referenzen und merkst, ob dir die Selbstständigkeit liegt, bevor du davon leben musst.

## Das Wichtigste in Kürze

- Positionierung = Zielgruppe + Problem + Ergebnis.
- Deine Branchenerfahrung aus dem alten Beruf ist ein Verkaufsargument.
- Pakete mit klarem Umfang und Festpreis machen den Einstieg leichter – schreib dazu, was nicht enthalten ist.`,
          learningObjective:
            "Du kannst deine Positionierung aus Zielgruppe, Problem und Ergebnis formulieren und daraus ein Leistungspaket mit klarem Umfang ableiten.",
          estimatedMinutes: 12,
          codeExamples: [
            {
              title: "Ein Leistungspaket als Vorlage",
              description:
                "So kannst du ein Paket festhalten, bevor du es auf deine Website oder in ein Angebot überträgst. Die Liste „nichtEnthalten“ ist genauso wichtig wie der Umfang.",
              code: `{
  "paket": "Shop-Starter für Modeläden",
  "zielgruppe": "Inhabergeführte Modeläden ohne Onlineshop",
  "problem": "Kundschaft kauft online, der Laden ist dort nicht zu finden",
  "ergebnis": "Eigener Onlineshop in 4 Wochen, den das Team selbst pflegt",
  "umfang": [
    "Einrichtung eines Shopsystems mit eigenem Design",
    "Bis zu 50 Artikel aus vorhandenen Daten anlegen",
    "Zahlungsarten PayPal, Kreditkarte und Rechnung",
    "Impressum, Datenschutzerklärung und AGB einbinden (Texte liefert die Kundin)",
    "2 Stunden Schulung vor Ort"
  ],
  "nichtEnthalten": ["Produktfotos", "Texte für Rechtsseiten", "Laufende Wartung"],
  "dauerWochen": 4,
  "festpreisEuro": 2400
}`,
              language: "json",
            },
          ],
          exercises: [
            {
              task: "Schreib deine eigene Positionierung in einem Satz nach dem Muster „Ich helfe [Zielgruppe], [Problem] zu lösen, damit [Ergebnis].“ Nutze dabei Erfahrung aus deinem bisherigen Beruf. Leite daraus ein erstes Leistungspaket ab mit Namen, drei bis fünf Leistungen, mindestens zwei Punkten „nicht enthalten“ und einer Dauer.",
              hint: "Je konkreter die Zielgruppe, desto leichter die Akquise. „Kleine Unternehmen“ ist zu breit; „Physiotherapiepraxen mit zwei bis zehn Mitarbeitenden“ kannst du gezielt ansprechen.",
              solution: `Ein Beispiel von Aylin (früher Buchhalterin):

> Ich helfe kleinen Steuerkanzleien, wiederkehrende Excel-Aufgaben zu automatisieren, damit ihre Mitarbeitenden in der Abschlusssaison mehrere Stunden pro Woche sparen.

**Paket „Kanzlei-Automatisierung Start“** (3 Wochen)

- Workshop: die drei zeitraubendsten Routineaufgaben finden
- Automatisierung einer dieser Aufgaben (zum Beispiel Import von Kontoauszügen)
- Kurze Anleitung mit Screenshots
- 30 Tage Support per E-Mail

Nicht enthalten: Anbindung an die Kanzleisoftware über Schnittstellen, Schulung weiterer Standorte.

Die Positionierung nennt eine enge Zielgruppe, ein spürbares Problem und ein Ergebnis, das die Kanzlei in Stunden messen kann.`,
            },
          ],
          quizzes: [
            {
              question: "Welche Positionierung ist für den Start als Freelancerin am stärksten?",
              choices: [
                "„Ich mache Websites, Apps und Design – alles aus einer Hand.“",
                "„Ich bringe inhabergeführte Modeläden in vier Wochen mit einem Onlineshop ins Netz.“",
                "„Ich bin die günstigste Webentwicklerin in der Region.“",
                "„Ich programmiere in sieben Programmiersprachen.“",
              ],
              correctAnswer: 1,
              explanation:
                "Sie nennt Zielgruppe, Problem und Ergebnis mit einem klaren Zeitrahmen. Ein Bauchladen wirkt beliebig, ein Preisversprechen zieht die falsche Kundschaft an, und Programmiersprachen interessieren die meisten Kundinnen nicht.",
            },
          ],
        },
        {
          title: "Deinen Stundensatz kalkulieren",
          content: `## Der häufigste Anfängerfehler

Viele rechnen so: „Als Angestellte habe ich 3.500 Euro brutto im Monat verdient, das sind etwa 20 Euro pro Stunde – also nehme ich 25 Euro.“ Das geht fast immer schief. Als Selbstständige zahlst du vieles selbst, was vorher der Arbeitgeber getragen hat, und du kannst längst nicht jede Arbeitsstunde abrechnen.

## Schritt 1: Was musst du im Jahr einnehmen?

Rechne von deinem Ziel rückwärts. Für einen Vollzeitstart zum Beispiel:

- **Wunschgewinn vor Steuern:** 48.000 Euro (ungefähr vergleichbar mit einem Angestelltengehalt, das dir danach netto etwa gleich viel lässt, wenn du alles Folgende selbst zahlst)
- **Kranken- und Pflegeversicherung:** als Selbstständige zahlst du den vollen Beitrag, grob 10.000 Euro im Jahr
- **Altersvorsorge:** mindestens 6.000 Euro
- **Betriebskosten:** Laptop, Software, Haftpflichtversicherung, Steuerberatung, Weiterbildung, Coworking – leicht 6.000 Euro

Zusammen sind das **70.000 Euro**, die deine Rechnungen im Jahr einbringen müssen. Die Zahlen sind Beispiele; setze deine eigenen ein und lass dich bei Versicherung und Steuern beraten.

## Schritt 2: Wie viele Stunden kannst du abrechnen?

Ein Jahr hat 52 Wochen. Davon gehen ab:

- 6 Wochen Urlaub, 2 Wochen Feiertage, 2 Wochen Krankheit → **42 Arbeitswochen**
- Von 40 Wochenstunden sind nur etwa **60 Prozent abrechenbar**. Der Rest geht für Akquise, Angebote, Buchhaltung, Weiterbildung und Leerlauf zwischen Projekten drauf.

42 Wochen × 40 Stunden × 0,6 = **1.008 abrechenbare Stunden** im Jahr.

## Schritt 3: Der Mindeststundensatz

70.000 Euro ÷ 1.008 Stunden ≈ **69 Euro pro Stunde** (netto, also ohne Umsatzsteuer). Das ist die Untergrenze, ab der sich die Arbeit trägt – nicht dein Wunschpreis. Liegt der Marktpreis in deiner Nische darüber, orientiere dich am Markt.

## Umsatzsteuer und Kleinunternehmerregelung

Wer wenig Umsatz macht, kann in Deutschland die **Kleinunternehmerregelung** nutzen und weist dann keine Umsatzsteuer aus. Die Umsatzgrenzen sind im Umsatzsteuergesetz geregelt und wurden zuletzt 2025 angehoben; prüfe die aktuellen Werte beim Finanzamt oder mit einer Steuerberatung. Ohne diese Regelung schlägst du auf deinen Nettopreis 19 Prozent Umsatzsteuer auf und führst sie ans Finanzamt ab – sie ist also kein Einkommen.

## Nebenberuflich rechnen

Startest du neben einem Job, bist du meist über die Anstellung kranken- und rentenversichert. Deine Kosten sind niedriger, deine abrechenbaren Stunden aber auch: Bei zehn Stunden pro Woche bleiben vielleicht sechs abrechenbare. Verkaufe dich trotzdem nicht unter Wert – ein zu niedriger Einstiegspreis lässt sich später schwer anheben, und er zieht Kundschaft an, die vor allem billig will.

## Das Wichtigste in Kürze

- Rechne vom Jahresbedarf rückwärts: Gewinn + Versicherungen + Vorsorge + Betriebskosten.
- Nur etwa 60 Prozent deiner Arbeitszeit sind abrechenbar.
- Der errechnete Satz ist deine Untergrenze; Umsatzsteuer kommt obendrauf und gehört dem Finanzamt.`,
          learningObjective:
            "Du kannst aus Wunschgewinn, Versicherungen, Vorsorge, Betriebskosten und abrechenbaren Stunden einen Mindeststundensatz berechnen und erklären, warum er deutlich über einem umgerechneten Angestelltengehalt liegt.",
          estimatedMinutes: 15,
          codeExamples: [
            {
              title: "Stundensatz-Rechner",
              description:
                "Ein kleines Skript, das die Rechnung aus der Lektion nachvollziehbar macht. Ändere die Werte oben und führe es mit `node stundensatz.js` aus.",
              code: `// stundensatz.js – Mindeststundensatz für Selbstständige (Beispielwerte)
const jahresbedarf = {
  wunschgewinn: 48000,
  krankenUndPflegeversicherung: 10000,
  altersvorsorge: 6000,
  betriebskosten: 6000,
};

const arbeitswochen = 52 - 6 /* Urlaub */ - 2 /* Feiertage */ - 2; /* Krankheit */
const wochenstunden = 40;
const abrechenbarerAnteil = 0.6; // Akquise, Verwaltung und Leerlauf sind nicht abrechenbar

const summe = Object.values(jahresbedarf).reduce((a, b) => a + b, 0);
const abrechenbareStunden = arbeitswochen * wochenstunden * abrechenbarerAnteil;
const mindestsatz = summe / abrechenbareStunden;

const euro = (n) => n.toLocaleString("de-DE", { style: "currency", currency: "EUR" });
console.log("Jahresbedarf:", euro(summe));
console.log("Abrechenbare Stunden:", Math.round(abrechenbareStunden));
console.log("Mindeststundensatz (netto):", euro(mindestsatz));
console.log("Mit 19 % Umsatzsteuer:", euro(mindestsatz * 1.19));`,
              language: "javascript",
            },
          ],
          exercises: [
            {
              task: "Berechne deinen eigenen Mindeststundensatz für einen nebenberuflichen Start: Du willst im Jahr 12.000 Euro Gewinn zusätzlich verdienen, hast 2.400 Euro Betriebskosten (Software, Laptop-Anteil, Haftpflicht, Steuerberatung), bist über deine Anstellung versichert und legst 1.200 Euro für die Altersvorsorge zurück. Du arbeitest 44 Wochen im Jahr je 10 Stunden am Freelancing, davon sind 60 Prozent abrechenbar.",
              hint: "Zähle zuerst den Jahresbedarf zusammen. Dann: Wochen × Stunden × abrechenbarer Anteil. Teile den Bedarf durch die abrechenbaren Stunden.",
              solution: `**Jahresbedarf:** 12.000 + 2.400 + 1.200 = **15.600 Euro**

**Abrechenbare Stunden:** 44 × 10 × 0,6 = **264 Stunden**

**Mindeststundensatz:** 15.600 ÷ 264 ≈ **59,09 Euro netto** pro Stunde, also rund 60 Euro. Ohne Kleinunternehmerregelung kommen 19 Prozent Umsatzsteuer dazu (≈ 70,32 Euro brutto).

Zum Vergleich: Hättest du einfach 12.000 Euro durch 440 Arbeitsstunden geteilt, kämst du auf 27 Euro – und würdest jedes Jahr draufzahlen, weil du Kosten, Vorsorge und nicht abrechenbare Zeit vergessen hättest.`,
            },
          ],
          quizzes: [
            {
              question:
                "Warum liegt der Stundensatz einer Freelancerin deutlich über dem umgerechneten Stundenlohn einer vergleichbaren Angestellten?",
              choices: [
                "Weil Freelancer grundsätzlich mehr verdienen wollen.",
                "Weil die Umsatzsteuer ihr Einkommen ist.",
                "Weil Kundinnen höhere Preise für seriöser halten.",
                "Weil sie Versicherungen, Vorsorge und Betriebskosten selbst trägt und nur ein Teil ihrer Zeit abrechenbar ist.",
              ],
              correctAnswer: 3,
              explanation:
                "Der Satz muss alles tragen, was sonst der Arbeitgeber zahlt, und auch Urlaub, Krankheit, Akquise und Verwaltung finanzieren. Die Umsatzsteuer gehört dem Finanzamt und ist kein Einkommen.",
            },
          ],
        },
        {
          title: "Anmelden, absichern, Steuern zurücklegen",
          content: `## Der Papierkram ist kleiner, als du fürchtest

Viele schieben den Start in die Selbstständigkeit vor sich her, weil sie Angst vor Formularen haben. Dabei sind es am Anfang nur wenige Schritte. Diese Lektion gibt dir einen Überblick, damit du die richtigen Fragen stellen kannst. Sie ersetzt keine Steuerberatung: Gerade im ersten Jahr lohnt sich ein Termin bei einer Steuerberaterin oder einer Gründungsberatung, etwa bei der IHK oder der Arbeitsagentur.

## Schritt 1: Freiberuflich oder gewerblich?

In Deutschland unterscheidet man **freiberufliche** und **gewerbliche** Tätigkeiten. Freiberuflich sind zum Beispiel unterrichtende, beratende oder ingenieurähnliche Tätigkeiten; manche Softwareentwicklung zählt dazu. Wer Produkte verkauft, Leistungen vermittelt oder vor allem Standardleistungen anbietet, ist meist gewerblich tätig. Bei Webdesign und Onlineshop-Einrichtung ist die Einordnung nicht immer eindeutig.

- **Freiberuflich:** Du meldest dich nur beim Finanzamt an.
- **Gewerblich:** Du meldest zusätzlich ein Gewerbe beim Gewerbeamt deiner Stadt an, wirst Mitglied der IHK und zahlst ab einem bestimmten Gewinn Gewerbesteuer.

Wie deine Tätigkeit eingeordnet wird, entscheidet am Ende das Finanzamt. Beschreibe sie deshalb genau und ehrlich.

## Schritt 2: Anmeldung beim Finanzamt

Innerhalb eines Monats nach Beginn der Tätigkeit füllst du online über ELSTER den **Fragebogen zur steuerlichen Erfassung** aus. Darin schätzt du deinen Umsatz und Gewinn für das erste Jahr und entscheidest, ob du die Kleinunternehmerregelung nutzen willst. Danach bekommst du eine **Steuernummer**, die auf jede Rechnung gehört.

## Schritt 3: Absichern

- **Krankenversicherung** ist Pflicht. Bist du nebenberuflich selbstständig und weiter angestellt, bleibt meist alles wie bisher. Wirst du hauptberuflich selbstständig, zahlst du die Beiträge selbst.
- **Berufs- oder IT-Haftpflicht:** Ein Fehler in einem Shop, der einen Tag lang keine Bestellungen annimmt, kann teuer werden. Eine Haftpflicht für Vermögensschäden kostet oft nur einige Hundert Euro im Jahr.
- **Rentenversicherung:** Für die meisten Selbstständigen ist sie freiwillig. Ausnahmen gibt es, etwa für selbstständige Lehrkräfte und Dozenten oder wenn du dauerhaft im Wesentlichen nur für einen einzigen Auftraggeber arbeitest. Prüfe das, bevor du zum Beispiel als Trainerin startest.
- **Scheinselbstständigkeit:** Arbeitest du wie eine Angestellte – feste Arbeitszeiten, Weisungen, ein eigener Platz im Team, nur ein Auftraggeber –, kann die Rentenversicherung dich als angestellt einstufen. Im Zweifel hilft ein Statusfeststellungsverfahren bei der Deutschen Rentenversicherung.

## Schritt 4: Geld trennen und zurücklegen

Eröffne ein eigenes Konto nur für deine Selbstständigkeit. Von jedem Zahlungseingang legst du sofort zwei Beträge zurück:

1. die **Umsatzsteuer**, falls du sie ausweist – sie gehört vollständig dem Finanzamt,
2. eine **Rücklage für die Einkommensteuer**, als grobe Faustregel 25 bis 30 Prozent deines Gewinns.

Nach der ersten Steuererklärung setzt das Finanzamt oft vierteljährliche **Vorauszahlungen** fest. Wer bis dahin nichts zurückgelegt hat, muss dann die Steuer für das vergangene Jahr und die ersten Vorauszahlungen gleichzeitig zahlen. Deinen Gewinn ermittelst du als kleine Selbstständige meist mit einer **Einnahmen-Überschuss-Rechnung**: Einnahmen minus Ausgaben. Bewahre dafür alle Belege geordnet auf.

## Das Wichtigste in Kürze

- Freiberuflich: Anmeldung beim Finanzamt; gewerblich: zusätzlich beim Gewerbeamt.
- Krankenversicherung ist Pflicht, eine Haftpflicht sinnvoll; prüfe Rentenversicherungspflicht und Scheinselbstständigkeit.
- Eigenes Konto, Umsatzsteuer und 25 bis 30 Prozent Steuerrücklage sofort beiseitelegen.`,
          learningObjective:
            "Du kannst die ersten Schritte in die Selbstständigkeit benennen – Einordnung, Anmeldung beim Finanzamt, Absicherung – und von jedem Zahlungseingang die richtigen Rücklagen bilden.",
          estimatedMinutes: 15,
          codeExamples: [
            {
              title: "Zahlungseingang aufteilen",
              description:
                "Ein kleines Skript, das zeigt, wie viel von einer bezahlten Rechnung wirklich dir gehört. Die Rücklagenquote von 30 Prozent ist eine grobe Faustregel, keine Steuerberechnung.",
              code: `// ruecklagen.js – was von einer bezahlten Rechnung bleibt
const netto = 2400; // Rechnungsbetrag ohne Umsatzsteuer
const umsatzsteuerSatz = 0.19; // 0 bei Kleinunternehmerregelung
const ruecklageQuote = 0.3; // Faustregel für die Einkommensteuer
const kostenAnteil = 0.1; // Software, Versicherung usw. für dieses Projekt

const umsatzsteuer = netto * umsatzsteuerSatz;
const gewinn = netto * (1 - kostenAnteil);
const steuerRuecklage = gewinn * ruecklageQuote;
const verfuegbar = gewinn - steuerRuecklage;

const euro = (n) => n.toLocaleString("de-DE", { style: "currency", currency: "EUR" });
console.log("Zahlungseingang:", euro(netto + umsatzsteuer));
console.log("→ Umsatzsteuer ans Finanzamt:", euro(umsatzsteuer));
console.log("→ Kosten:", euro(netto * kostenAnteil));
console.log("→ Rücklage Einkommensteuer:", euro(steuerRuecklage));
console.log("→ Frei verfügbar:", euro(verfuegbar));`,
              language: "javascript",
            },
          ],
          exercises: [
            {
              task: "Miriam hat eine Rechnung über 1.500 Euro netto plus 19 Prozent Umsatzsteuer geschrieben, die heute bezahlt wurde. Für das Projekt hatte sie 150 Euro Kosten. Wie viel Geld ist eingegangen, wie viel muss sie an Umsatzsteuer zurücklegen, wie hoch ist die Einkommensteuer-Rücklage bei 30 Prozent des Gewinns, und wie viel bleibt ihr frei verfügbar?",
              hint: "Umsatzsteuer = Netto × 0,19. Gewinn = Netto minus Kosten. Die Rücklage berechnest du auf den Gewinn, nicht auf den Zahlungseingang.",
              solution: `- **Zahlungseingang:** 1.500 € + 285 € Umsatzsteuer = **1.785 €**
- **Umsatzsteuer zurücklegen:** 1.500 € × 0,19 = **285 €** (gehört dem Finanzamt)
- **Gewinn:** 1.500 € − 150 € Kosten = **1.350 €**
- **Einkommensteuer-Rücklage:** 1.350 € × 0,3 = **405 €**
- **Frei verfügbar:** 1.350 € − 405 € = **945 €**

Von 1.785 Euro auf dem Konto gehören Miriam also nur 945 Euro zum Ausgeben – etwas mehr als die Hälfte. Wer das nicht im Blick hat, erlebt bei der ersten Steuererklärung eine böse Überraschung.`,
            },
          ],
          quizzes: [
            {
              question:
                "Tobias arbeitet als Freelancer seit einem Jahr an fünf Tagen pro Woche im Büro eines einzigen Kunden, mit festen Zeiten und Weisungen der Teamleitung. Was sollte er prüfen lassen?",
              choices: [
                "Ob eine Scheinselbstständigkeit vorliegt, zum Beispiel mit einem Statusfeststellungsverfahren.",
                "Ob er eine Gewerbeanmeldung braucht.",
                "Ob er die Kleinunternehmerregelung nutzen darf.",
              ],
              correctAnswer: 0,
              explanation:
                "Feste Arbeitszeiten, Weisungen, Eingliederung ins Team und nur ein Auftraggeber sind typische Merkmale einer Anstellung. Stuft die Rentenversicherung das Verhältnis als Beschäftigung ein, drohen Nachzahlungen von Sozialversicherungsbeiträgen – vor allem für den Auftraggeber.",
            },
          ],
        },
      ],
    },
    // ------------------------------------------------------------------
    // Modul 2: Kunden gewinnen und gut zusammenarbeiten
    // ------------------------------------------------------------------
    {
      title: "Kunden gewinnen und gut zusammenarbeiten",
      description:
        "Du findest deine ersten Kundinnen und Kunden über Netzwerk, Portfolio und gezielte Ansprache und sicherst jedes Projekt mit einem klaren Angebot und einer korrekten Rechnung ab.",
      lessons: [
        {
          title: "Die ersten Kunden finden",
          content: `## Dein Netzwerk ist größer, als du denkst

Die ersten Aufträge kommen fast nie über Werbung, sondern über Menschen, die dich kennen. Schreib eine Liste mit allen, die dir einfallen: ehemalige Kolleginnen, Vorgesetzte, Lieferanten, Kundschaft aus dem alten Job, der Sportverein, die Eltern aus der Kita. Miriam hat so 60 Namen zusammenbekommen – darunter drei Ladeninhaberinnen, bei denen sie früher gearbeitet oder eingekauft hat.

Sag diesen Menschen **konkret**, was du jetzt machst und für wen. „Ich bin jetzt Freelancerin“ bleibt nicht hängen. „Ich baue Onlineshops für kleine Modeläden – kennst du jemanden, der das braucht?“ schon.

## Ein Portfolio mit zwei, drei Fallbeispielen

Kundinnen wollen sehen, dass du Ergebnisse lieferst. Du brauchst dafür keine 20 Projekte, sondern **zwei bis drei gut erzählte Fallbeispiele**. Jedes folgt demselben Aufbau:

1. **Ausgangslage:** Wer war die Kundin, was war das Problem?
2. **Vorgehen:** Was hast du gemacht, und warum so?
3. **Ergebnis:** Was hat sich verändert? Am besten mit Zahlen: „Nach drei Monaten kommen 15 Prozent des Umsatzes über den Shop.“

Noch keine bezahlten Projekte? Dann mach ein Projekt zu einem reduzierten Preis für eine echte Organisation, etwa einen Verein oder den Laden einer Bekannten – mit der Vereinbarung, es als Referenz zeigen zu dürfen. Verschenke deine Arbeit aber nicht dauerhaft.

## Gezielte Ansprache statt Massenmails

Wenn dein Netzwerk ausgeschöpft ist, sprichst du potenzielle Kundschaft direkt an – per E-Mail, über LinkedIn oder persönlich im Laden. Eine gute Nachricht ist kurz und persönlich:

- Ein konkreter Anlass: „Ich habe gesehen, dass ihr eure neue Kollektion nur auf Instagram zeigt.“
- Ein konkretes Angebot: „Ich richte kleinen Modeläden in vier Wochen einen Onlineshop ein.“
- Ein kleiner nächster Schritt: „Hättest du nächste Woche 15 Minuten für ein Telefonat?“

Rechne mit Absagen und Schweigen; das ist normal. Ein freundliches Nachfassen nach einer Woche verdoppelt oft die Antwortquote.

## Plattformen: ja, aber nicht nur

Freelance-Plattformen und Projektbörsen können Aufträge bringen, besonders für klar umrissene Aufgaben. Dort konkurrierst du aber mit vielen anderen, oft über den Preis, und die Plattform behält eine Gebühr ein. Nutze sie als einen Kanal unter mehreren, nicht als einzigen.

## Akquise planbar machen

Akquise ist kein Zufall, sondern eine Rechnung. Wenn von zehn angesprochenen Läden drei ein Gespräch wollen und aus drei Gesprächen ein Auftrag wird, brauchst du für zwei Aufträge im Quartal etwa 20 Ansprachen – also zwei pro Woche. Plane dafür feste Zeit ein, auch wenn gerade ein Projekt läuft. Sonst folgt auf jedes Projekt ein Loch.

## Das Wichtigste in Kürze

- Die ersten Kunden kommen über dein Netzwerk – sag konkret, was du für wen machst.
- Zwei bis drei Fallbeispiele mit Ausgangslage, Vorgehen und Ergebnis reichen.
- Akquise ist planbar: Rechne rückwärts, wie viele Ansprachen du pro Woche brauchst.`,
          learningObjective:
            "Du kannst dein Netzwerk systematisch ansprechen, ein Fallbeispiel für dein Portfolio aufbauen und berechnen, wie viel Akquise du für deine Auftragsziele brauchst.",
          estimatedMinutes: 15,
          codeExamples: [
            {
              title: "Akquise rückwärts rechnen",
              description:
                "Aus deinem Auftragsziel und deinen bisherigen Quoten ergibt sich, wie viele Menschen du pro Woche ansprechen solltest. Passe die Quoten an, sobald du eigene Zahlen hast.",
              code: `// akquise.js – wie viele Ansprachen brauche ich pro Woche?
const auftraegeProQuartal = 2;
const quoteGespraech = 0.3; // 3 von 10 Angesprochenen wollen ein Gespräch
const quoteAuftrag = 1 / 3; // aus 3 Gesprächen wird 1 Auftrag
const wochenProQuartal = 13;

const gespraeche = auftraegeProQuartal / quoteAuftrag;
const ansprachen = gespraeche / quoteGespraech;

console.log(\`Gespräche im Quartal: \${Math.ceil(gespraeche)}\`);
console.log(\`Ansprachen im Quartal: \${Math.ceil(ansprachen)}\`);
console.log(\`Ansprachen pro Woche: \${Math.ceil(ansprachen / wochenProQuartal)}\`);`,
              language: "javascript",
            },
          ],
          exercises: [
            {
              task: "Schreib eine Erstansprache (höchstens 80 Wörter) an ein fiktives Unternehmen aus deiner Zielgruppe. Sie soll einen konkreten Anlass, dein konkretes Angebot und einen kleinen nächsten Schritt enthalten. Schreib außerdem eine Nachfass-Nachricht für eine Woche später (höchstens 40 Wörter).",
              hint: "Lies deine Nachricht aus Sicht der Empfängerin: Weiß sie nach zehn Sekunden, wer du bist, was du ihr anbietest und was sie jetzt tun soll?",
              solution: `**Erstansprache (Miriam an einen Modeladen):**

> Hallo Frau Kaya, ich habe gesehen, dass Sie Ihre neue Herbstkollektion bisher nur auf Instagram zeigen. Ich war zwölf Jahre im Modehandel und richte inhabergeführten Läden heute in vier Wochen einen eigenen Onlineshop ein, den Ihr Team selbst pflegen kann. Hätten Sie nächste Woche 15 Minuten für ein kurzes Telefonat? Viele Grüße, Miriam Berger

**Nachfassen nach einer Woche:**

> Hallo Frau Kaya, ich wollte kurz nachhaken, ob meine Nachricht angekommen ist. Falls der Zeitpunkt gerade nicht passt, melde ich mich gern im Januar noch einmal. Viele Grüße, Miriam

Der Anlass zeigt, dass die Nachricht keine Massenmail ist; die Branchenerfahrung schafft Vertrauen; der nächste Schritt ist klein und leicht zuzusagen.`,
            },
          ],
          quizzes: [
            {
              question: "Was gehört in ein überzeugendes Fallbeispiel im Portfolio?",
              choices: [
                "Eine vollständige Liste aller Programmiersprachen, die du beherrschst.",
                "Möglichst viele Screenshots ohne Erklärung.",
                "Ausgangslage, dein Vorgehen und ein möglichst messbares Ergebnis.",
              ],
              correctAnswer: 2,
              explanation:
                "Kundinnen wollen verstehen, welches Problem du gelöst hast und was es gebracht hat. Technikdetails und unkommentierte Bilder beantworten diese Frage nicht.",
            },
          ],
        },
        {
          title: "Angebot, Vertrag und Rechnung",
          content: `## Das Angebot schützt beide Seiten

Ein gutes Angebot ist mehr als ein Preis. Es hält schriftlich fest, was vereinbart ist, und verhindert so die meisten Konflikte, bevor sie entstehen. Bewährt hat sich dieser Aufbau:

1. **Ausgangslage:** In zwei, drei Sätzen, was die Kundin braucht – in ihren Worten. So merkt sie, dass du zugehört hast.
2. **Leistungsumfang:** Was genau du lieferst, als Liste.
3. **Nicht enthalten:** Was ausdrücklich nicht dazugehört.
4. **Zeitplan:** Meilensteine mit Datum, und was du dafür von der Kundin brauchst (Texte, Bilder, Zugänge).
5. **Preis und Zahlung:** Festpreis oder Stundensatz, Anzahlung, Zahlungsziel.
6. **Abnahme und Änderungen:** Wie das Ergebnis abgenommen wird und wie zusätzliche Wünsche behandelt werden.
7. **Gültigkeit:** Wie lange das Angebot gilt, zum Beispiel 30 Tage.

## Festpreis oder Aufwand?

Bei einem **Festpreis** trägst du das Risiko, wenn es länger dauert; dafür kannst du gewinnen, wenn du schnell bist. Er passt zu Paketen mit klarem Umfang. Bei **Abrechnung nach Aufwand** zahlt die Kundin jede Stunde; das passt, wenn der Umfang noch unklar ist, etwa bei Wartung oder Beratung. Vereinbare dann ein Stundenkontingent mit Obergrenze, damit niemand überrascht wird.

Für Projekte über einigen Hundert Euro ist eine **Anzahlung** von 30 bis 50 Prozent üblich. Sie sichert dich ab und zeigt, dass die Kundin es ernst meint.

## Wenn Wünsche wachsen

„Können wir noch schnell einen Blog einbauen?“ – Solche Wünsche sind normal und oft eine Chance auf mehr Umsatz. Gefährlich wird es, wenn du sie nebenbei erledigst, ohne sie abzurechnen. Antworte freundlich und klar: „Gern! Das gehört nicht zum vereinbarten Umfang. Ich schicke dir bis morgen ein kleines Zusatzangebot.“ Halte jede Änderung schriftlich fest, eine E-Mail genügt.

## Die Rechnung: Pflichtangaben

Eine Rechnung in Deutschland muss bestimmte Angaben enthalten, sonst kann die Kundin sie nicht korrekt verbuchen und schickt sie zurück. Dazu gehören:

- vollständiger Name und Anschrift von dir und der Kundin,
- deine Steuernummer oder Umsatzsteuer-Identifikationsnummer,
- Rechnungsdatum und eine fortlaufende, einmalige Rechnungsnummer,
- Menge und Art der Leistung sowie der Leistungszeitraum,
- Nettobetrag, Steuersatz und Steuerbetrag sowie der Bruttobetrag – oder, als Kleinunternehmerin, ein Hinweis, dass keine Umsatzsteuer berechnet wird.

Dazu kommen ein Zahlungsziel („zahlbar innerhalb von 14 Tagen“) und deine Bankverbindung. Ein einfaches Rechnungsprogramm oder eine Buchhaltungssoftware nimmt dir Nummerierung und Pflichtangaben ab. Lege jede Rechnung und jeden Beleg sofort ab; die Aufbewahrungsfristen betragen bis zu zehn Jahre.

## Das Wichtigste in Kürze

- Ein Angebot nennt Umfang, Ausschlüsse, Zeitplan, Preis, Abnahme und Gültigkeit.
- Festpreis für klare Pakete, Aufwand mit Obergrenze für Unklares; Anzahlung vereinbaren.
- Zusatzwünsche bekommen ein Zusatzangebot, Rechnungen alle Pflichtangaben.`,
          learningObjective:
            "Du kannst ein Angebot mit Leistungsumfang, Ausschlüssen, Zeitplan und Zahlungsbedingungen aufsetzen, auf Zusatzwünsche professionell reagieren und die Pflichtangaben einer Rechnung prüfen.",
          estimatedMinutes: 15,
          codeExamples: [
            {
              title: "Angebotsvorlage mit allen Bausteinen",
              description:
                "Diese Struktur kannst du in dein Textprogramm oder deine Angebotssoftware übertragen. Jeder Baustein beantwortet eine Frage, die sonst später zum Streit führen könnte.",
              code: `{
  "angebotsnummer": "A-2026-007",
  "gueltigBis": "2026-08-31",
  "kundin": "Modehaus Kaya, Lindenstraße 4, 50674 Köln",
  "ausgangslage": "Die Herbstkollektion soll ab Oktober auch online verkauft werden.",
  "leistungen": [
    "Onlineshop einrichten und gestalten",
    "Bis zu 50 Artikel anlegen",
    "Zahlungsarten PayPal, Kreditkarte und Rechnung",
    "2 Stunden Schulung"
  ],
  "nichtEnthalten": ["Produktfotos", "Texte für Rechtsseiten", "Wartung nach Übergabe"],
  "zeitplan": [
    { "meilenstein": "Design abgestimmt", "datum": "2026-09-12", "braucheVonKundin": "Logo, Farben" },
    { "meilenstein": "Artikel angelegt", "datum": "2026-09-26", "braucheVonKundin": "Artikelliste, Fotos" },
    { "meilenstein": "Shop online und Schulung", "datum": "2026-10-05" }
  ],
  "preis": { "festpreisNettoEuro": 2400, "anzahlungProzent": 40, "zahlungszielTage": 14 },
  "aenderungen": "Wünsche außerhalb des Umfangs erhalten ein schriftliches Zusatzangebot.",
  "abnahme": "Die Kundin prüft den Shop innerhalb von 5 Werktagen nach Fertigstellung."
}`,
              language: "json",
            },
          ],
          exercises: [
            {
              task: "Prüfe diese Rechnung einer Freelancerin, die keine Kleinunternehmerin ist, und nenne alle fehlenden oder fehlerhaften Angaben: „Rechnung an Modehaus Kaya, Köln. Datum: 15.10.2026. Für: Onlineshop. Betrag: 2.400 Euro. Bitte bald überweisen. Miriam Berger, IBAN DE12 …“",
              hint: "Geh die Liste der Pflichtangaben aus der Lektion Punkt für Punkt durch: Wer, wer genau, welche Nummern, was, wann, wie viel mit welcher Steuer, bis wann?",
              solution: `Es fehlen oder sind fehlerhaft:

1. **Vollständige Anschriften** von Miriam und vom Modehaus (nur „Köln“ reicht nicht).
2. **Steuernummer oder USt-IdNr.** von Miriam.
3. **Fortlaufende Rechnungsnummer**, zum Beispiel „R-2026-012“.
4. **Genaue Leistungsbeschreibung** (Onlineshop eingerichtet, 50 Artikel angelegt, Schulung) und der **Leistungszeitraum** (zum Beispiel September bis Oktober 2026).
5. **Netto, Steuersatz, Steuer und Brutto:** Ist 2.400 Euro der Nettopreis aus dem Angebot, lautet es: netto 2.400,00 Euro, 19 % Umsatzsteuer 456,00 Euro, brutto 2.856,00 Euro.
6. **Anzahlung berücksichtigen:** Wurden bereits 40 % angezahlt, wird sie in der Schlussrechnung abgezogen.
7. **Klares Zahlungsziel** statt „bald“, zum Beispiel „zahlbar bis 29.10.2026“.`,
            },
          ],
          quizzes: [
            {
              question:
                "Mitten im Projekt bittet die Kundin darum, „noch schnell“ einen Blog einzubauen, der nicht im Angebot steht. Was ist die professionellste Reaktion?",
              choices: [
                "Den Blog stillschweigend einbauen, um die Kundin nicht zu verärgern.",
                "Die Bitte ablehnen, weil sie nicht im Angebot steht.",
                "Freundlich zusagen, auf den vereinbarten Umfang hinweisen und ein schriftliches Zusatzangebot schicken.",
                "Den Blog einbauen und am Ende ohne Ankündigung mehr berechnen.",
              ],
              correctAnswer: 2,
              explanation:
                "Zusatzwünsche sind eine Chance auf weiteren Umsatz. Ein Zusatzangebot hält fest, was es kostet und wie es den Zeitplan verändert – so gibt es am Ende keine Überraschungen auf beiden Seiten.",
            },
          ],
        },
      ],
    },
  ],
};
