/** Spec: initials come from the name, else the first letter of the e-mail, else "U". */
export function initialsOf(
  name: string | null | undefined,
  email: string | null | undefined,
): string {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length)
    return parts
      .slice(0, 2)
      .map((p) => p[0]!.toUpperCase())
      .join("");
  const e = (email ?? "").trim();
  return e ? e[0]!.toUpperCase() : "U";
}
