/** A complete funnel lead body for API tests (POST /api/leads). */
export function leadBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    goal: "new-career",
    experience: "basics",
    timeCommitment: "5-10",
    learningStyle: ["projects"],
    topic: "web-dev",
    blocker: "limited-time",
    utmSource: null,
    language: "de",
    email,
    ...overrides,
  };
}
