import { Suspense, useState } from "react";
import { Link, NavLink, Outlet } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import {
  ArrowLeft,
  BarChart3,
  Award,
  Bot,
  BookOpen,
  ClipboardCheck,
  ClipboardList,
  Eye,
  FlaskConical,
  Globe,
  Home,
  Languages,
  LayoutDashboard,
  Menu,
  PanelLeftClose,
  PanelLeftOpen,
  MessageCircleQuestion,
  PlusCircle,
  Rocket,
  Users,
  School,
  type LucideIcon,
} from "lucide-react";
import { LanguageSwitcher } from "@/components/language-switcher";
import { UserMenu } from "@/components/user-menu";
import { NotificationBell } from "@/components/notification-bell";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { Sheet, SheetContent, SheetTitle } from "@/components/ui/sheet";
import { Spinner } from "@/components/ui/spinner";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";
import { useSession } from "@/lib/session";
import { cn } from "@/lib/utils";
import { aiQuery } from "./admin-api";
import { BrandLogo } from "@/components/brand-logo";

/** Spec section 12: the sidebar state is a boolean in local storage under an admin-sidebar key. */
export const SIDEBAR_KEY = "kurswerk.admin-sidebar-collapsed";

const NAV: { to: string; key: string; icon: LucideIcon; end?: boolean }[] = [
  { to: "/admin", key: "dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/courses", key: "courses", icon: BookOpen },
  { to: "/admin/new-course", key: "newCourse", icon: PlusCircle },
  { to: "/admin/translate", key: "translate", icon: Languages },
  { to: "/admin/preview", key: "preview", icon: Eye },
  { to: "/admin/publish", key: "publish", icon: Rocket },
  { to: "/admin/funnel", key: "funnel", icon: BarChart3 },
  { to: "/admin/users", key: "users", icon: Users },
  { to: "/admin/cohorts", key: "cohorts", icon: School },
  { to: "/admin/tutor", key: "tutor", icon: MessageCircleQuestion },
  { to: "/admin/ai", key: "aiModel", icon: Bot },
  { to: "/admin/certificates", key: "certificates", icon: Award },
  { to: "/admin/reviews", key: "reviews", icon: ClipboardCheck },
  { to: "/admin/review-report", key: "reviewReport", icon: ClipboardList },
  { to: "/admin/site", key: "site", icon: Globe },
];

/** Moderators see only what they may open: the users screen (read only) and the reviews. */
const navFor = (role: string | undefined) =>
  role === "admin" ? NAV : NAV.filter((n) => n.key === "users" || n.key === "reviews");

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_KEY) === "true";
  } catch {
    return false;
  }
}

function NavItems({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation("admin");
  const { user } = useSession();
  const items = [
    ...navFor(user?.role).map((n) => ({ ...n, label: t(`nav.${n.key}`) })),
    { to: "/dashboard", key: "back", icon: ArrowLeft, end: true, label: t("nav.back") },
  ];
  return (
    <ul className="grid gap-1">
      {items.map((item, i) => {
        const Icon = item.icon;
        const link = (
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            aria-label={collapsed ? item.label : undefined}
            className={({ isActive }) =>
              cn(
                "flex min-h-10 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-sidebar-foreground outline-none",
                "transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground",
                "focus-visible:ring-2 focus-visible:ring-sidebar-ring",
                isActive &&
                  item.key !== "back" &&
                  "bg-sidebar-accent text-sidebar-accent-foreground",
                collapsed && "justify-center px-0",
              )
            }
          >
            <Icon className="size-5 shrink-0" aria-hidden="true" />
            {!collapsed && <span className="min-w-0">{item.label}</span>}
          </NavLink>
        );
        return (
          <li key={item.key} className={cn(i === items.length - 1 && "mt-4 border-t pt-4")}>
            {collapsed ? (
              <Tooltip>
                <TooltipTrigger asChild>{link}</TooltipTrigger>
                <TooltipContent side="right">{item.label}</TooltipContent>
              </Tooltip>
            ) : (
              link
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Brand({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <Link
      to="/admin"
      className="flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <BrandLogo
        // Collapsed, the sidebar has room for a square only.
        className={collapsed ? "max-w-8" : undefined}
        fallback={
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Home className="size-4" aria-hidden="true" />
          </span>
        }
      />
      {!collapsed && <span>{t("shell.brand")}</span>}
      {collapsed && <span className="sr-only">{t("shell.brand")}</span>}
    </Link>
  );
}

export default function AdminShell() {
  const { t } = useTranslation("admin");
  const { t: tc } = useTranslation();
  const { user } = useSession();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The AI status is admin information; moderators (users screen only) do not ask for it.
  const ai = useQuery({ ...aiQuery(), enabled: user?.role === "admin" });

  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      localStorage.setItem(SIDEBAR_KEY, String(next));
    } catch {
      /* storage unavailable */
    }
  };

  return (
    <TooltipProvider delayDuration={200}>
      <div className="flex min-h-dvh bg-background">
        <a
          href="#admin-main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {tc("a11y.skipToContent")}
        </a>
        <aside
          data-testid="admin-sidebar"
          data-collapsed={collapsed}
          className={cn(
            "sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-sidebar-border bg-sidebar transition-[width] duration-200 md:flex",
            collapsed ? "w-16" : "w-64",
          )}
        >
          <div
            className={cn(
              "flex h-16 items-center border-b px-4",
              collapsed && "justify-center px-2",
            )}
          >
            <Brand collapsed={collapsed} />
          </div>
          <nav aria-label={t("shell.navLabel")} className="flex-1 overflow-y-auto p-3">
            <NavItems collapsed={collapsed} />
          </nav>
          <div className={cn("border-t p-3", collapsed && "flex justify-center")}>
            <Button
              variant="ghost"
              size={collapsed ? "icon" : "sm"}
              onClick={toggle}
              aria-expanded={!collapsed}
              aria-label={collapsed ? t("shell.expand") : t("shell.collapse")}
              data-testid="sidebar-toggle"
              className={cn(!collapsed && "w-full justify-start")}
            >
              {collapsed ? (
                <PanelLeftOpen aria-hidden="true" />
              ) : (
                <>
                  <PanelLeftClose aria-hidden="true" />
                  <span>{t("shell.collapse")}</span>
                </>
              )}
            </Button>
          </div>
        </aside>

        <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
          <SheetContent
            side="left"
            className="w-72 p-0"
            closeLabel={tc("a11y.closeMenu")}
            aria-describedby={undefined}
          >
            <div className="flex h-16 items-center border-b px-4">
              <SheetTitle asChild>
                <div>
                  <Brand collapsed={false} />
                </div>
              </SheetTitle>
            </div>
            <nav aria-label={t("shell.navLabel")} className="p-3">
              <NavItems collapsed={false} onNavigate={() => setDrawerOpen(false)} />
            </nav>
          </SheetContent>
        </Sheet>

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur sm:px-6">
            <Button
              variant="ghost"
              size="icon"
              className="md:hidden"
              onClick={() => setDrawerOpen(true)}
              aria-label={tc("a11y.openMenu")}
              aria-expanded={drawerOpen}
              data-testid="admin-menu-button"
            >
              <Menu aria-hidden="true" />
            </Button>
            <span className="min-w-0 truncate font-semibold md:hidden">{t("shell.brand")}</span>
            <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
              {ai.data?.offline && (
                <Badge
                  variant="warning"
                  className="hidden sm:inline-flex"
                  data-testid="ai-offline-badge"
                >
                  <FlaskConical aria-hidden="true" />
                  {t("ai.offlineBadge")}
                </Badge>
              )}
              {user && (
                <Badge variant="info" data-testid="role-badge">
                  {t(
                    `role.${user.role === "admin" || user.role === "moderator" ? user.role : "user"}`,
                  )}
                </Badge>
              )}
              <LanguageSwitcher compact />
              <NotificationBell />
              <UserMenu
                extraItems={
                  <DropdownMenuItem asChild>
                    <Link to="/dashboard">
                      <Home aria-hidden="true" />
                      {t("shell.toMain")}
                    </Link>
                  </DropdownMenuItem>
                }
              />
            </div>
          </header>
          <main
            id="admin-main"
            tabIndex={-1}
            className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:px-6 lg:px-8"
          >
            <Suspense
              fallback={
                <div className="flex justify-center py-16">
                  <Spinner className="size-6" label={t("loading")} />
                </div>
              }
            >
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}
