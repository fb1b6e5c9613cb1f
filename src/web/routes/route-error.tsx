import { useRouteError } from "react-router";
import { useTranslation } from "react-i18next";

export function RouteError() {
  const err = useRouteError();
  const { t } = useTranslation();
  console.error(err);
  return (
    <main className="flex min-h-dvh items-center justify-center p-6 text-center">
      <div>
        <h1 className="text-2xl font-semibold">{t("errors.unexpected")}</h1>
        <button className="mt-4 text-primary underline" onClick={() => window.location.reload()}>
          {t("errors.reload")}
        </button>
      </div>
    </main>
  );
}
