import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { HandHelping } from "lucide-react";
import { Button } from "@/components/ui/button";
import { handOverToPerson, hasHelpTarget, subscribeHelpTargets } from "./help-handover";

/**
 * When the tutor found nothing in the lesson (issue 45, decision 0226): the offer to ask a
 * person, with the learner's question prefilled in the code exercise's "Hilfe anfragen".
 * Shown only where the lesson has a code exercise the learner can ask about.
 */
export function AskPersonOffer({ question }: { question: string }) {
  const { t } = useTranslation("player");
  const available = useSyncExternalStore(subscribeHelpTargets, hasHelpTarget, () => false);
  if (!available) return null;
  return (
    <div className="mt-2 grid gap-2 rounded-md bg-muted p-3 text-sm" data-testid="tutor-ask-person">
      <p>{t("tutor.askPersonHint")}</p>
      <div>
        <Button type="button" size="sm" onClick={() => handOverToPerson(question)}>
          <HandHelping aria-hidden="true" />
          {t("tutor.askPerson")}
        </Button>
      </div>
    </div>
  );
}
