import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { ShieldAlert } from "lucide-react";
import { hasRole } from "@shared/domain/roles";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/lib/session";

const AuthPage = lazy(() => import("@/features/auth/auth-page"));

export function FullPageStatus({ text }: { text: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh items-center justify-center gap-3 text-muted-foreground"
    >
      <Spinner className="size-5" />
      <span>{text}</span>
    </div>
  );
}

/** Spec: "Lade..." while the session loads; the auth page in place of the area when signed out. */
export function AppGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  if (isLoading) return <FullPageStatus text={t("guard.loading")} />;
  if (!user)
    return (
      <Suspense fallback={<FullPageStatus text={t("guard.loading")} />}>
        <AuthPage />
      </Suspense>
    );
  return <>{children}</>;
}

/** Spec: "Überprüfe Berechtigungen..."; auth page when signed out; "Zugriff verweigert" and /dashboard for non-admins. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  // Moderators may view the users screen (issue 13); the server decides again.
  // So may they the project reviews (issue 30), not the review report.
  const path = useLocation().pathname;
  const needed =
    path.startsWith("/admin/users") || /^\/admin\/reviews(\/|$)/.test(path) ? "moderator" : "admin";
  // The admin home itself stays the spec's "Zugriff verweigert" for every non-admin role;
  // moderators reach their screens from the avatar menu ("Projektprüfungen").
  const denied = !!user && !hasRole(user.role, needed);
  useEffect(() => {
    if (!denied) return;
    const timer = setTimeout(() => navigate("/dashboard", { replace: true }), 2500);
    return () => clearTimeout(timer);
  }, [denied, navigate]);
  if (isLoading) return <FullPageStatus text={t("guard.checkingPermissions")} />;
  if (!user)
    return (
      <Suspense fallback={<FullPageStatus text={t("guard.checkingPermissions")} />}>
        <AuthPage />
      </Suspense>
    );
  if (denied)
    return (
      <main className="flex min-h-dvh items-center justify-center p-6">
        <div className="max-w-md rounded-2xl border bg-card p-8 text-center shadow-sm">
          <ShieldAlert className="mx-auto mb-4 size-10 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-semibold">{t("guard.accessDenied")}</h1>
          <p className="mt-2 text-muted-foreground">{t("guard.noAdminPermission")}</p>
          <p className="mt-4 text-sm">
            {t("guard.currentRole")} <strong>{user.role || t("guard.noRole")}</strong>
          </p>
        </div>
      </main>
    );
  return <>{children}</>;
}
