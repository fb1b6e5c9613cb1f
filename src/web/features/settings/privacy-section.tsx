import { useState } from "react";
import { useNavigate } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Download } from "lucide-react";
import {
  deleteAccountSchema,
  type DeleteAccountInput,
  type SettingsResponse,
} from "@shared/contracts/settings";
import { FormField } from "@/components/form-field";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SectionCard, useErrorText, WithSettings } from "./section-card";
import { useDeleteAccount, useSaveEmailPreferences } from "./settings-api";

export default function PrivacySection() {
  const { t } = useTranslation("settings");
  return (
    <WithSettings>
      {(s) => (
        <>
          <SectionCard title={t("privacy.exportTitle")} description={t("privacy.exportText")}>
            <Button asChild variant="outline">
              <a href="/api/me/export" download="kurswerk-data.json">
                <Download aria-hidden="true" />
                {t("privacy.exportButton")}
              </a>
            </Button>
          </SectionCard>
          <SectionCard
            title={t("privacy.tutorTitle")}
            description={t("privacy.tutorText", { days: s.tutorRetentionDays })}
          />
          <EmailPreferencesCard prefs={s.emailPreferences} />
          <DeleteAccountCard email={s.profile.email} />
        </>
      )}
    </WithSettings>
  );
}

function EmailPreferencesCard({ prefs }: { prefs: SettingsResponse["emailPreferences"] }) {
  const { t } = useTranslation("settings");
  const errorText = useErrorText();
  const save = useSaveEmailPreferences();
  const set = (change: Partial<typeof prefs>) =>
    save.mutate(
      {
        productEmails: change.productEmails ?? prefs.productEmails,
        funnelEmails: change.funnelEmails ?? prefs.funnelEmails,
      },
      {
        onSuccess: () => toast.success(t("privacy.prefsSaved")),
        onError: (err) => toast.error(errorText(err)),
      },
    );
  return (
    <SectionCard title={t("privacy.prefsTitle")} description={t("privacy.prefsText")}>
      <div className="grid gap-4">
        <div className="flex items-start gap-3">
          <Checkbox
            id="pref-product"
            checked={prefs.productEmails}
            disabled={save.isPending}
            onCheckedChange={(v) => set({ productEmails: v === true })}
            aria-describedby="pref-product-hint"
          />
          <div className="grid gap-0.5">
            <Label htmlFor="pref-product">{t("privacy.productEmails")}</Label>
            <p id="pref-product-hint" className="text-sm text-muted-foreground">
              {t("privacy.productEmailsHint")}
            </p>
          </div>
        </div>
        {prefs.hasLead && (
          <div className="flex items-start gap-3">
            <Checkbox
              id="pref-funnel"
              checked={prefs.funnelEmails}
              disabled={save.isPending}
              onCheckedChange={(v) => set({ funnelEmails: v === true })}
              aria-describedby="pref-funnel-hint"
            />
            <div className="grid gap-0.5">
              <Label htmlFor="pref-funnel">{t("privacy.funnelEmails")}</Label>
              <p id="pref-funnel-hint" className="text-sm text-muted-foreground">
                {t("privacy.funnelEmailsHint")}
              </p>
            </div>
          </div>
        )}
      </div>
    </SectionCard>
  );
}

function DeleteAccountCard({ email }: { email: string }) {
  const { t } = useTranslation("settings");
  const errorText = useErrorText();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { email: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    if (values.email.trim().toLowerCase() !== email.toLowerCase()) {
      form.setError("email", { message: "v:deleteEmailMismatch" });
      return;
    }
    try {
      await remove.mutateAsync(values.email);
      setOpen(false);
      qc.clear();
      toast.success(t("privacy.deleted"));
      navigate("/", { replace: true });
    } catch (err) {
      toast.error(errorText(err));
    }
  });
  return (
    <SectionCard title={t("privacy.deleteTitle")} description={t("privacy.deleteText")}>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogTrigger asChild>
          <Button type="button" variant="destructive">
            {t("privacy.deleteButton")}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <AlertDialogHeader>
              <AlertDialogTitle>{t("privacy.deleteConfirmTitle")}</AlertDialogTitle>
              <AlertDialogDescription>
                {t("privacy.deleteConfirmText", { email })}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <FormField
              label={t("privacy.deleteConfirmLabel")}
              error={form.formState.errors.email?.message}
            >
              {(p) => <Input {...p} type="email" autoComplete="off" {...form.register("email")} />}
            </FormField>
            <AlertDialogFooter>
              <AlertDialogCancel type="button">{t("privacy.cancel")}</AlertDialogCancel>
              <Button type="submit" variant="destructive" disabled={form.formState.isSubmitting}>
                {t("privacy.deleteConfirm")}
              </Button>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </SectionCard>
  );
}
