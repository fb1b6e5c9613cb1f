import { useTranslation } from "react-i18next";
import { Settings, type LucideIcon } from "lucide-react";
import { PageHeader } from "./course-badges";

function ComingSoon({ titleKey, icon: Icon }: { titleKey: string; icon: LucideIcon }) {
  const { t } = useTranslation("learner");
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t(titleKey)} />
      <section className="rounded-2xl border border-dashed bg-card p-10 text-center">
        <Icon className="mx-auto mb-3 size-10 text-primary" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{t("comingSoon.title")}</h2>
        <p className="mt-2 text-muted-foreground">{t("comingSoon.text")}</p>
      </section>
    </div>
  );
}

export function SettingsPage() {
  return <ComingSoon titleKey="nav.settings" icon={Settings} />;
}
