import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  verifyTotpSchema,
  type DisableTwoFactorInput,
} from "@shared/contracts/settings";
import { FormField, PasswordInput } from "@/components/form-field";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { SectionCard, useErrorText, WithSettings } from "./section-card";
import { useDisableTwoFactor, useEnableTwoFactor, useVerifyTotp } from "./settings-api";

type Setup = { totpURI: string; backupCodes: string[] };

export default function TwoFactorSection() {
  const { t } = useTranslation("settings");
  const [setup, setSetup] = useState<Setup | null>(null);
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  return (
    <WithSettings>
      {(s) => (
        <SectionCard title={t("twoFactor.heading")} description={t("twoFactor.description")}>
          <p className="mb-4">
            <Badge
              variant={s.twoFactorEnabled ? "success" : "secondary"}
              data-testid="two-factor-status"
            >
              {s.twoFactorEnabled ? t("twoFactor.statusOn") : t("twoFactor.statusOff")}
            </Badge>
          </p>
          {shownCodes ? (
            <BackupCodes codes={shownCodes} onDone={() => setShownCodes(null)} />
          ) : s.twoFactorEnabled ? (
            <DisableForm />
          ) : setup ? (
            <VerifyStep
              setup={setup}
              onVerified={() => {
                setShownCodes(setup.backupCodes);
                setSetup(null);
              }}
            />
          ) : (
            <StartForm onStarted={setSetup} />
          )}
        </SectionCard>
      )}
    </WithSettings>
  );
}

function StartForm({ onStarted }: { onStarted: (s: Setup) => void }) {
  const { t } = useTranslation("settings");
  const errorText = useErrorText();
  const enable = useEnableTwoFactor();
  const form = useForm<z.infer<typeof enableTwoFactorSchema>>({
    resolver: zodResolver(enableTwoFactorSchema),
    defaultValues: { password: "" },
  });
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      onStarted(await enable.mutateAsync(password));
    } catch (err) {
      toast.error(errorText(err));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
      <p className="text-sm text-muted-foreground">{t("twoFactor.startText")}</p>
      <FormField label={t("twoFactor.password")} error={form.formState.errors.password?.message}>
        {(p) => (
          <PasswordInput {...p} autoComplete="current-password" {...form.register("password")} />
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t("twoFactor.start")}
        </Button>
      </div>
    </form>
  );
}

/** The QR code as an SVG data URL, made in the browser by the qrcode library (loaded on demand). */
function useQrCode(uri: string) {
  const q = useQuery({
    queryKey: ["totp-qr", uri],
    queryFn: async () => {
      const QR = await import("qrcode");
      const svg = await QR.toString(uri, { type: "svg", margin: 1, width: 200 });
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    },
    staleTime: Infinity,
    gcTime: 0,
  });
  return q.data ?? null;
}

function VerifyStep({ setup, onVerified }: { setup: Setup; onVerified: () => void }) {
  const { t } = useTranslation("settings");
  const errorText = useErrorText();
  const verify = useVerifyTotp();
  const qr = useQrCode(setup.totpURI);
  const secret = new URL(setup.totpURI).searchParams.get("secret") ?? "";
  const form = useForm<
    z.input<typeof verifyTotpSchema>,
    unknown,
    z.output<typeof verifyTotpSchema>
  >({
    resolver: zodResolver(verifyTotpSchema),
    defaultValues: { code: "" },
  });
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await verify.mutateAsync(code);
      toast.success(t("twoFactor.enabled"));
      onVerified();
    } catch (err) {
      toast.error(errorText(err));
    }
  });
  return (
    <div className="grid gap-4">
      <p className="text-sm">{t("twoFactor.scan")}</p>
      <div className="size-[200px] rounded-lg border bg-white p-1">
        {qr && <img src={qr} alt={t("twoFactor.qrAlt")} width={200} height={200} />}
      </div>
      <div>
        <p className="text-sm font-medium">{t("twoFactor.manualKey")}</p>
        <code
          className="mt-1 block break-all rounded-md bg-muted px-3 py-2 font-mono text-sm"
          data-testid="totp-secret"
        >
          {secret}
        </code>
      </div>
      <form onSubmit={submit} noValidate className="grid max-w-xs gap-4">
        <CodeField error={form.formState.errors.code?.message} register={form.register("code")} />
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t("twoFactor.verify")}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The six-digit code from the authenticator app. */
function CodeField({
  error,
  register,
}: {
  error?: string;
  register: UseFormRegisterReturn<"code">;
}) {
  const { t } = useTranslation("settings");
  return (
    <FormField label={t("twoFactor.code")} error={error}>
      {(p) => <Input {...p} inputMode="numeric" autoComplete="one-time-code" {...register} />}
    </FormField>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation("settings");
  return (
    <div className="grid gap-4">
      <Alert>
        <AlertDescription>
          <strong className="block">{t("twoFactor.backupTitle")}</strong>
          {t("twoFactor.backupText")}
        </AlertDescription>
      </Alert>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm" data-testid="backup-codes">
        {codes.map((c) => (
          <li key={c} className="rounded-md bg-muted px-3 py-2">
            {c}
          </li>
        ))}
      </ul>
      <div>
        <Button type="button" onClick={onDone}>
          {t("twoFactor.backupDone")}
        </Button>
      </div>
    </div>
  );
}

function DisableForm() {
  const { t } = useTranslation("settings");
  const errorText = useErrorText();
  const disable = useDisableTwoFactor();
  const form = useForm<z.input<typeof disableTwoFactorSchema>, unknown, DisableTwoFactorInput>({
    resolver: zodResolver(disableTwoFactorSchema),
    defaultValues: { password: "", code: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await disable.mutateAsync(values);
      toast.success(t("twoFactor.disabled"));
    } catch (err) {
      toast.error(errorText(err));
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
      <h3 className="font-semibold">{t("twoFactor.disableTitle")}</h3>
      <FormField label={t("twoFactor.password")} error={errors.password?.message}>
        {(p) => (
          <PasswordInput {...p} autoComplete="current-password" {...form.register("password")} />
        )}
      </FormField>
      <CodeField error={errors.code?.message} register={form.register("code")} />
      <div>
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          {t("twoFactor.disable")}
        </Button>
      </div>
    </form>
  );
}
