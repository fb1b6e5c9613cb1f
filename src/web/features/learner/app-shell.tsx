import { Suspense, useState } from "react";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import {
  BookOpen,
  ClipboardCheck,
  GraduationCap,
  HandHelping,
  LayoutDashboard,
  Menu,
  PanelLeftClose,
  PanelLeftOpen,
  Route as RouteIcon,
  Settings,
  ShieldCheck,
  Trophy,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetTitle } from "@/components/ui/sheet";
import { Spinner } from "@/components/ui/spinner";
import { LanguageSwitcher } from "@/components/language-switcher";
import { UserMenu } from "@/components/user-menu";
import { NotificationBell } from "@/components/notification-bell";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { useSession } from "@/lib/session";
import { hasRole } from "@shared/domain/roles";
import { cn } from "@/lib/utils";
import { useStoredBoolean } from "@/lib/use-stored-boolean";
import { BrandLogo } from "@/components/brand-logo";
import type { Role } from "@shared/contracts/auth";

/** localStorage key of the app sidebar's collapsed state (spec: one key). */
export const SIDEBAR_KEY = "kurswerk.sidebar.collapsed";

const NAV: { to: string; key: string; icon: LucideIcon; end?: boolean; role?: Role }[] = [
  { to: "/app", key: "dashboard", icon: LayoutDashboard, end: true },
  { to: "/app/learning-path", key: "learningPath", icon: RouteIcon },
  { to: "/app/courses", key: "courses", icon: BookOpen },
  { to: "/app/achievements", key: "achievements", icon: Trophy },
  // Teachers (and moderators, admins): their classes (issue 44), the helpers' inbox and the
  // discussions' moderation queue (issue 45); the server decides what each of them shows.
  { to: "/teach", key: "teaching", icon: Users, role: "teacher" },
  { to: "/app/help", key: "help", icon: HandHelping, role: "teacher" },
  { to: "/app/moderation", key: "moderation", icon: ShieldCheck, role: "teacher" },
  { to: "/app/settings", key: "settings", icon: Settings },
];

function NavItems({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation("learner");
  const { user } = useSession();
  return (
    <ul className="grid gap-1">
      {NAV.filter((n) => !n.role || hasRole(user?.role, n.role)).map(
        ({ to, key, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              title={collapsed ? t(`nav.${key}`) : undefined}
              className={({ isActive }) =>
                cn(
                  "flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors",
                  "outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  isActive
                    ? "bg-sidebar-accent text-sidebar-accent-foreground"
                    : "text-muted-foreground hover:bg-sidebar-accent/60 hover:text-foreground",
                  collapsed && "justify-center px-0",
                )
              }
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              <span className={cn("truncate", collapsed && "sr-only")}>{t(`nav.${key}`)}</span>
            </NavLink>
          </li>
        ),
      )}
    </ul>
  );
}

function Brand({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <NavLink
      to="/app"
      className={cn(
        "flex h-16 items-center gap-2 px-4 font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring",
        collapsed && "justify-center px-0",
      )}
    >
      <BrandLogo
        // Collapsed, the sidebar has room for a square only.
        className={collapsed ? "max-w-8" : undefined}
        fallback={
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <GraduationCap className="size-5" aria-hidden="true" />
          </span>
        }
      />
      <span className={cn(collapsed && "sr-only")}>{t("brand")}</span>
    </NavLink>
  );
}

function ContentFallback() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center gap-3 py-16 text-muted-foreground">
      <Spinner className="size-5" />
      <span>{t("guard.loading")}</span>
    </div>
  );
}

/**
 * App shell of /app/*: sidebar (64 px collapsed / 256 px, kept in localStorage), a
 * slide-over menu on small screens, top bar with language switcher and avatar menu.
 */
export default function AppShell() {
  const { t } = useTranslation("learner");
  const { t: tc } = useTranslation();
  const [collapsed, setCollapsed] = useStoredBoolean(SIDEBAR_KEY, false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();

  return (
    <div className="flex min-h-dvh bg-background">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {tc("a11y.skipToContent")}
      </a>
      <aside
        data-testid="app-sidebar"
        data-collapsed={collapsed}
        style={{ width: collapsed ? 64 : 256 }}
        className="sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-sidebar-border bg-sidebar transition-[width] duration-200 md:flex"
      >
        <Brand collapsed={collapsed} />
        <nav aria-label={t("nav.label")} className="flex-1 overflow-y-auto px-3 py-2">
          <NavItems collapsed={collapsed} />
        </nav>
        <div className={cn("border-t border-sidebar-border p-3", collapsed && "px-2")}>
          <Button
            variant="ghost"
            size={collapsed ? "icon" : "sm"}
            className={cn("w-full", !collapsed && "justify-start")}
            aria-expanded={!collapsed}
            aria-label={collapsed ? t("nav.expand") : t("nav.collapse")}
            onClick={() => setCollapsed(!collapsed)}
            data-testid="sidebar-toggle"
          >
            {collapsed ? (
              <PanelLeftOpen aria-hidden="true" />
            ) : (
              <>
                <PanelLeftClose aria-hidden="true" />
                <span>{t("nav.collapse")}</span>
              </>
            )}
          </Button>
        </div>
      </aside>

      <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent side="left" className="w-72 gap-0 p-0" closeLabel={tc("a11y.closeMenu")}>
          <SheetTitle visuallyHidden>{t("nav.label")}</SheetTitle>
          <Brand collapsed={false} />
          <nav aria-label={t("nav.label")} className="px-3 py-2">
            <NavItems collapsed={false} onNavigate={() => setMobileOpen(false)} />
          </nav>
        </SheetContent>
      </Sheet>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur sm:px-6">
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={tc("a11y.openMenu")}
            aria-expanded={mobileOpen}
            onClick={() => setMobileOpen(true)}
            data-testid="mobile-menu"
          >
            <Menu aria-hidden="true" />
          </Button>
          <div className="flex-1" />
          <LanguageSwitcher />
          <NotificationBell />
          <UserMenu extraItems={<ReviewQueueItem />} />
        </header>
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
          <Suspense key={location.pathname.split("/")[2] ?? ""} fallback={<ContentFallback />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/**
 * Moderators and admins reach the project review queue from the avatar menu (issue 30):
 * a moderator's admin area is only the queue and the users screen, so nothing else leads
 * there from the learner area. The text loads with the "projects" namespace, without suspending.
 */
function ReviewQueueItem() {
  const { user } = useSession();
  const reviewer = user?.role === "moderator" || user?.role === "admin";
  const { t, ready } = useTranslation("projects", { useSuspense: false });
  if (!reviewer || !ready) return null;
  return (
    <DropdownMenuItem asChild>
      <Link to="/admin/reviews">
        <ClipboardCheck aria-hidden="true" />
        {t("flow.reviewQueue")}
      </Link>
    </DropdownMenuItem>
  );
}
