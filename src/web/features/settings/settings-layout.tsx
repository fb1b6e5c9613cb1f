import { NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { SETTINGS_SECTIONS } from "./sections";

/**
 * /app/settings: a side navigation of the sections on wide screens, a select on phones;
 * each section is its own URL (/app/settings/<section>).
 */
export default function SettingsLayout() {
  const { t } = useTranslation("settings");
  const location = useLocation();
  const navigate = useNavigate();
  const active =
    SETTINGS_SECTIONS.find((s) => location.pathname.startsWith(`/app/settings/${s.path}`)) ??
    SETTINGS_SECTIONS[0]!;
  return (
    <div className="mx-auto max-w-5xl">
      <div className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("subtitle")}</p>
      </div>
      <div className="grid gap-6 md:grid-cols-[13rem_1fr]">
        <div className="md:hidden">
          <label htmlFor="settings-section" className="mb-1.5 block text-sm font-medium">
            {t("sectionSelect")}
          </label>
          <select
            id="settings-section"
            className="h-11 w-full rounded-md border bg-background px-3 text-base"
            value={active.path}
            onChange={(e) => navigate(`/app/settings/${e.target.value}`)}
          >
            {SETTINGS_SECTIONS.map((s) => (
              <option key={s.path} value={s.path}>
                {t(`nav.${s.key}`)}
              </option>
            ))}
          </select>
        </div>
        <nav aria-label={t("navLabel")} className="hidden md:block">
          <ul className="grid gap-1">
            {SETTINGS_SECTIONS.map(({ path, key, icon: Icon }) => (
              <li key={path}>
                <NavLink
                  to={`/app/settings/${path}`}
                  className={({ isActive }) =>
                    cn(
                      "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted",
                      isActive && "bg-primary/10 text-primary",
                    )
                  }
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {t(`nav.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
