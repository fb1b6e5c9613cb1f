import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { Plus } from "lucide-react";
import type { z } from "zod";
import { moduleCreate } from "@shared/contracts/editor";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";

/** Only the title: the shared schema of a new module (a new lesson has the same rule). */
const addSchema = moduleCreate.pick({ title: true });

/** "+ Modul hinzufügen" / "+ Lektion hinzufügen": a button that opens a one-field form. */
export function AddInline({
  buttonLabel,
  buttonName,
  inputLabel,
  pending,
  onAdd,
}: {
  buttonLabel: string;
  buttonName?: string;
  inputLabel: string;
  pending: boolean;
  onAdd: (title: string, done: () => void) => void;
}) {
  const { t } = useTranslation("editor");
  const [open, setOpen] = useState(false);
  const form = useForm<z.input<typeof addSchema>, unknown, z.output<typeof addSchema>>({
    resolver: zodResolver(addSchema),
    defaultValues: { title: "" },
  });
  if (!open)
    return (
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={buttonName}
        onClick={() => setOpen(true)}
      >
        <Plus aria-hidden="true" />
        {buttonLabel}
      </Button>
    );
  const close = () => {
    form.reset({ title: "" });
    setOpen(false);
  };
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={form.handleSubmit((v) => onAdd(v.title, close))}
    >
      <FormField
        label={inputLabel}
        error={form.formState.errors.title?.message}
        className="min-w-0 flex-1 basis-56"
      >
        {(p) => <Input {...p} autoFocus {...form.register("title")} />}
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" size="sm" className="h-10" disabled={pending}>
          {pending && <Spinner />}
          {t("outline.add")}
        </Button>
        <Button type="button" size="sm" variant="outline" className="h-10" onClick={close}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
