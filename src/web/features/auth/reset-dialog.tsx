import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { resetRequestSchema, type ResetRequestInput } from "@shared/contracts/auth";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/form-field";
import { ApiError } from "@/lib/api";
import { rateLimitMessage } from "@/lib/rate-limit";
import { authApi } from "@/lib/session";

export function ResetDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("auth");
  const { t: tc } = useTranslation();
  const form = useForm<ResetRequestInput>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await authApi.requestReset(email);
      toast.success(t("toast.resetMailSent"));
      form.reset();
      onOpenChange(false);
    } catch (err) {
      toast.error(
        rateLimitMessage(err) ??
          (err instanceof ApiError
            ? t("toast.resetMailFailed", { message: err.message })
            : t("toast.unexpected")),
      );
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc("a11y.close")}>
        <DialogHeader>
          <DialogTitle>{t("resetDialog.title")}</DialogTitle>
          <DialogDescription>{t("resetDialog.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField label={t("fields.email")} error={errors.email?.message}>
            {(p) => <Input {...p} type="email" autoComplete="email" {...form.register("email")} />}
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t("resetDialog.busy") : t("resetDialog.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
