import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { KeyRound } from "lucide-react";
import { resetPasswordSchema, type ResetPasswordInput } from "@shared/contracts/auth";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { FormField, PasswordInput } from "@/components/form-field";
import { ApiError } from "@/lib/api";
import { rateLimitMessage } from "@/lib/rate-limit";
import { authApi, useInvalidateSession } from "@/lib/session";

/** Spec: password reset screen (type=recovery). Redirect to /dashboard 1 s after success. */
export function RecoveryScreen({
  token,
  linkError,
}: {
  token: string | null;
  linkError: string | null;
}) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const invalidateSession = useInvalidateSession();
  const [ready, setReady] = useState(false);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token: token ?? "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    let cancelled = false;
    const fail = (key: string, err?: unknown) => {
      if (cancelled) return;
      toast.error(rateLimitMessage(err) ?? t(key));
      navigate("/auth", { replace: true });
    };
    if (!token || linkError) {
      fail("toast.noResetSession");
      return;
    }
    authApi.resetSession(token).then(
      (r) => {
        if (cancelled) return;
        if (r.valid) setReady(true);
        else fail("toast.noResetSession");
      },
      (err) =>
        fail(
          err instanceof ApiError && err.status >= 500
            ? "toast.resetSessionCheck"
            : "toast.resetSessionLoad",
          err,
        ),
    );
    return () => {
      cancelled = true;
    };
  }, [token, linkError, navigate, t]);

  const submit = form.handleSubmit(async (values) => {
    if (!ready) {
      toast.error(t("toast.sessionNotReady"));
      return;
    }
    try {
      await authApi.resetPassword(values);
      toast.success(t("toast.passwordChanged"));
      await invalidateSession();
      setTimeout(() => navigate("/dashboard", { replace: true }), 1000);
    } catch (err) {
      toast.error(
        rateLimitMessage(err) ??
          (err instanceof ApiError
            ? t("toast.resetFailed", { message: err.message })
            : t("toast.unexpected")),
      );
    }
  });

  if (!ready) {
    return (
      <div
        role="status"
        aria-live="polite"
        className="flex items-center justify-center gap-3 py-12 text-muted-foreground"
      >
        <Spinner className="size-5" />
        {t("recovery.loading")}
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <div className="grid justify-items-center gap-2 text-center">
        <KeyRound className="size-8 text-primary" aria-hidden="true" />
        <h1 className="text-2xl font-semibold">{t("recovery.title")}</h1>
        <p className="text-muted-foreground">{t("recovery.subtitle")}</p>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormField label={t("fields.newPassword")} error={errors.password?.message}>
          {(p) => (
            <PasswordInput {...p} autoComplete="new-password" {...form.register("password")} />
          )}
        </FormField>
        <FormField label={t("fields.confirmNewPassword")} error={errors.confirmPassword?.message}>
          {(p) => (
            <PasswordInput
              {...p}
              autoComplete="new-password"
              {...form.register("confirmPassword")}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t("recovery.busy") : t("recovery.submit")}
        </Button>
      </form>
    </div>
  );
}
