import { Construction } from "lucide-react";
import { useTranslation } from "react-i18next";

/** An honest placeholder for a screen a later issue builds. */
export function NotBuiltYet({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-dashed bg-card p-10 text-center">
      <Construction className="mx-auto mb-3 size-8 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{t("placeholder.notBuiltYet")}</p>
    </section>
  );
}
