import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { changeEmailSchema, type ChangeEmailInput } from "@shared/contracts/settings";
import { FormField } from "@/components/form-field";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { SectionCard, useErrorText, WithSettings } from "./section-card";
import { useChangeEmail } from "./settings-api";

export default function EmailSection() {
  return <WithSettings>{(s) => <ChangeEmail current={s.profile.email} />}</WithSettings>;
}

function ChangeEmail({ current }: { current: string }) {
  const { t } = useTranslation("settings");
  const errorText = useErrorText();
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: "" },
  });
  const submit = form.handleSubmit(async ({ newEmail }) => {
    if (newEmail.toLowerCase() === current.toLowerCase()) {
      form.setError("newEmail", { message: "v:emailSame" });
      return;
    }
    try {
      await change.mutateAsync({ newEmail });
      setSentTo(newEmail);
      form.reset();
    } catch (err) {
      toast.error(errorText(err));
    }
  });
  return (
    <SectionCard title={t("email.heading")} description={t("email.description")}>
      <p className="mb-4 text-sm">
        {t("email.current")} <strong data-testid="current-email">{current}</strong>
      </p>
      {sentTo && (
        <Alert className="mb-4" role="status">
          <AlertDescription>{t("email.sent", { email: sentTo })}</AlertDescription>
        </Alert>
      )}
      <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
        <FormField label={t("email.newEmail")} error={form.formState.errors.newEmail?.message}>
          {(p) => <Input {...p} type="email" autoComplete="email" {...form.register("newEmail")} />}
        </FormField>
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t("email.submit")}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
