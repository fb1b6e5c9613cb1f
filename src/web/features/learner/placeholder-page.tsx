import { useTranslation } from "react-i18next";
import { NotBuiltYet } from "@/routes/placeholder";
import { useSession } from "@/lib/session";
import { useSignOut } from "@/lib/use-sign-out";
import { Button } from "@/components/ui/button";
import { LanguageSwitcher } from "@/components/language-switcher";

export default function LearnerPlaceholder() {
  const { t } = useTranslation();
  const { user } = useSession();
  const signOut = useSignOut("menu");
  return (
    <div className="min-h-dvh p-6">
      <header className="mb-8 flex items-center justify-between gap-4">
        <p>{user?.email}</p>
        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          <Button variant="outline" onClick={() => void signOut()}>
            {t("signOut.action")}
          </Button>
        </div>
      </header>
      <main>
        <NotBuiltYet title={t("placeholder.learnerArea")} />
      </main>
    </div>
  );
}
