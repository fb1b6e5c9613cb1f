import { AppLink } from "@/lib/navigation";
import { useTranslation } from "react-i18next";
import {
  ArrowRight,
  Award,
  BarChart3,
  Bot,
  Briefcase,
  Check,
  Code2,
  Compass,
  Hammer,
  Megaphone,
  Palette,
  Quote,
  Route,
  Star,
  Target,
} from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { SiteHeader } from "@/components/site-header";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/session";
import { cn } from "@/lib/utils";
import {
  brandName,
  figureShown,
  landingHidden,
  sectionShown,
  siteFigures,
  siteLinks,
  siteLinkTitle,
} from "@/lib/site";
import { FloatingCta, WelcomeBanner } from "./landing-overlays";

const SKILL_AREAS: { key: string; icon: LucideIcon }[] = [
  { key: "webDev", icon: Code2 },
  { key: "ai", icon: Bot },
  { key: "data", icon: BarChart3 },
  { key: "design", icon: Palette },
  { key: "freelancing", icon: Briefcase },
  { key: "marketing", icon: Megaphone },
];

const STEPS: { key: string; icon: LucideIcon }[] = [
  { key: "goal", icon: Target },
  { key: "path", icon: Route },
  { key: "projects", icon: Hammer },
  { key: "certificate", icon: Award },
];

const TESTIMONIALS = ["julia", "murat", "sophie"] as const;
const ROI = [
  "learners",
  "graduates",
  "success",
  "salary",
  "raise",
  "career",
  "motivation",
] as const;
const PROBLEMS = ["choice", "theory", "time"] as const;

function Stars({ className }: { className?: string }) {
  return (
    <span className={cn("flex text-amber-500", className)} aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className="size-4 fill-current" />
      ))}
    </span>
  );
}

function SectionHeading({ id, title, lead }: { id: string; title: string; lead: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg text-pretty text-muted-foreground">{lead}</p>
    </div>
  );
}

/** The public landing page; prerendered per language and hydrated (see prerender.tsx). */
export default function LandingPage() {
  const { t, i18n } = useTranslation("landing");
  const { user } = useSession();
  const startTarget = user ? "/dashboard" : "/auth";
  // Production (issue 46, decision 0178): what the install cannot back is left out, figures
  // are its own; the server resolved both (shared/domain/landing-live.ts).
  const lang = i18n.language;
  const shows = (key: string) => !landingHidden(key, lang);
  const on = (s: "skills" | "testimonials" | "roi" | "how") => sectionShown(s) && shows(s);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" className={cn("flex-1", user ? "pt-24" : "pt-16")}>
        {user && <WelcomeBanner name={user.name} />}

        {/* Hero */}
        <section
          hidden={!sectionShown("hero") || undefined}
          aria-labelledby="hero-title"
          data-section="hero"
          className="relative overflow-hidden bg-gradient-to-b from-primary/10 via-background to-background"
        >
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.1fr_0.9fr]">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-card px-3 py-1 text-sm font-medium text-accent-foreground">
                <Check className="size-4" aria-hidden="true" />
                {t("hero.badge")}
              </p>
              <h1
                id="hero-title"
                className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
              >
                {t("hero.title")}
              </h1>
              <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground sm:text-xl">
                {t("hero.subtitle")}
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <Button asChild size="lg" className="h-12 px-6">
                  <AppLink to={startTarget} data-testid="hero-cta">
                    {t("hero.primary")}
                    <ArrowRight aria-hidden="true" />
                  </AppLink>
                </Button>
                <Button asChild size="lg" variant="outline" className="h-12 px-6">
                  <AppLink to="/onboarding" data-testid="hero-funnel">
                    <Compass aria-hidden="true" />
                    {t("hero.funnel")}
                  </AppLink>
                </Button>
              </div>
              <ul className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-muted-foreground">
                {shows("hero.rating") && (
                  <li className="flex items-center gap-2">
                    <Stars />
                    <span>
                      <strong className="text-foreground">{t("hero.rating")}</strong>
                    </span>
                  </li>
                )}
                {shows("hero.learners") && (
                  <li>
                    <strong className="text-foreground">{t("hero.learners")}</strong>
                  </li>
                )}
                <li>{t("hero.noCard")}</li>
              </ul>
            </div>
            <HeroCard />
          </div>
        </section>

        {/* Problem statement */}
        <section
          hidden={!sectionShown("problem") || undefined}
          aria-labelledby="problem-title"
          data-section="problem"
          className="py-20"
        >
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <SectionHeading
              id="problem-title"
              title={t("problem.title")}
              lead={t("problem.lead")}
            />
            <ul className="mt-12 grid gap-6 md:grid-cols-3">
              {PROBLEMS.map((p) => (
                <li key={p} className="rounded-2xl border bg-card p-6 shadow-xs">
                  <h3 className="text-lg font-semibold">{t(`problem.items.${p}.title`)}</h3>
                  <p className="mt-2 text-muted-foreground">{t(`problem.items.${p}.text`)}</p>
                </li>
              ))}
            </ul>
            <p className="mx-auto mt-10 max-w-2xl text-center text-lg font-medium text-pretty">
              {t("problem.solution")}
            </p>
          </div>
        </section>

        {/* Six skill areas */}
        <section
          hidden={!on("skills") || undefined}
          id="skill-areas"
          aria-labelledby="skill-areas-title"
          data-section="skill-areas"
          className="scroll-mt-24 bg-muted/50 py-20"
        >
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <SectionHeading
              id="skill-areas-title"
              title={t("skills.title")}
              lead={t("skills.lead")}
            />
            <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {SKILL_AREAS.filter((a) => shows(`skills.items.${a.key}`)).map(
                ({ key, icon: Icon }) => (
                  <li key={key} className="rounded-2xl border bg-card p-6 shadow-xs">
                    <span className="grid size-11 place-items-center rounded-xl bg-primary/10 text-primary">
                      <Icon className="size-6" aria-hidden="true" />
                    </span>
                    <h3 className="mt-4 text-lg font-semibold">{t(`skills.items.${key}.title`)}</h3>
                    <p className="mt-2 text-muted-foreground">{t(`skills.items.${key}.text`)}</p>
                  </li>
                ),
              )}
            </ul>
          </div>
        </section>

        {/* How it works */}
        <section
          hidden={!sectionShown("how") || undefined}
          id="how-it-works"
          aria-labelledby="how-it-works-title"
          data-section="how-it-works"
          className="scroll-mt-24 py-20"
        >
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <SectionHeading id="how-it-works-title" title={t("how.title")} lead={t("how.lead")} />
            <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
              {STEPS.map(({ key, icon: Icon }, i) => (
                <li key={key} className="relative rounded-2xl border bg-card p-6 shadow-xs">
                  <span className="text-sm font-semibold text-primary">
                    {t("how.stepLabel", { n: i + 1 })}
                  </span>
                  <Icon className="mt-3 size-7 text-primary" aria-hidden="true" />
                  <h3 className="mt-3 text-lg font-semibold">{t(`how.steps.${key}.title`)}</h3>
                  <p className="mt-2 text-muted-foreground">{t(`how.steps.${key}.text`)}</p>
                </li>
              ))}
            </ol>
            <div className="mt-12 grid gap-8 rounded-3xl border bg-card p-6 shadow-xs sm:p-10 lg:grid-cols-[1fr_auto] lg:items-center">
              <div>
                <h3 className="text-2xl font-bold tracking-tight">{t("how.price.title")}</h3>
                <p className="mt-3 max-w-2xl text-muted-foreground">{t("how.price.text")}</p>
                <ul className="mt-5 grid gap-2 sm:grid-cols-3">
                  {(["free", "certificate", "price"] as const)
                    .filter((b) => shows(`how.price.benefits.${b}`))
                    .map((b) => (
                      <li key={b} className="flex items-start gap-2 text-sm font-medium">
                        <Check className="mt-0.5 size-4 text-success" aria-hidden="true" />
                        {t(`how.price.benefits.${b}`)}
                      </li>
                    ))}
                </ul>
              </div>
              <Button asChild size="lg" className="h-12 px-6">
                <AppLink to="/auth" data-testid="free-trial">
                  {t("how.price.cta")}
                </AppLink>
              </Button>
            </div>
          </div>
        </section>

        {/* Testimonials */}
        <section
          hidden={!on("testimonials") || undefined}
          id="testimonials"
          aria-labelledby="testimonials-title"
          data-section="testimonials"
          className="scroll-mt-24 bg-muted/50 py-20"
        >
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <SectionHeading
              id="testimonials-title"
              title={t("testimonials.title")}
              lead={t("testimonials.lead")}
            />
            <ul className="mt-12 grid gap-6 md:grid-cols-3">
              {TESTIMONIALS.filter((p) => shows(`testimonials.items.${p}`)).map((p) => (
                <li key={p}>
                  <figure className="flex h-full flex-col rounded-2xl border bg-card p-6 shadow-xs">
                    <Quote className="size-7 text-primary/40" aria-hidden="true" />
                    <blockquote className="mt-3 flex-1 text-pretty">
                      <p>{t(`testimonials.items.${p}.quote`)}</p>
                    </blockquote>
                    <figcaption className="mt-6 flex items-center gap-3">
                      <span
                        className="grid size-10 place-items-center rounded-full bg-primary/10 font-semibold text-primary"
                        aria-hidden="true"
                      >
                        {t(`testimonials.items.${p}.name`).charAt(0)}
                      </span>
                      <span className="grid">
                        <span className="font-semibold">{t(`testimonials.items.${p}.name`)}</span>
                        {shows(`testimonials.items.${p}.role`) && (
                          <span className="text-sm text-muted-foreground">
                            {t(`testimonials.items.${p}.role`)}
                          </span>
                        )}
                      </span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
            {shows("testimonials.rating") && (
              <p className="mt-10 flex items-center justify-center gap-2 text-center text-sm text-muted-foreground">
                <Stars />
                {t("testimonials.rating")}
              </p>
            )}
          </div>
        </section>

        {/* ROI statistics */}
        <section
          hidden={!on("roi") || undefined}
          id="roi-numbers"
          aria-labelledby="roi-numbers-title"
          data-section="roi-numbers"
          className="scroll-mt-24 py-20"
        >
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <SectionHeading id="roi-numbers-title" title={t("roi.title")} lead={t("roi.lead")} />
            <dl className="mt-12 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
              {[
                ...siteFigures(lang),
                ...ROI.filter((k) => figureShown(k) && shows(`roi.items.${k}`)).map((k) => ({
                  key: k,
                  value: t(`roi.items.${k}.value`),
                  label: t(`roi.items.${k}.label`),
                })),
              ].map((f) => (
                <div
                  key={f.key}
                  data-figure={f.key}
                  className="flex flex-col-reverse justify-end rounded-2xl border bg-card p-5 text-center shadow-xs sm:p-6"
                >
                  <dt className="mt-2 text-sm text-pretty text-muted-foreground">{f.label}</dt>
                  <dd className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
                    {f.value}
                  </dd>
                </div>
              ))}
              {figureShown("rating") && shows("roi.rating") && (
                <div className="flex flex-col-reverse justify-end rounded-2xl border bg-primary p-5 text-center text-primary-foreground shadow-xs sm:p-6">
                  <dt className="mt-2 text-sm">{t("roi.rating.label")}</dt>
                  <dd className="text-3xl font-extrabold tracking-tight sm:text-4xl">
                    {t("roi.rating.value")}
                  </dd>
                </div>
              )}
            </dl>
          </div>
        </section>

        {/* Final call to action */}
        <section
          hidden={!sectionShown("final") || undefined}
          aria-labelledby="final-cta-title"
          data-section="final-cta"
          className="px-4 pb-24 sm:px-6"
        >
          <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-primary to-(--cta-to) px-6 py-14 text-center text-primary-foreground shadow-lg sm:px-12">
            <h2
              id="final-cta-title"
              className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
            >
              {t("final.title")}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-primary-foreground">
              {t("final.text")}
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild size="lg" variant="secondary" className="h-12 px-6">
                <AppLink to={startTarget} data-testid="final-cta">
                  {t("final.primary")}
                  <ArrowRight aria-hidden="true" />
                </AppLink>
              </Button>
              <Button
                asChild
                size="lg"
                variant="ghost"
                className="h-12 border border-primary-foreground/40 px-6 text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground"
              >
                <AppLink to="/onboarding">{t("final.funnel")}</AppLink>
              </Button>
            </div>
          </div>
        </section>
      </main>

      {/* Room below the footer for the floating call to action: scrolled to the end, it covers
          none of the footer's links (Impressum, Datenschutz). */}
      <footer data-section="footer" className="border-t bg-card">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pt-10 pb-28 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <p className="font-bold">{brandName()}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t("footer.tagline")}</p>
          </div>
          <nav aria-label={t("footer.navLabel")}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <li hidden={!on("skills") || undefined}>
                <a className="text-muted-foreground hover:text-foreground" href="#skill-areas">
                  {t("footer.links.skills")}
                </a>
              </li>
              <li hidden={!on("how") || undefined}>
                <a className="text-muted-foreground hover:text-foreground" href="#how-it-works">
                  {t("footer.links.how")}
                </a>
              </li>
              <li hidden={!on("testimonials") || undefined}>
                <a className="text-muted-foreground hover:text-foreground" href="#testimonials">
                  {t("footer.links.testimonials")}
                </a>
              </li>
              <li hidden={!on("roi") || undefined}>
                <a className="text-muted-foreground hover:text-foreground" href="#roi-numbers">
                  {t("footer.links.roi")}
                </a>
              </li>
              {siteLinks().map((l) => (
                <li key={l.slug}>
                  <a className="text-muted-foreground hover:text-foreground" href={l.path}>
                    {siteLinkTitle(l, i18n.language)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-sm text-muted-foreground">{t("footer.copyright")}</p>
        </div>
      </footer>

      <FloatingCta />
    </div>
  );
}

/** A small, static picture of a learning path (no images, no layout shift). */
function HeroCard() {
  const { t } = useTranslation("landing");
  const items = [
    { key: "one", percent: 100 },
    { key: "two", percent: 60 },
    { key: "three", percent: 0 },
  ] as const;
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md lg:block">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-primary/10 blur-2xl" />
      <div className="rounded-3xl border bg-card p-6 shadow-xl">
        <p className="text-sm font-medium text-muted-foreground">{t("hero.card.label")}</p>
        <p className="mt-1 text-xl font-bold">{t("hero.card.title")}</p>
        <ul className="mt-6 grid gap-4">
          {items.map((it) => (
            <li key={it.key} className="rounded-xl border p-4">
              <div className="flex items-center justify-between gap-3 text-sm font-medium">
                <span>{t(`hero.card.items.${it.key}`)}</span>
                <span className="text-muted-foreground">{it.percent}%</span>
              </div>
              <div className="mt-2 h-2 overflow-hidden rounded-full bg-muted">
                <div
                  className="h-full rounded-full bg-primary"
                  style={{ width: `${it.percent}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex items-center gap-3 rounded-xl bg-success-subtle p-3 text-sm font-medium text-success-subtle-foreground">
          <Award className="size-5" />
          {t("hero.card.certificate")}
        </div>
      </div>
    </div>
  );
}
