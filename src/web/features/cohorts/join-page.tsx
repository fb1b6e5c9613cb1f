import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { LanguageSwitcher } from "@/components/language-switcher";
import { api } from "@/lib/api";
import { useSession } from "@/lib/session";
import { formatDay, invitePreviewQuery } from "./cohorts-api";
import { ErrorText } from "./cohort-ui";
import { rememberPendingJoin } from "./pending-join";

/**
 * /join/:token: the class an invitation link leads to. Signed out: sign up or sign in, and
 * the dashboard brings the learner back here; signed in: join with one click.
 */
export default function JoinPage() {
  const { t } = useTranslation("cohorts");
  const { token = "" } = useParams();
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const preview = useQuery(invitePreviewQuery(token));
  const join = useMutation({
    mutationFn: () =>
      api<{ cohortId: string }>(`/api/cohort-invites/${encodeURIComponent(token)}/join`, {
        method: "POST",
      }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ["learning"] });
      await navigate("/app", { replace: true });
    },
  });
  const signedOut = !isLoading && !user;
  const usable = preview.data?.status === "active";
  useEffect(() => {
    if (signedOut && usable) rememberPendingJoin(token);
  }, [signedOut, usable, token]);

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-primary/5 via-background to-background">
      <header className="mx-auto flex w-full max-w-3xl justify-end p-4">
        <LanguageSwitcher />
      </header>
      <main className="mx-auto grid w-full max-w-xl flex-1 content-start gap-6 p-4">
        <div className="grid gap-4 rounded-2xl border bg-card p-6 shadow-sm">
          <Users className="size-8 text-primary" aria-hidden="true" />
          {preview.isPending || isLoading ? (
            <div role="status" className="flex items-center gap-2 text-muted-foreground">
              <Spinner /> {t("loading")}
            </div>
          ) : preview.isError ? (
            <>
              <h1 className="text-2xl font-semibold">{t("join.invalidTitle")}</h1>
              <ErrorText text={preview.error.message} />
            </>
          ) : (
            <>
              <h1 className="text-2xl font-semibold wrap-anywhere">
                {t("join.title", { name: preview.data.cohortName })}
              </h1>
              <p className="text-muted-foreground">
                {t("list.period", {
                  start: formatDay(preview.data.startDate),
                  end: formatDay(preview.data.endDate),
                })}
              </p>
              {preview.data.member ? (
                <>
                  <p>{t("join.already")}</p>
                  <Button asChild>
                    <Link to="/app">{t("join.toDashboard")}</Link>
                  </Button>
                </>
              ) : !usable ? (
                <ErrorText text={t(`join.status.${preview.data.status}`)} />
              ) : user ? (
                <>
                  <p>{t("join.signedIn", { name: user.name })}</p>
                  {join.error && <ErrorText text={join.error.message} />}
                  <Button
                    type="button"
                    onClick={() => join.mutate()}
                    disabled={join.isPending}
                    data-testid="join-button"
                  >
                    {join.isPending && <Spinner />}
                    {t("join.button")}
                  </Button>
                </>
              ) : (
                <>
                  <p>{t("join.signedOut")}</p>
                  <div className="flex flex-wrap gap-2">
                    <Button asChild>
                      <Link to="/auth?tab=signup">{t("join.signUp")}</Link>
                    </Button>
                    <Button asChild variant="outline">
                      <Link to="/auth?tab=signin">{t("join.signIn")}</Link>
                    </Button>
                  </div>
                </>
              )}
            </>
          )}
        </div>
      </main>
    </div>
  );
}
