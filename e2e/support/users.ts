/** Accounts created by scripts/e2e-server.mjs before the server starts. */
export const E2E_PASSWORD = "e2e-password-123";
export const E2E_USERS = {
  admin: { email: "admin@e2e.test", name: "Ada Admin", role: "admin" },
  moderator: { email: "moderator@e2e.test", name: "Mo Moderator", role: "moderator" },
  teacher: { email: "teacher@e2e.test", name: "Tilo Lehrkraft", role: "teacher" },
  learner: { email: "learner@e2e.test", name: "Lena Lernende", role: "user" },
  // No name (as an account from a social provider without one): the spec's fallbacks show.
  // Sign-up refuses a blank name, so the account is seeded.
  nameless: { email: "nameless@e2e.test", name: "", role: "user" },
} as const;
export type E2EUser = keyof typeof E2E_USERS;
