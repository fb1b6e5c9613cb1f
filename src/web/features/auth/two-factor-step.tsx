import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { signInCodeSchema, type SignInCodeInput } from "@shared/contracts/settings";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api, ApiError } from "@/lib/api";
import { rateLimitMessage } from "@/lib/rate-limit";

/**
 * The second sign-in step when two-factor sign-in is on (the spec's aal2): a code from
 * the authenticator app, or one of the backup codes. Better Auth keeps the pending
 * sign-in in a short-lived cookie; a right code creates the session.
 */
export function TwoFactorStep({
  onSignedIn,
  onBack,
}: {
  onSignedIn: () => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation("auth");
  const [backup, setBackup] = useState(false);
  const form = useForm<SignInCodeInput>({
    resolver: zodResolver(signInCodeSchema),
    defaultValues: { code: "", trustDevice: false },
  });
  const submit = form.handleSubmit(async ({ code, trustDevice }) => {
    try {
      await api(
        backup ? "/api/auth/two-factor/verify-backup-code" : "/api/auth/two-factor/verify-totp",
        {
          method: "POST",
          json: { code: backup ? code : code.replace(/\s+/g, ""), trustDevice: !!trustDevice },
        },
      );
      toast.success(t("toast.signedIn"));
      await onSignedIn();
    } catch (err) {
      toast.error(
        err instanceof ApiError && err.status === 429
          ? (rateLimitMessage(err) ?? t("toast.tooManyRequests"))
          : t("twoFactor.wrong"),
      );
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-labelledby="two-factor-title">
      <div>
        <h2 id="two-factor-title" className="text-lg font-semibold">
          {t("twoFactor.title")}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {backup ? t("twoFactor.backupText") : t("twoFactor.text")}
        </p>
      </div>
      <FormField
        label={backup ? t("twoFactor.backupCode") : t("twoFactor.code")}
        error={form.formState.errors.code?.message}
      >
        {(p) => (
          <Input
            {...p}
            autoFocus
            inputMode={backup ? "text" : "numeric"}
            autoComplete="one-time-code"
            {...form.register("code")}
          />
        )}
      </FormField>
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="trustDevice"
          render={({ field }) => (
            <Checkbox
              id="trust-device"
              checked={!!field.value}
              onCheckedChange={(v) => field.onChange(v === true)}
            />
          )}
        />
        <Label htmlFor="trust-device" className="font-normal">
          {t("twoFactor.trustDevice")}
        </Label>
      </div>
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {t("twoFactor.verify")}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          type="button"
          variant="link"
          size="sm"
          onClick={() => {
            setBackup(!backup);
            form.reset();
          }}
        >
          {backup ? t("twoFactor.useTotp") : t("twoFactor.useBackup")}
        </Button>
        <Button type="button" variant="link" size="sm" onClick={onBack}>
          {t("twoFactor.back")}
        </Button>
      </div>
    </form>
  );
}
