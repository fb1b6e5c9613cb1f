/** The learning profile tests give a learner: a career changer into web development, 2–5 hours a week. */
import type { PlanAnswers } from "@shared/domain/learning-plan";

export const WEB_CAREER_PLAN: PlanAnswers = {
  goal: "new-career",
  experience: "beginner",
  timeCommitment: "2-5",
  learningStyle: ["projects"],
  topic: "web-dev",
  blocker: "where-start",
};
