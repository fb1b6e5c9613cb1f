import type { Role } from "../contracts/auth";

const rank: Record<Role, number> = { user: 1, teacher: 2, moderator: 3, admin: 4 };

/**
 * Spec: admin passes every role check; moderator passes moderator and user; user only user.
 * Teacher (issue 44, decision 0205) sits between user and moderator: it passes teacher and
 * user checks; what a teacher sees is further limited to their own cohorts by the service.
 */
export function hasRole(actual: string | null | undefined, required: Role): boolean {
  const r = (actual ?? "user") as Role;
  return (rank[r] ?? rank.user) >= rank[required];
}

/** Missing or unknown role resolves to "user". */
export function resolveRole(value: string | null | undefined): Role {
  return value === "admin" || value === "moderator" || value === "teacher" || value === "user"
    ? value
    : "user";
}
