import { useEffect, useRef } from "react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Sparkles, Target } from "lucide-react";
import type { LeadTeaserResponse } from "@shared/contracts/leads";
import { api } from "@/lib/api";
import { logHandled } from "@/lib/log";

const LEAD_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const isLeadToken = (v: string | null): v is string => !!v && LEAD_TOKEN.test(v);

export const leadTeaserQuery = (token: string, email: string) =>
  queryOptions({
    queryKey: ["lead-teaser", token, email],
    queryFn: () =>
      api<LeadTeaserResponse>(
        `/api/leads/teaser?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`,
      ),
    retry: false,
    staleTime: Infinity,
  });

/** Spec: new-career, side-income, expand-skills have their own label; anything else is "Erkunden". */
const GOAL_KEYS = ["new-career", "side-income", "expand-skills"];
const goalKey = (goal: string | null) => (goal && GOAL_KEYS.includes(goal) ? goal : "other");

/**
 * The lead teaser on /auth?from=email: the plan is ready; with a valid lead token also
 * "Dein Ziel: …". Opened from the welcome e-mail (ref=welcome) it records the click.
 */
export function LeadTeaser({
  email,
  token,
  fromWelcomeMail,
}: {
  email: string;
  token: string | null;
  fromWelcomeMail: boolean;
}) {
  const { t } = useTranslation("auth");
  const validToken = isLeadToken(token) ? token : null;
  const teaser = useQuery({ ...leadTeaserQuery(validToken ?? "", email), enabled: !!validToken });

  const tracked = useRef(false);
  useEffect(() => {
    if (!fromWelcomeMail || !validToken || tracked.current) return;
    tracked.current = true;
    api("/api/leads/click", { method: "POST", json: { token: validToken } }).catch((err) =>
      logHandled("Failed to track email click", err),
    );
  }, [fromWelcomeMail, validToken]);

  return (
    <section
      aria-labelledby="lead-teaser-title"
      className="rounded-2xl border border-primary/20 bg-accent p-5 text-accent-foreground"
      data-testid="lead-teaser"
    >
      <div className="flex items-start gap-3">
        <Sparkles className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id="lead-teaser-title" className="font-semibold">
            {t("teaser.title")}
          </h2>
          <p className="text-sm">{t("teaser.text")}</p>
          {teaser.data && (
            <p className="mt-2 flex items-center gap-2 text-sm font-medium">
              <Target className="size-4" aria-hidden="true" />
              <span>
                {t("teaser.goalLabel")}{" "}
                <strong>{t(`teaser.goals.${goalKey(teaser.data.goal)}`)}</strong>
              </span>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
