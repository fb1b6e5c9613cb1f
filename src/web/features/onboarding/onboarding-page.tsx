import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { CheckCircle2, Lock, Mail, MailX, ShieldCheck, Sparkles, Users } from "lucide-react";
import { EMAIL_PATTERN, type SocialProviderId } from "@shared/contracts/auth";
import type { CreateLeadInput } from "@shared/contracts/leads";
import { SiteHeader } from "@/components/site-header";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api";
import { currentLanguage } from "@/lib/i18n";
import { authApi, useSession, useSocialProviders } from "@/lib/session";
import { PROVIDER_LABELS, ProviderIcon } from "@/components/social-provider";
import { cn } from "@/lib/utils";
import { QuestionStep } from "@/components/question-step";
import { leadApi, starterQuery } from "./lead-api";
import { rateLimitMessage } from "@/lib/rate-limit";
import {
  AFTER_LOADING_PAUSE_MS,
  AUTO_ADVANCE_MS,
  CHOICE_STEPS,
  LOADING_MESSAGE_MS,
  LOADING_MESSAGES,
  TOTAL_STEPS,
  type OnboardingAnswers,
} from "./onboarding-steps";
import { logHandled } from "@/lib/log";
import { clearSavedOnboarding, readSavedOnboarding, saveOnboarding } from "./onboarding-storage";

type Phase = "loading" | "email" | "registration";

/** The six-question funnel, the plan "analysis", lead capture and the offer to register. */
export default function OnboardingPage() {
  const { t } = useTranslation(["onboarding", "landing"]);
  const { user } = useSession();
  // A reload within this browser session comes back to the same step (decision 0094).
  const [saved] = useState(readSavedOnboarding);
  const [step, setStep] = useState(saved.step);
  const [answers, setAnswers] = useState<OnboardingAnswers>(saved.answers);
  const [phase, setPhase] = useState<Phase>(saved.analysed ? "email" : "loading");
  // Kept here: the e-mail and the lead token outlive the switch from e-mail to registration.
  const [email, setEmail] = useState(saved.email);
  const [token, setToken] = useState<string | null>(null);
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => clearTimeout(advanceTimer.current ?? undefined), []);

  // Stored until the answers were sent with the address; then forgotten.
  useEffect(() => {
    const untouched = step === 1 && !answers.goal && !email;
    if (phase === "registration" || untouched) clearSavedOnboarding();
    else saveOnboarding({ step, answers, analysed: phase === "email", email });
  }, [step, answers, phase, email]);

  // Forward only, never beyond step 7.
  const next = () => setStep((s) => Math.min(TOTAL_STEPS, s + 1));

  const chooseSingle = (key: keyof OnboardingAnswers, id: string) => {
    if (advanceTimer.current) return;
    setAnswers((a) => ({ ...a, [key]: id }));
    advanceTimer.current = setTimeout(() => {
      advanceTimer.current = null;
      next();
    }, AUTO_ADVANCE_MS);
  };

  const toggleMulti = (id: string) =>
    setAnswers((a) => ({
      ...a,
      learningStyle: a.learningStyle.includes(id)
        ? a.learningStyle.filter((x) => x !== id)
        : [...a.learningStyle, id],
    }));

  const percent = Math.round((step / TOTAL_STEPS) * 100);
  const choice = step <= CHOICE_STEPS.length ? CHOICE_STEPS[step - 1] : null;
  const headingId = `step-${step}-title`;

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-primary/5 via-background to-background">
      <SiteHeader />
      <main className={cn("flex-1 overflow-x-clip pb-16", user ? "pt-24" : "pt-16")}>
        <div className="mx-auto w-full max-w-2xl px-4 pt-6 sm:px-6 sm:pt-10">
          <div className="mb-8">
            <div className="mb-2 flex items-center justify-between gap-4 text-sm font-medium">
              <span data-testid="step-label">
                {t("progress.step", { step, total: TOTAL_STEPS })}
              </span>
              <span className="text-muted-foreground" data-testid="percent-label">
                {t("progress.percent", { percent })}
              </span>
            </div>
            <Progress value={percent} aria-label={t("progress.label")} className="h-2.5" />
          </div>

          <div
            key={step === TOTAL_STEPS ? `7-${phase}` : step}
            className="animate-in fade-in-0 slide-in-from-right-6 duration-300 ease-out"
          >
            {choice && (
              <QuestionStep
                choice={choice}
                headingId={headingId}
                answers={answers}
                onChoose={chooseSingle}
                onToggle={toggleMulti}
                onNext={next}
              />
            )}
            {step === TOTAL_STEPS && phase === "loading" && (
              <LoadingPhase onDone={() => setPhase("email")} />
            )}
            {step === TOTAL_STEPS && phase !== "loading" && (
              <CapturePhase
                answers={answers}
                phase={phase}
                email={email}
                onEmailChange={setEmail}
                token={token}
                onSaved={(leadToken) => {
                  setToken(leadToken);
                  setPhase("registration");
                }}
              />
            )}
          </div>
        </div>
      </main>
    </div>
  );
}

function LoadingPhase({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("onboarding");
  const [index, setIndex] = useState(0);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    for (let i = 1; i < LOADING_MESSAGES; i++)
      timers.push(setTimeout(() => setIndex(i), i * LOADING_MESSAGE_MS));
    timers.push(
      setTimeout(
        () => done.current(),
        LOADING_MESSAGES * LOADING_MESSAGE_MS + AFTER_LOADING_PAUSE_MS,
      ),
    );
    return () => timers.forEach(clearTimeout);
  }, []);
  const last = index === LOADING_MESSAGES - 1;
  return (
    <section
      aria-labelledby="loading-title"
      className="grid justify-items-center gap-6 py-10 text-center"
    >
      <h1 id="loading-title" className="sr-only">
        {t("loading.title")}
      </h1>
      <span className="grid size-16 place-items-center rounded-full bg-primary/10 text-primary">
        {last ? (
          <CheckCircle2 className="size-8" aria-hidden="true" />
        ) : (
          <Spinner className="size-8" />
        )}
      </span>
      <p
        role="status"
        aria-live="polite"
        className="text-xl font-semibold"
        data-testid="loading-message"
      >
        {t(`loading.messages.${index}`)}
      </p>
      <ol className="grid w-full max-w-sm gap-2 text-left text-sm" aria-hidden="true">
        {Array.from({ length: LOADING_MESSAGES }, (_, i) => (
          <li
            key={i}
            className={cn(
              "flex items-center gap-2 transition-opacity duration-300",
              i <= index ? "opacity-100" : "opacity-40",
            )}
          >
            <CheckCircle2
              className={cn("size-4", i < index || last ? "text-success" : "text-muted-foreground")}
            />
            {t(`loading.messages.${i}`)}
          </li>
        ))}
      </ol>
    </section>
  );
}

function TrustBadges() {
  const { t } = useTranslation("onboarding");
  const badges = [
    { key: "secure", icon: ShieldCheck },
    { key: "noSpam", icon: MailX },
    { key: "unsubscribe", icon: Lock },
  ] as const;
  return (
    <div className="grid gap-4">
      <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
        {badges.map(({ key, icon: Icon }) => (
          <li key={key} className="flex items-center gap-1.5">
            <Icon className="size-4 text-success" aria-hidden="true" />
            {t(`trust.${key}`)}
          </li>
        ))}
      </ul>
      <p className="flex items-center justify-center gap-2 text-center text-sm text-muted-foreground">
        <Users className="size-4 text-primary" aria-hidden="true" />
        {t("trust.socialProof")}
      </p>
    </div>
  );
}

function CapturePhase({
  answers,
  phase,
  email,
  onEmailChange: setEmail,
  token,
  onSaved,
}: {
  answers: OnboardingAnswers;
  phase: Exclude<Phase, "loading">;
  email: string;
  onEmailChange: (email: string) => void;
  token: string | null;
  onSaved: (token: string) => void;
}) {
  const { t } = useTranslation("onboarding");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [touched, setTouched] = useState(false);
  // Only the providers this server has configured (decision 0092).
  const providers = useSocialProviders();
  const [socialBusy, setSocialBusy] = useState<SocialProviderId | null>(null);
  const valid = EMAIL_PATTERN.test(email.trim());
  const starter = useQuery({
    ...starterQuery(answers, currentLanguage()),
    enabled: phase === "registration",
  });

  const save = useMutation({
    mutationFn: () =>
      leadApi.create({
        email: email.trim(),
        // The cards only offer the contract's option ids.
        goal: answers.goal as CreateLeadInput["goal"],
        experience: answers.experience as CreateLeadInput["experience"],
        timeCommitment: answers.timeCommitment as CreateLeadInput["timeCommitment"],
        learningStyle: (answers.learningStyle.length
          ? answers.learningStyle
          : null) as CreateLeadInput["learningStyle"],
        topic: answers.topic as CreateLeadInput["topic"],
        blocker: answers.blocker as CreateLeadInput["blocker"],
        utmSource: params.get("utm_source") || null,
        language: currentLanguage(),
      }),
    onSuccess: (res) => onSaved(res.token),
    onError: (err) => logHandled("lead save failed", err),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid || save.isPending) return;
    save.mutate();
  };

  const saveError = save.error
    ? save.error instanceof ApiError && save.error.status === 429
      ? (rateLimitMessage(save.error) ?? t("email.errorRateLimit"))
      : save.error instanceof ApiError && save.error.status === 400
        ? t("email.errorInvalid")
        : t("email.errorGeneric")
    : null;

  const social = async (provider: SocialProviderId) => {
    setSocialBusy(provider);
    if (token) {
      await leadApi
        .markRegistered(token)
        .catch((err) => logHandled("lead registration failed", err));
    }
    try {
      const res = await authApi.social(provider, "/app");
      if (res.url) {
        window.location.href = res.url;
        return;
      }
      throw new ApiError(500, "NO_REDIRECT", t("registration.unexpected"));
    } catch (err) {
      logHandled("social sign-in failed", err);
      const message =
        err instanceof ApiError && (err.code === "PROVIDER_NOT_FOUND" || err.status === 404)
          ? t("registration.providerNotConfigured")
          : (err as Error).message;
      toast.error(t("registration.socialFailed", { provider: PROVIDER_LABELS[provider], message }));
      setSocialBusy(null);
    }
  };

  const withEmail = () => {
    const q = new URLSearchParams({ from: "email", email: email.trim() });
    if (token) q.set("lead", token);
    navigate(`/auth?${q.toString()}`);
  };

  if (phase === "registration") {
    return (
      <section aria-labelledby="registration-title" className="grid gap-8">
        <div className="grid justify-items-center gap-3 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-success-subtle text-success-subtle-foreground">
            <Sparkles className="size-7" aria-hidden="true" />
          </span>
          <h1
            id="registration-title"
            className="text-2xl font-bold tracking-tight text-balance sm:text-3xl"
          >
            {t("registration.title")}
          </h1>
          <p className="max-w-lg text-muted-foreground">{t("registration.subtitle")}</p>
          {starter.data?.course && (
            <p
              data-testid="starter-course"
              className="mt-2 rounded-xl border bg-card px-4 py-3 text-sm shadow-xs"
            >
              <span className="text-muted-foreground">{t("registration.starter")} </span>
              <strong className="font-semibold">{starter.data.course.title}</strong>
              {starter.data.course.difficulty && (
                <span className="text-muted-foreground">
                  {" "}
                  · {t(`registration.level.${starter.data.course.difficulty}`)}
                </span>
              )}
            </p>
          )}
        </div>
        <div className="mx-auto grid w-full max-w-sm gap-3">
          {providers.map((p) => (
            <Button
              key={p}
              size="lg"
              variant="outline"
              onClick={() => void social(p)}
              disabled={socialBusy !== null}
              aria-busy={socialBusy === p}
              data-testid={`social-${p}`}
            >
              {socialBusy === p ? <Spinner /> : <ProviderIcon provider={p} />}
              {t("registration.social", { provider: PROVIDER_LABELS[p] })}
            </Button>
          ))}
          <Button size="lg" onClick={withEmail} disabled={socialBusy !== null}>
            <Mail aria-hidden="true" />
            {t("registration.email")}
          </Button>
          <p className="mt-2 text-center text-sm">
            <Link
              to="/auth?tab=signin"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {t("registration.signIn")}
            </Link>
          </p>
        </div>
        <TrustBadges />
      </section>
    );
  }

  const showInvalid = touched && email.trim() !== "" && !valid;
  return (
    <section aria-labelledby="email-title" className="grid gap-8">
      <div className="grid justify-items-center gap-3 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-primary/10 text-primary">
          <CheckCircle2 className="size-7" aria-hidden="true" />
        </span>
        <h1 id="email-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {t("email.title")}
        </h1>
        <p className="max-w-lg text-muted-foreground">{t("email.subtitle")}</p>
      </div>
      <form
        onSubmit={submit}
        noValidate
        className="mx-auto grid w-full max-w-md gap-4"
        aria-labelledby="email-title"
      >
        <div className="grid gap-1.5">
          <Label htmlFor="lead-email">{t("email.label")}</Label>
          <Input
            id="lead-email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder={t("email.placeholder")}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => setTouched(true)}
            aria-invalid={showInvalid}
            aria-describedby={showInvalid ? "lead-email-error" : undefined}
            className="h-12 text-base"
          />
          {showInvalid && (
            <p id="lead-email-error" className="text-sm font-medium text-destructive">
              {t("email.invalid")}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" className="h-12" disabled={!valid || save.isPending}>
          {save.isPending ? (
            <>
              <Spinner />
              {t("email.busy")}
            </>
          ) : (
            t("email.submit")
          )}
        </Button>
        {save.isPending && (
          <p role="status" className="text-center text-sm text-muted-foreground">
            {t("email.saving")}
          </p>
        )}
        {saveError && !save.isPending && (
          <p
            role="alert"
            className="rounded-lg border border-destructive/30 bg-destructive-subtle p-3 text-sm text-destructive-subtle-foreground"
          >
            {saveError}
          </p>
        )}
      </form>
      <TrustBadges />
    </section>
  );
}
