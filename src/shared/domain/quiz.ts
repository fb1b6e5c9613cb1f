/** A quiz choice after parsing: its text and, when the data has one, its id. */
export interface QuizChoice {
  /** Stable key: the id when given, else the position. */
  key: string;
  id: string | null;
  text: string;
  index: number;
}

/**
 * Spec sections 3 and 5: choices are a list or a JSON string; each is text, or an
 * object with `text` or `choice` and an optional `id`. A string that is not JSON, or
 * any other format, gives an empty list.
 */
export function parseQuizChoices(raw: unknown): QuizChoice[] {
  let value = raw;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  const out: QuizChoice[] = [];
  for (const [index, item] of value.entries()) {
    if (typeof item === "string" || typeof item === "number") {
      out.push({ key: `#${index}`, id: null, text: String(item), index });
      continue;
    }
    if (item && typeof item === "object") {
      const o = item as Record<string, unknown>;
      const text =
        typeof o.text === "string" ? o.text : typeof o.choice === "string" ? o.choice : null;
      if (text === null) return [];
      const id = typeof o.id === "string" || typeof o.id === "number" ? String(o.id) : null;
      out.push({ key: id !== null ? `id:${id}` : `#${index}`, id, text, index });
      continue;
    }
    return [];
  }
  return out;
}

/** Fallback choice letters A, B, C, … */
export function choiceLetter(index: number): string {
  let n = index;
  let s = "";
  do {
    s = String.fromCharCode(65 + (n % 26)) + s;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return s;
}

/** correct_answer is an index into choices: the selected choice is right when it sits there. */
export function isCorrectChoice(
  choices: QuizChoice[],
  correctAnswer: number,
  selectedKey: string | null,
): boolean {
  if (selectedKey === null) return false;
  const selected = choices.find((c) => c.key === selectedKey);
  return !!selected && selected.index === correctAnswer;
}
