import type { Role } from "../contracts/auth";

const rank: Record<Role, number> = { user: 1, moderator: 2, admin: 3 };

/** Spec: admin passes every role check; moderator passes moderator and user; user only user. */
export function hasRole(actual: string | null | undefined, required: Role): boolean {
  const r = (actual ?? "user") as Role;
  return (rank[r] ?? rank.user) >= rank[required];
}

/** Missing or unknown role resolves to "user". */
export function resolveRole(value: string | null | undefined): Role {
  return value === "admin" || value === "moderator" || value === "user" ? value : "user";
}
