import type { AppRouter, Deps } from "../context";
import { leadsRoutes } from "./leads/leads.routes";
import { learningRoutes } from "./learning/learning.routes";
import { adminRoutes } from "./admin/admin.routes";
import { adminThumbnailRoutes } from "./admin/admin-thumbnail.routes";
import { adminAiRoutes } from "./admin/generation/admin-ai.routes";
import { uploadsRoutes } from "./uploads/uploads.routes";
import { isScreenshotKey, mayLoadScreenshot } from "./projects/projects-screenshot-access";
import { planRoutes } from "./learning/plan.routes";
import { planFromLeadAtSignIn } from "./learning/plan.service";
import { issueCertificateAfterProject } from "./learning/learning.service";
import { findLeadAnswers } from "./leads/leads.service";
import { adminLifecycleRoutes } from "./admin/lifecycle/admin-lifecycle.routes";
import { editorRoutes } from "./admin/editor/editor.routes";
import { reportsRoutes } from "./reports/reports.routes";
import { usersRoutes } from "./users/users.routes";
import { setupRoutes } from "./setup/setup.routes";
import { meRoutes } from "./me/me.routes";
import { tutorRoutes } from "./tutor/tutor.routes";
import { tutorAdminRoutes } from "./tutor/tutor-admin.routes";
import { achievementsRoutes } from "./achievements/achievements.routes";
import { projectsRoutes } from "./projects/projects.routes";
import { reviewRoutes } from "./projects/projects-review.routes";
import { courseFilesRoutes } from "./admin/course-files/course-files.routes";
import { reviewExtraRoutes } from "./projects/review-extra.routes";
import { notificationsRoutes } from "./notifications/notifications.routes";
import { portfolioPageRoutes, portfolioRoutes } from "./portfolio/portfolio.routes";
import { sitePagesRoutes, siteRoutes } from "./site/site.routes";
import { projectTranslationRoutes } from "./admin/translation/project-translation.routes";
import { projectAiRoutes } from "./projects/projects-ai.routes";
import { teachingRoutes } from "./teaching/teaching.routes";
import { calendarFeedRoutes, cohortsRoutes } from "./cohorts/cohorts.routes";
import { discussionsRoutes } from "./discussions/discussions.routes";
import { helpRoutes } from "./help/help.routes";

/** Mounts the domain modules under /api, and the uploaded files under /uploads. */
export function registerModules(app: AppRouter, deps: Deps) {
  // First sign-in with a confirmed address: the funnel lead of that address becomes the
  // learning profile and builds the plan (once; an existing profile is never replaced).
  // Put together here, so that neither module calls the other for it (issue 43).
  deps.onSignIn.push(({ userId }) =>
    planFromLeadAtSignIn(deps.db, userId, (email) => findLeadAnswers(deps, email)),
  );
  // Before the admin routers: their admin-only middleware on /admin/* would refuse the
  // moderators that may read the users screen.
  app.route("/api", usersRoutes(deps));
  app.route("/api", setupRoutes(deps));
  app.route("/api", leadsRoutes(deps));
  app.route("/api", learningRoutes(deps));
  app.route("/api", planRoutes());
  app.route("/api", adminRoutes(deps));
  app.route("/api", adminThumbnailRoutes(deps));
  app.route("/api", adminAiRoutes(deps));
  // Uploaded files, served from our origin (not under /api).
  // Project screenshots only for whom may see them (decision 0177).
  app.route("/", uploadsRoutes([{ matches: isScreenshotKey, mayLoad: mayLoadScreenshot }]));
  app.route("/api", adminLifecycleRoutes());
  app.route("/api", editorRoutes());
  app.route("/api", reportsRoutes(deps));
  app.route("/api", meRoutes());
  app.route("/api", tutorRoutes(deps));
  app.route("/api", tutorAdminRoutes(deps));
  app.route("/api", achievementsRoutes(deps));
  app.route("/api", projectsRoutes(deps));
  // A passed project issues the course's certificate when it was the last thing missing, in
  // the review's transaction: learning reacts to projects without projects importing it.
  app.route("/api", reviewRoutes(deps, issueCertificateAfterProject));
  app.route("/api", courseFilesRoutes());
  app.route("/api", reviewExtraRoutes(deps));
  app.route("/api", notificationsRoutes(deps));
  app.route("/api", portfolioRoutes());
  // The public portfolio pages, rendered on the server (decision 0128).
  app.route("/", portfolioPageRoutes(deps));
  app.route("/api", siteRoutes(deps));
  // Impressum, Datenschutz, AGB and own pages, server-rendered (issue 31).
  app.route("/", sitePagesRoutes(deps));
  // Translating projects by hand (issue 30, decision 0146).
  app.route("/api", projectTranslationRoutes());
  app.route("/api", projectAiRoutes(deps));
  // The teacher's screens (issue 44): their own classes only.
  app.route("/api", teachingRoutes(deps));
  // Cohorts: the admin's classes, invitation links, the learner's calendar feed (issue 44).
  app.route("/api", cohortsRoutes(deps));
  app.route("/", calendarFeedRoutes(deps));
  // "Fragen & Antworten" under every lesson and its moderation (issue 45, decision 0218).
  app.route("/api", discussionsRoutes(deps));
  // Help requests with the learner's code (issue 45, decision 0223).
  app.route("/api", helpRoutes(deps));
}
