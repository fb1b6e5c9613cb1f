/**
 * English words that must never appear in the German interface or in an answer to a German
 * caller (issue 33, decision 0088). Used by tests only: the German locale files
 * (`src/web/locales/german-locale.test.ts`), the API fuzz test (`src/server/lib/fuzz.test.ts`)
 * and the browser walk through every screen (`e2e/german-everywhere.spec.ts`).
 */

/**
 * The labels the specification (`../shared/spec/*.md`) shows in English. In the English
 * interface they stay as they are; the German interface says them in German.
 * "Dashboard" is left out: the spec uses it in its German admin sidebar too, and it is a
 * German word (Duden), as are "Blog", "Community", "Quiz", "Status", "Code" and "Admin".
 */
export const SPEC_ENGLISH_LABELS = [
  // App shell, dashboard, catalogue (learner-and-visitor.md, sections 2 and 4)
  "My Learning Path",
  "Achievements",
  "Settings",
  "Welcome back",
  "Continue Learning",
  "Quick Actions",
  "Recent Activity",
  "In Progress",
  "Completed",
  "Start Course",
  "Continue",
  "Restart",
  "coming soon",
  "view my learning path",
  "explore new courses",
  "check achievements",
  // Avatar menu and sign-out (both documents)
  "Profile Settings",
  "Sign out",
  "Successfully signed out",
  "Error signing out",
  // 404 (both documents)
  "Oops! Page not found",
  "Return to Home",
  // Site header anchors
  "About",
  "Success Stories",
  // Admin (admin-authoring.md): difficulty values and the publish error
  "Beginner",
  "Intermediate",
  "Advanced",
  "Version not found",
  // Error catalogue texts of the hosted backend that the spec names
  "User not authenticated",
  "Invalid login credentials",
  "Auth session missing!",
  "No token returned by API",
  "Failed to create lead",
  "Failed to update lead registration",
  "Failed to track email click",
  "Failed to get lead",
] as const;

/** Texts of the libraries the server uses (Hono, Better Auth) that reached callers before. */
export const LIBRARY_ENGLISH_TEXTS = [
  "Unsupported Media Type",
  "Malformed JSON in request body",
  "Too many requests",
  "Invalid email or password",
  "User already exists",
  "If this email exists",
  "Invalid token",
  "Invalid redirectURL",
  "Forbidden",
  "Unauthorized",
  "Not Found",
  "Bad Request",
  "Internal Server Error",
  "Method Not Allowed",
] as const;

/**
 * English words that German answers never contain: a message of an API answer to a German
 * caller with one of them is English. Matched as whole words, case-insensitively.
 */
const ENGLISH_MARKERS =
  /\b(the|is|are|not|must|please|invalid|failed|error|found|exists?|missing|request|required|unsupported|malformed|forbidden|unauthorized|too many|already|should|expected|received|cannot|unknown|only|this)\b/i;

/** Whether a message meant for a German caller is English (a library's text or English wording). */
export function looksEnglish(message: string): boolean {
  return LIBRARY_ENGLISH_TEXTS.some((t) => message.includes(t)) || ENGLISH_MARKERS.test(message);
}

type Json = { [k: string]: Json } | string;

function values(node: Json, out: Map<string, string>, path = ""): Map<string, string> {
  if (typeof node === "string") out.set(path, node);
  else for (const [k, v] of Object.entries(node)) values(v, out, path ? `${path}.${k}` : k);
  return out;
}

/**
 * English phrases of the interface: every value of the English locale files that the German
 * file says differently, cut at its placeholders into fragments. Kept: fragments of two or
 * more words, and single words of four or more letters that appear in no German text (so
 * "Start", "Module", "Status" or "Name", which German uses too, are left out).
 */
export function englishInterfacePhrases(
  files: { en: Record<string, Json>; de: Record<string, Json> }[],
): string[] {
  const germanWords = new Set<string>();
  const germanTexts: string[] = [];
  const candidates = new Set<string>();
  for (const { en, de } of files) {
    const deValues = values(de, new Map());
    for (const text of deValues.values()) {
      germanTexts.push(text);
      for (const w of text.match(/\p{L}+/gu) ?? []) germanWords.add(w.toLowerCase());
    }
    for (const [key, text] of values(en, new Map())) {
      if (deValues.get(key) === text) continue;
      for (const fragment of text.split(/\{\{[^}]*\}\}/)) {
        const f = fragment.trim().replace(/^[^\p{L}]+|[\s:,(–-]+$/gu, "");
        if (f) candidates.add(f);
      }
    }
  }
  return [...candidates].filter((f) => {
    if (germanTexts.some((t) => t.includes(f))) return false;
    const words = f.match(/\p{L}+/gu) ?? [];
    if (words.length >= 2) return /\s/.test(f);
    return (
      words.length === 1 && /^\p{L}{4,}[.!]?$/u.test(f) && !germanWords.has(words[0]!.toLowerCase())
    );
  });
}
