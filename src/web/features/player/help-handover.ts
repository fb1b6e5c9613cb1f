/**
 * The tutor's hand-over to a person (issue 45, decision 0226): a code exercise card of the
 * lesson registers as the place where a learner asks a person; the tutor, when it found
 * nothing in the lesson, hands the learner's question to it (and closes its panel).
 */
type Target = (question: string) => void;

const targets: Target[] = [];
const listeners = new Set<() => void>();
const handedOver = new Set<() => void>();

const changed = () => listeners.forEach((l) => l());

/** Registers a card as a target; answers the unregister function. */
export function registerHelpTarget(target: Target): () => void {
  targets.push(target);
  changed();
  return () => {
    const i = targets.indexOf(target);
    if (i >= 0) targets.splice(i, 1);
    changed();
  };
}

/** Whether a card of the lesson takes a question now. */
export const hasHelpTarget = () => targets.length > 0;

export function subscribeHelpTargets(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hands `question` to the first card of the lesson; false when there is none. */
export function handOverToPerson(question: string): boolean {
  const target = targets[0];
  if (!target) return false;
  handedOver.forEach((l) => l());
  target(question);
  return true;
}

/** Calls `listener` whenever a question is handed over (the tutor panel closes). */
export function onHandOver(listener: () => void): () => void {
  handedOver.add(listener);
  return () => handedOver.delete(listener);
}
