import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { MessageCircleQuestion } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { Spinner } from "@/components/ui/spinner";
import { onHandOver } from "./help-handover";

/**
 * The conversation (its form, zod schema and the validation texts) loads on intent: when the
 * pointer or focus reaches the button, at the latest when the panel opens. The lesson's first
 * load carries only the button.
 */
const loadConversation = () => import("./tutor-conversation");
const TutorConversation = lazy(loadConversation);

const wide = () => window.matchMedia("(min-width: 768px)");
function useIsWide() {
  return useSyncExternalStore(
    (cb) => {
      const m = wide();
      m.addEventListener("change", cb);
      return () => m.removeEventListener("change", cb);
    },
    () => wide().matches,
    () => true,
  );
}

/** "Frag den Tutor": a side panel on desktop, a sheet on phones, about the current lesson (issue 17). */
export function TutorPanel({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation("player");
  const [open, setOpen] = useState(false);
  const isWide = useIsWide();
  // Handing the question to a person (issue 45) closes the panel: the exercise's form shows
  // and keeps the focus (it does not go back to this button).
  const handedOver = useRef(false);
  useEffect(
    () =>
      onHandOver(() => {
        handedOver.current = true;
        setOpen(false);
      }),
    [],
  );
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="outline"
          data-testid="tutor-open"
          onPointerEnter={() => void loadConversation()}
          onFocus={() => void loadConversation()}
        >
          <MessageCircleQuestion aria-hidden="true" />
          {t("tutor.open")}
        </Button>
      </SheetTrigger>
      <SheetContent
        side={isWide ? "right" : "bottom"}
        closeLabel={t("tutor.close")}
        className={isWide ? "w-full gap-0 sm:max-w-md" : "max-h-[90dvh] gap-0"}
        data-testid="tutor-panel"
        onCloseAutoFocus={(e) => {
          if (!handedOver.current) return;
          handedOver.current = false;
          e.preventDefault();
        }}
      >
        {open && (
          <Suspense
            fallback={
              <div className="flex min-h-0 flex-1 flex-col">
                <SheetHeader className="border-b pb-4">
                  <SheetTitle>{t("tutor.title")}</SheetTitle>
                  <SheetDescription>{t("tutor.description")}</SheetDescription>
                </SheetHeader>
                <div className="p-6">
                  <Spinner />
                </div>
              </div>
            }
          >
            <TutorConversation lessonId={lessonId} />
          </Suspense>
        )}
      </SheetContent>
    </Sheet>
  );
}
