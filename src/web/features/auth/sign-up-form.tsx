import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { MailCheck } from "lucide-react";
import { signUpSchema, type SignUpInput } from "@shared/contracts/auth";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, PasswordInput } from "@/components/form-field";
import { currentLanguage } from "@/lib/i18n";
import { authApi } from "@/lib/session";
import { useHydrated } from "@/lib/use-hydrated";
import { passwordRefusal, signUpErrorMessage } from "./auth-errors";

export function SignUpForm({
  prefilledEmail,
  onSignedUp,
}: {
  prefilledEmail?: string;
  onSignedUp?: (email: string) => void;
}) {
  const { t } = useTranslation("auth");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: "", email: prefilledEmail ?? "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  // Prerendered (/auth): no native submission before React has taken over (decision 0065).
  const hydrated = useHydrated();

  const submit = form.handleSubmit(async (values) => {
    try {
      await authApi.signUp({
        name: values.fullName,
        email: values.email,
        password: values.password,
        language: currentLanguage(),
        callbackURL: "/app",
      });
      toast.success(t("toast.signedUp"));
      setSentTo(values.email);
      onSignedUp?.(values.email);
    } catch (err) {
      // A refused password is said at its field, like the form's own checks (issue 41).
      const refusal = passwordRefusal(err);
      if (refusal) form.setError("password", { message: refusal }, { shouldFocus: true });
      else toast.error(signUpErrorMessage(t, err));
    }
  });

  if (sentTo) {
    return (
      <div
        role="status"
        className="grid justify-items-center gap-3 rounded-xl border bg-muted/40 p-6 text-center"
      >
        <MailCheck className="size-8 text-primary" aria-hidden="true" />
        <p className="font-medium">{t("toast.signedUp")}</p>
        <p className="text-sm text-muted-foreground">{t("checkInbox", { email: sentTo })}</p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t("tabs.signUp")}>
      <FormField label={t("fields.fullName")} error={errors.fullName?.message}>
        {(p) => (
          <Input
            {...p}
            autoComplete="name"
            placeholder={t("placeholders.fullName")}
            {...form.register("fullName")}
          />
        )}
      </FormField>
      <FormField label={t("fields.email")} error={errors.email?.message}>
        {(p) => (
          <Input
            {...p}
            type="email"
            autoComplete="email"
            placeholder={t("placeholders.email")}
            readOnly={!!prefilledEmail}
            className={prefilledEmail ? "bg-muted" : undefined}
            {...form.register("email")}
          />
        )}
      </FormField>
      <FormField label={t("fields.password")} error={errors.password?.message}>
        {(p) => (
          <PasswordInput
            {...p}
            autoComplete="new-password"
            placeholder={t("placeholders.password")}
            {...form.register("password")}
          />
        )}
      </FormField>
      <FormField label={t("fields.confirmPassword")} error={errors.confirmPassword?.message}>
        {(p) => (
          <PasswordInput {...p} autoComplete="new-password" {...form.register("confirmPassword")} />
        )}
      </FormField>
      <Button type={hydrated ? "submit" : "button"} size="lg" disabled={isSubmitting}>
        {isSubmitting ? t("signUpBusy") : t("signUpButton")}
      </Button>
    </form>
  );
}
