import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ArrowLeft } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Card, CardContent } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { LanguageSwitcher } from "@/components/language-switcher";
import { useQueryClient } from "@tanstack/react-query";
import type { SessionUser } from "@shared/contracts/auth";
import { sessionQuery, useSession } from "@/lib/session";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { SocialButtons } from "./social-buttons";
import { RecoveryScreen } from "./recovery-screen";
import { LeadTeaser } from "./lead-teaser";

/** Admins start in the admin area, everyone else in the learner's. */
const startScreen = (user: SessionUser) => (user.role === "admin" ? "/admin" : "/app");

/**
 * /auth: sign-up (default) and sign-in, password reset when type=recovery. Also
 * rendered by the area guards in place of a protected screen when signed out.
 */
export default function AuthPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { user, isLoading } = useSession();
  const qc = useQueryClient();
  const isRecovery = params.get("type") === "recovery";
  const fromEmail = params.get("from") === "email";
  const prefilledEmail = fromEmail ? (params.get("email") ?? undefined) : undefined;
  const onAuthRoute = location.pathname === "/auth";
  const [tab, setTab] = useState<"signup" | "signin">(
    !fromEmail && params.get("tab") === "signin" ? "signin" : "signup",
  );

  // A signed-in user opening /auth (not recovery) goes to their start screen.
  useEffect(() => {
    if (onAuthRoute && !isRecovery && !isLoading && user)
      navigate(startScreen(user), { replace: true });
  }, [onAuthRoute, isRecovery, isLoading, user, navigate]);

  const onSignedIn = async () => {
    const me = await qc.fetchQuery({ ...sessionQuery, staleTime: 0 });
    if (onAuthRoute && me.user) navigate(startScreen(me.user), { replace: true });
  };

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-primary/5 via-background to-background">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-2 p-4">
        <Button asChild variant="ghost" size="sm">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            {t("backToStart")}
          </Link>
        </Button>
        <LanguageSwitcher />
      </header>
      <main className="mx-auto grid w-full max-w-md flex-1 content-start gap-6 px-4 pb-16 pt-4 sm:pt-10">
        {isRecovery ? (
          <Card>
            <CardContent>
              <RecoveryScreen token={params.get("token")} linkError={params.get("error")} />
            </CardContent>
          </Card>
        ) : (
          <>
            <div className="grid gap-2 text-center">
              <h1 className="text-3xl font-bold tracking-tight">
                {fromEmail ? t("unlockTitle") : t("welcomeTitle")}
              </h1>
              <p className="text-muted-foreground">
                {fromEmail ? t("unlockSubtitle") : t("welcomeSubtitle")}
              </p>
            </div>
            {fromEmail && prefilledEmail && (
              <LeadTeaser
                email={prefilledEmail}
                token={params.get("lead")}
                fromWelcomeMail={params.get("ref") === "welcome"}
              />
            )}
            <Card>
              <CardContent>
                <Tabs value={tab} onValueChange={(v) => setTab(v as "signup" | "signin")}>
                  <TabsList className="grid w-full grid-cols-2">
                    <TabsTrigger value="signup">{t("tabs.signUp")}</TabsTrigger>
                    <TabsTrigger value="signin">{t("tabs.signIn")}</TabsTrigger>
                  </TabsList>
                  <TabsContent value="signup" className="pt-4">
                    <SignUpForm prefilledEmail={prefilledEmail} />
                  </TabsContent>
                  <TabsContent value="signin" className="pt-4">
                    <SignInForm onSignedIn={onSignedIn} />
                  </TabsContent>
                </Tabs>
                <SocialButtons />
              </CardContent>
            </Card>
          </>
        )}
      </main>
    </div>
  );
}
