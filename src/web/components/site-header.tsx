import { useState } from "react";
import { AppLink } from "@/lib/navigation";
import { useTranslation } from "react-i18next";
import { GraduationCap, LogOut, Menu } from "lucide-react";
import { initialsOf } from "@shared/domain/initials";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { LanguageSwitcher } from "@/components/language-switcher";
import { BrandLogo } from "@/components/brand-logo";
import { deferred, useDeferred } from "@/lib/deferred";
import { useSession } from "@/lib/session";
import { useSignOut } from "@/lib/use-sign-out";
import { cn } from "@/lib/utils";
import { brandName, examplesShown, siteLinkTitle, siteNavLinks } from "@/lib/site";

/** Anchor links of the landing page (spec: About, Community, Success Stories, Blog). */
const NAV = [
  { key: "about", href: "/#how-it-works" },
  { key: "community", href: "/#testimonials" },
  { key: "successStories", href: "/#testimonials" },
  { key: "blog", href: "/#roi-numbers" },
] as const;

const sheet = deferred(() => import("@/components/menu-sheet"));

/** Height of the header area the page has to leave free (signed out / signed in). */
export const SITE_HEADER_OFFSET = { signedOut: "pt-16", signedIn: "pt-24" } as const;

/**
 * The site header of the landing page and the funnel: fixed, sitting lower (as a
 * floating bar) when a user is signed in. Texts live in the "landing" namespace.
 */
export function SiteHeader() {
  const { t, i18n } = useTranslation("landing");
  const { user } = useSession();
  // Pages the operator chose for the header replace the landing's anchors (issue 31).
  const pages = siteNavLinks();
  const nav =
    pages.length > 0
      ? pages.map((l) => ({ key: l.slug, href: l.path, label: siteLinkTitle(l, i18n.language) }))
      : // In production (issue 46) the demo's "Über uns", "Community" and "Blog", which lead
        // to no such thing, are not shown: the operator's own pages are.
        examplesShown()
        ? NAV.map((item) => ({ ...item, label: t(`header.nav.${item.key}`) }))
        : [];
  const signOut = useSignOut("header");
  const [menuOpen, setMenuOpen] = useState(false);
  // The mobile menu's Radix dialog loads on intent (decision 0075).
  const mobileMenu = useDeferred(sheet, () => setMenuOpen(true));
  const target = user ? "/app" : "/auth";
  const name = user ? user.name?.trim() || t("header.fallbackName") : "";

  const userBlock = user && (
    <div className="flex min-w-0 items-center gap-3" data-testid="header-user">
      <Avatar className="size-9">
        {user.image && <AvatarImage src={user.image} alt="" />}
        <AvatarFallback className="bg-primary/10 text-sm font-semibold text-primary">
          {initialsOf(user.name, user.email)}
        </AvatarFallback>
      </Avatar>
      <div className="grid min-w-0 leading-tight">
        <span className="truncate text-sm font-semibold">{name}</span>
        <span className="truncate text-xs text-muted-foreground">{user.email}</span>
      </div>
    </div>
  );

  const menuButton = (props: object) => (
    <Button variant="ghost" size="icon" aria-label={t("header.openMenu")} {...props}>
      <Menu aria-hidden="true" />
    </Button>
  );

  return (
    <header
      className={cn(
        "fixed inset-x-0 z-40 transition-[top] duration-200",
        user ? "top-2 px-2 sm:top-3 sm:px-4" : "top-0",
      )}
      data-signed-in={user ? "true" : "false"}
    >
      <div
        className={cn(
          "mx-auto flex h-16 items-center gap-3 bg-background/85 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/70",
          user ? "max-w-6xl rounded-2xl border shadow-sm" : "border-b sm:px-6",
        )}
      >
        <AppLink
          to={user ? "/app" : "/"}
          className="flex shrink-0 items-center gap-2 rounded-md font-bold tracking-tight"
          aria-label={t("header.home")}
        >
          <BrandLogo
            fallback={
              <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground">
                <GraduationCap className="size-5" aria-hidden="true" />
              </span>
            }
          />
          <span className="text-lg">{brandName()}</span>
        </AppLink>

        <nav aria-label={t("header.navLabel")} className="ml-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            {nav.map((item) => (
              <li key={item.key}>
                <a
                  href={item.href}
                  className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto hidden items-center gap-2 md:flex">
          <LanguageSwitcher />
          {user ? (
            <>
              <Button asChild size="sm">
                <AppLink to={target}>{t("header.dashboard")}</AppLink>
              </Button>
              <div className="max-w-56 pl-2">{userBlock}</div>
              <Button variant="ghost" size="sm" onClick={() => void signOut()}>
                <LogOut aria-hidden="true" />
                {t("header.signOut")}
              </Button>
            </>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <AppLink to={target}>{t("header.signIn")}</AppLink>
              </Button>
              <Button asChild size="sm">
                <AppLink to={target}>{t("header.join")}</AppLink>
              </Button>
            </>
          )}
        </div>

        <div className="ml-auto flex items-center gap-1 md:hidden">
          <LanguageSwitcher compact />
          {mobileMenu.loaded ? (
            <mobileMenu.loaded.MenuSheet
              trigger={menuButton({})}
              title={t("header.menuTitle")}
              closeLabel={t("header.closeMenu")}
              open={menuOpen}
              onOpenChange={setMenuOpen}
              focus={mobileMenu.focused}
            >
              {userBlock}
              <nav aria-label={t("header.navLabel")}>
                <ul className="grid gap-1">
                  {nav.map((item) => (
                    <li key={item.key}>
                      <a
                        href={item.href}
                        onClick={() => setMenuOpen(false)}
                        className="block rounded-md px-3 py-2.5 font-medium transition-colors hover:bg-accent hover:text-accent-foreground"
                      >
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="mt-auto grid gap-2">
                {user ? (
                  <>
                    <Button asChild>
                      <AppLink to={target}>{t("header.dashboard")}</AppLink>
                    </Button>
                    <Button
                      variant="outline"
                      onClick={() => {
                        setMenuOpen(false);
                        void signOut();
                      }}
                    >
                      <LogOut aria-hidden="true" />
                      {t("header.signOut")}
                    </Button>
                  </>
                ) : (
                  <>
                    <Button asChild>
                      <AppLink to={target}>{t("header.join")}</AppLink>
                    </Button>
                    <Button asChild variant="outline">
                      <AppLink to={target}>{t("header.signIn")}</AppLink>
                    </Button>
                  </>
                )}
              </div>
            </mobileMenu.loaded.MenuSheet>
          ) : (
            menuButton({ ...mobileMenu.standIn, "aria-haspopup": "dialog", "aria-expanded": false })
          )}
        </div>
      </div>
    </header>
  );
}
