import MiniSearch from "minisearch";
import { stemmer as stemEn } from "@orama/stemmers/english";
import { stemmer as stemDe } from "@orama/stemmers/german";
import { stemmer as stemEs } from "@orama/stemmers/spanish";
import { stemmer as stemFr } from "@orama/stemmers/french";
import { parseQuizChoices } from "@shared/domain/quiz";
import type { TutorLesson } from "./tutor-context";
import type { Language } from "@shared/i18n/languages";
import { resultsPassage } from "./tutor-practice";

/**
 * The tutor without an AI model (decision 0054): the passages of the lesson that best
 * match the question, ranked by BM25 (MiniSearch) over stemmed words. Only text of the
 * lesson is returned, never anything invented; solutions and quiz answers follow the
 * same rule as the model's prompt (only when revealed).
 */
export interface Passage {
  id: number;
  text: string;
  /** A passage about the learner's last check run of a code exercise. */
  run?: true;
  /** An answered thread of the lesson's discussion (issue 45), labelled as such in its text. */
  discussion?: true;
}

/** How an offline answer names a passage from the lesson's discussion (issue 45). */
export const DISCUSSION_LABEL: Record<Language, string> = {
  de: "Aus „Fragen & Antworten“ dieser Lektion:",
  en: "From this lesson’s “Questions & Answers”:",
  es: "De «Preguntas y respuestas» de esta lección:",
  fr: "Tiré de « Questions et réponses » de cette leçon :",
};

const STEMMERS: Record<string, (w: string) => string> = {
  de: stemDe,
  en: stemEn,
  es: stemEs,
  fr: stemFr,
};

/**
 * Words that match everything and say nothing: the questions' own filler in the four
 * languages, with the verbs every question asks with ("Was macht …", "how does … work",
 * "Was steht … über") and the elided French words ("c’est", "l’", "qu’").
 */
const STOP = new Set(
  (
    "der die das den dem des ein eine einer eines einem einen und oder ist sind was wie warum wieso " +
    "ich du er sie es wir ihr mir mich dir dich mein dein nicht kein keine zu im in am an auf für mit " +
    "von bei aus als auch noch nur so da dann wenn the a an and or is are was what why how i you it " +
    "this that of to in on for with do does can me my not please bitte erklär erklär erkläre " +
    "macht machen mache funktioniert funktionieren bedeutet bedeuten heißt gibt geht kann kannst " +
    "können soll sollte muss brauche man steht stehen über work works mean means " +
    "el la los las un una unos unas y o es son que qué como cómo por para con de del en al lo se " +
    "mi tu yo no funciona hace significa puedo " +
    "le les une des et ou est sont quoi comment pourquoi pour avec du au ce cette je il elle on " +
    "ne pas fonctionne fait signifie peux c d j l m n s t qu"
  ).split(" "),
);

/**
 * How a question points at the lesson itself ("in dieser Lektion", "hier", "im Kurs", "in this
 * lesson", "en esta lección", "dans ce cours" …): words about where to look, not what to find,
 * so they are taken out of the question before it is matched (issue 45). Whole phrases only:
 * "Was ist ein Kurs?" keeps its "Kurs".
 */
const W = "(?<![\\p{L}\\p{N}_])";
const E = "(?![\\p{L}\\p{N}_])";
const phrase = (body: string) => new RegExp(`${W}(?:${body})${E}`, "giu");
const LESSON_REFERENCES: Record<Language, RegExp[]> = {
  de: [
    phrase(
      "(?:(?:in|aus|zu|von|bei|an|laut|nach|über)\\s+)?(?:dieser|diesem|diesen|diese|dieses|der|dem|den|die|das|unserer|unserem|meiner|meinem)\\s+(?:lektion|kurs|kurses|modul|moduls|kapitel|abschnitt|text|textes)",
    ),
    phrase("(?:im|zum|vom|beim|ins)\\s+(?:kurs|modul|kapitel|abschnitt|text)"),
    phrase("hier|hierin|darin"),
  ],
  en: [
    phrase(
      "(?:(?:in|from|of|on|for|about|according\\s+to)\\s+)?(?:this|the|our|my)\\s+(?:lesson|course|module|chapter|section|text)",
    ),
    phrase("here"),
  ],
  es: [
    phrase(
      "(?:(?:en|de|según|segun|sobre)\\s+)?(?:esta|este|la|el|nuestra|nuestro|mi)\\s+(?:lección|leccion|curso|módulo|modulo|capítulo|capitulo|sección|seccion|texto)",
    ),
    phrase("(?:del|al)\\s+(?:curso|módulo|modulo|capítulo|capitulo|texto)"),
    phrase("aquí|aqui|acá|aca"),
  ],
  fr: [
    phrase(
      "(?:(?:dans|de|selon|pour|sur)\\s+)?(?:cette|ce|cet|la|le|notre|ma|mon|l['’]\\s*)\\s*(?:leçon|lecon|cours|module|chapitre|section|texte)",
    ),
    phrase("(?:du|au)\\s+(?:cours|module|chapitre|texte)"),
    phrase("ici"),
  ],
};

/** The question without its references to the lesson, in the lesson's and the learner's language. */
export function withoutLessonReferences(question: string, languages: readonly Language[]): string {
  let q = question;
  for (const lang of new Set(languages))
    for (const re of LESSON_REFERENCES[lang] ?? []) q = q.replace(re, " ");
  return q;
}

export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
}

/** The lesson cut into passages: paragraphs of the text (a heading stays with the next one), code, exercises, quizzes. */
export function lessonPassages(
  lesson: TutorLesson,
  revealed: ReadonlySet<string>,
  lang: Language = "de",
): Passage[] {
  const texts: string[] = [];
  // Passages of the learner's own check runs: asked about, they answer with one word in common.
  const runs = new Set<number>();
  let pendingHeading = "";
  for (const block of lesson.content.split(/\n\s*\n/)) {
    const t = block.trim();
    if (!t) continue;
    if (/^#{1,6}\s/.test(t) && !t.includes("\n")) {
      pendingHeading = pendingHeading ? `${pendingHeading}\n\n${t}` : t;
      continue;
    }
    texts.push(pendingHeading ? `${pendingHeading}\n\n${t}` : t);
    pendingHeading = "";
  }
  if (pendingHeading) texts.push(pendingHeading);
  for (const c of lesson.codeExamples) {
    const head = [c.title, c.description].filter(Boolean).join(": ");
    texts.push(`${head ? `${head}\n\n` : ""}\`\`\`${c.language}\n${c.code}\n\`\`\``);
  }
  for (const e of lesson.exercises) {
    texts.push(
      [e.task, e.hint, revealed.has(e.id) ? e.solution : null].filter(Boolean).join("\n\n"),
    );
    // A code exercise's last check run (the learner's own, read on the server).
    const run = resultsPassage(
      { practice: e.practice ?? null, learnerCode: e.learnerCode ?? null },
      e.task,
      lang,
    );
    if (run) runs.add(texts.push(run) - 1);
  }
  for (const q of lesson.quizzes) {
    const choices = parseQuizChoices(q.choices).map((c) => `- ${c.text}`);
    texts.push(
      [q.question, ...choices, revealed.has(q.id) ? q.explanation : null]
        .filter(Boolean)
        .join("\n"),
    );
  }
  // Answered threads of the lesson's discussion, each marked as coming from it (issue 45).
  const fromDiscussion = new Set<number>();
  for (const d of lesson.discussion ?? []) {
    const answers = d.answers.map((a) => a.body);
    fromDiscussion.add(texts.push([`**${d.title}**`, d.question, ...answers].join("\n\n")) - 1);
  }
  return texts.map((text, id) =>
    runs.has(id)
      ? { id, text, run: true }
      : fromDiscussion.has(id)
        ? { id, text, discussion: true }
        : { id, text },
  );
}

/** Up to `max` passages that match the question best, in lesson order; [] when nothing matches. */
export function findPassages(
  lesson: TutorLesson,
  revealed: ReadonlySet<string>,
  question: string,
  max = 3,
  lang: Language = "de",
): Passage[] {
  const passages = lessonPassages(lesson, revealed, lang);
  const stem = STEMMERS[lesson.language] ?? stemEn;
  const search = new MiniSearch<Passage>({
    fields: ["text"],
    storeFields: ["text"],
    tokenize,
    processTerm: (term) => (STOP.has(term) ? null : stem(term)),
    searchOptions: {
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: "OR",
    },
  });
  search.addAll(passages);
  // "in dieser Lektion", "here", "en el curso": where to look, not what to find (issue 45).
  const asked = withoutLessonReferences(question, [lesson.language as Language, lang]);
  // A passage that shares one word with the question is not an answer to it ("Wie backe ich
  // ein Roggenbrot?" in a lesson whose sample data sells rye bread): it has to match more
  // than half of the question's words that carry meaning; otherwise the tutor says that
  // nothing in the lesson fits (decision 0093).
  const words = new Set(
    tokenize(asked)
      .filter((w) => !STOP.has(w))
      .map(stem),
  );
  const needed = Math.floor(words.size / 2) + 1;
  const hits = search
    .search(asked)
    .filter((h) => h.queryTerms.length >= (passages[h.id as number]!.run ? 1 : needed))
    .slice(0, max);
  return hits.map((h) => passages[h.id as number]).sort((a, b) => a.id - b.id);
}

/**
 * The offline answer: the passages as markdown, separated by rules; "" when none matched. A
 * passage from the lesson's discussion says so first, in the learner's language.
 */
export function offlineAnswer(passages: Passage[], lang: Language = "de"): string {
  return passages
    .map((p) => (p.discussion ? `*${DISCUSSION_LABEL[lang]}*\n\n${p.text}` : p.text))
    .join("\n\n---\n\n");
}
