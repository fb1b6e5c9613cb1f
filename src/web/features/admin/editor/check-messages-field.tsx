/**
 * A translation's fields for the messages its code exercise's checks throw (decision 0157):
 * per check, every literal message of the source with one input for its translation. A
 * blank input leaves the learner the source message (the hint says so). Saved with the
 * exercise (the lesson's expectedRevision).
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export type CheckMessages = Record<string, Record<string, string>>;

export function CheckMessagesField({
  value,
  titles,
  onChange,
}: {
  /** Per check id: source message → translation ("" when there is none). */
  value: CheckMessages;
  /** The checks' titles by id, as the form shows them. */
  titles: Record<string, string>;
  onChange: (value: CheckMessages) => void;
}) {
  const { t } = useTranslation("practice-translation");
  const id = useId();
  const checks = Object.entries(value);
  if (!checks.length) return null;
  return (
    <fieldset
      className="grid min-w-0 gap-4 rounded-lg border p-4"
      aria-describedby={`${id}-hint`}
      data-testid="check-messages"
    >
      <legend className="px-1 text-sm font-medium">{t("messages.heading")}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t("messages.hint")}
      </p>
      {checks.map(([checkId, messages], ci) => (
        <div key={checkId} className="grid gap-3">
          <p className="text-sm font-medium break-words">
            {t("messages.check", { title: titles[checkId] ?? checkId })}
          </p>
          {Object.entries(messages).map(([source, translation], mi) => (
            <div key={source} className="grid min-w-0 gap-1.5">
              <Label htmlFor={`${id}-${ci}-${mi}`} className="font-normal break-words">
                {t("messages.translationOf", { message: source })}
              </Label>
              <Input
                id={`${id}-${ci}-${mi}`}
                value={translation}
                placeholder={source}
                maxLength={1000}
                onChange={(e) =>
                  onChange({ ...value, [checkId]: { ...messages, [source]: e.target.value } })
                }
              />
            </div>
          ))}
        </div>
      ))}
    </fieldset>
  );
}
