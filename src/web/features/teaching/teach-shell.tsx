import { Suspense } from "react";
import { Link, NavLink, Outlet } from "react-router";
import { useTranslation } from "react-i18next";
import { ArrowLeft, ShieldAlert, Users } from "lucide-react";
import { hasRole } from "@shared/domain/roles";
import { LanguageSwitcher } from "@/components/language-switcher";
import { NotificationBell } from "@/components/notification-bell";
import { UserMenu } from "@/components/user-menu";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/lib/session";

/**
 * The teacher's area (/teach, issue 44): a top bar with the way back to learning, the bell
 * and the avatar menu. The role check here is a comfort; the server decides every row.
 */
export default function TeachShell() {
  const { t } = useTranslation("teaching");
  const { t: tc } = useTranslation();
  const { user } = useSession();
  const allowed = !!user && hasRole(user.role, "teacher");
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {tc("a11y.skipToContent")}
      </a>
      <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur sm:px-6">
        <Link
          to="/app"
          className="flex items-center gap-2 rounded-md px-2 py-1 text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t("shell.back")}</span>
          <span className="sr-only sm:hidden">{t("shell.back")}</span>
        </Link>
        <nav aria-label={t("shell.title")} className="flex-1">
          <NavLink
            to="/teach"
            end
            className="inline-flex items-center gap-2 rounded-md px-2 py-1 font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Users className="size-5 text-primary" aria-hidden="true" />
            {t("shell.title")}
          </NavLink>
        </nav>
        <LanguageSwitcher />
        <NotificationBell />
        <UserMenu />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8"
      >
        {allowed ? (
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        ) : (
          <div className="mx-auto max-w-md rounded-2xl border bg-card p-8 text-center shadow-sm">
            <ShieldAlert className="mx-auto mb-4 size-10 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-semibold">{tc("guard.accessDenied")}</h1>
            <p className="mt-2 text-muted-foreground">{t("shell.denied")}</p>
          </div>
        )}
      </main>
    </div>
  );
}

export function Loading() {
  const { t } = useTranslation("teaching");
  return (
    <div role="status" className="flex items-center gap-3 py-16 text-muted-foreground">
      <Spinner className="size-5" />
      <span>{t("shell.loading")}</span>
    </div>
  );
}
