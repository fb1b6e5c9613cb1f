import { useState } from "react";
import { useForm, Controller } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { signInSchema, type SignInInput } from "@shared/contracts/auth";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FormField, PasswordInput } from "@/components/form-field";
import { authApi } from "@/lib/session";
import { useHydrated } from "@/lib/use-hydrated";
import { signInErrorMessage } from "./auth-errors";
import { ResetDialog } from "./reset-dialog";
import { TwoFactorStep } from "./two-factor-step";

export function SignInForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useTranslation("auth");
  const [resetOpen, setResetOpen] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "", rememberMe: false },
  });
  const { errors, isSubmitting } = form.formState;
  // Prerendered (/auth): no native submission before React has taken over (decision 0065).
  const hydrated = useHydrated();

  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await authApi.signIn({
        email: values.email,
        password: values.password,
        rememberMe: !!values.rememberMe,
      });
      // Two-factor sign-in is on: the password was right, now the code.
      if ("twoFactorRedirect" in res && res.twoFactorRedirect) {
        setNeedsCode(true);
        return;
      }
      toast.success(t("toast.signedIn"));
      await onSignedIn();
    } catch (err) {
      toast.error(signInErrorMessage(t, err));
    }
  });

  if (needsCode)
    return <TwoFactorStep onSignedIn={onSignedIn} onBack={() => setNeedsCode(false)} />;

  return (
    <>
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t("tabs.signIn")}>
        <FormField label={t("fields.email")} error={errors.email?.message}>
          {(p) => (
            <Input
              {...p}
              type="email"
              autoComplete="email"
              placeholder={t("placeholders.email")}
              {...form.register("email")}
            />
          )}
        </FormField>
        <FormField label={t("fields.password")} error={errors.password?.message}>
          {(p) => (
            <PasswordInput {...p} autoComplete="current-password" {...form.register("password")} />
          )}
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <Controller
              control={form.control}
              name="rememberMe"
              render={({ field }) => (
                <Checkbox
                  id="remember-me"
                  checked={!!field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                />
              )}
            />
            <Label htmlFor="remember-me" className="font-normal">
              {t("fields.rememberMe")}
            </Label>
          </div>
          <Button type="button" variant="link" size="sm" onClick={() => setResetOpen(true)}>
            {t("forgotPassword")}
          </Button>
        </div>
        <Button type={hydrated ? "submit" : "button"} size="lg" disabled={isSubmitting}>
          {isSubmitting ? t("signInBusy") : t("signInButton")}
        </Button>
      </form>
      <ResetDialog open={resetOpen} onOpenChange={setResetOpen} />
    </>
  );
}
