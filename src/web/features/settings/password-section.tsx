import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { changePasswordSchema, type ChangePasswordInput } from "@shared/contracts/settings";
import { FormField, PasswordInput } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { SectionCard, useErrorText } from "./section-card";
import { useChangePassword } from "./settings-api";

export default function PasswordSection() {
  const { t } = useTranslation("settings");
  const errorText = useErrorText();
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset();
      toast.success(t("password.changed"));
    } catch (err) {
      toast.error(errorText(err));
    }
  });
  return (
    <SectionCard title={t("password.heading")} description={t("password.description")}>
      <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
        <FormField label={t("password.current")} error={errors.currentPassword?.message}>
          {(p) => (
            <PasswordInput
              {...p}
              autoComplete="current-password"
              {...form.register("currentPassword")}
            />
          )}
        </FormField>
        <FormField label={t("password.new")} error={errors.newPassword?.message}>
          {(p) => (
            <PasswordInput {...p} autoComplete="new-password" {...form.register("newPassword")} />
          )}
        </FormField>
        <FormField label={t("password.confirm")} error={errors.confirmPassword?.message}>
          {(p) => (
            <PasswordInput
              {...p}
              autoComplete="new-password"
              {...form.register("confirmPassword")}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {t("password.submit")}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
