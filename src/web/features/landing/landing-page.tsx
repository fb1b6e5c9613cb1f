import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { NotBuiltYet } from "@/routes/placeholder";

export default function LandingPage() {
  const { t } = useTranslation();
  return (
    <main className="min-h-dvh p-6">
      <h1 className="mb-6 text-3xl font-bold">Kurswerk</h1>
      <Link className="text-primary underline" to="/auth">
        {t("placeholder.toAuth")}
      </Link>
      <NotBuiltYet title={t("placeholder.landing")} />
    </main>
  );
}
