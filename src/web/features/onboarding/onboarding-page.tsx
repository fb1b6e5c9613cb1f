import { useTranslation } from "react-i18next";
import { NotBuiltYet } from "@/routes/placeholder";

export default function OnboardingPage() {
  const { t } = useTranslation();
  return (
    <main className="min-h-dvh p-6">
      <NotBuiltYet title={t("placeholder.onboarding")} />
    </main>
  );
}
