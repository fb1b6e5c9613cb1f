/*
 * A join begun signed out: the invitation page remembers its token (a day at most) so that
 * after signing up or in, the learner's dashboard leads back to it.
 */
const KEY = "kurswerk.pending-join";
const DAY = 24 * 60 * 60 * 1000;

export function rememberPendingJoin(token: string) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ token, at: Date.now() }));
  } catch {
    /* storage unavailable */
  }
}

export function takePendingJoin(): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    localStorage.removeItem(KEY);
    const { token, at } = JSON.parse(raw) as { token?: unknown; at?: unknown };
    if (typeof token !== "string" || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    if (typeof at !== "number" || Date.now() - at > DAY) return null;
    return token;
  } catch {
    return null;
  }
}

/** Whether a join begun signed out waits (without taking it). */
export function hasPendingJoin(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}
