import { COMMON_PASSWORDS_TEXT } from "./common-passwords-list";

let list: Set<string> | null = null;

/** The common-password list, built on first use. */
function commonPasswords(): Set<string> {
  list ??= new Set(COMMON_PASSWORDS_TEXT.split("\n"));
  return list;
}

/** True when the password is one of the 10,000 most common ones (letter case ignored). */
export function isCommonPassword(password: unknown): boolean {
  return typeof password === "string" && commonPasswords().has(password.toLowerCase());
}

/** How many passwords the list holds (for tests and docs). */
export const commonPasswordCount = () => commonPasswords().size;
