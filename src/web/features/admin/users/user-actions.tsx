import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Ban, KeyRound, LogOut, MailCheck, ShieldCheck, Unlock } from "lucide-react";
import type { z } from "zod";
import { ROLES, type Role } from "@shared/contracts/auth";
import { banSchema, type UserDetail } from "@shared/contracts/users";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { ConfirmDialog } from "../editor/confirm-dialog";
import { useUserAction } from "./users-api";
import { selectClass } from "./user-badges";

type BanForm = z.input<typeof banSchema>;
type Action = ReturnType<typeof useUserAction>;

const failed = (err: unknown, fallback: string) =>
  toast.error(err instanceof ApiError && err.message ? err.message : fallback);

function RoleForm({ detail, action }: { detail: UserDetail; action: Action }) {
  const { t } = useTranslation("users");
  const [role, setRole] = useState<Role>(detail.user.role);
  const [confirming, setConfirming] = useState(false);
  const save = (confirmSelfDemotion = false) =>
    action.mutate(
      { kind: "role", body: { role, confirmSelfDemotion } },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(t("toast.roleChanged", { role: t(`role.${role}`) }));
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === "CONFIRMATION_REQUIRED") setConfirming(true);
          else failed(err, t("toast.failed"));
        },
      },
    );
  return (
    <form
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Label htmlFor="user-role">{t("actions.role")}</Label>
      <div className="flex flex-wrap gap-2">
        <select
          id="user-role"
          className={cn(selectClass, "w-auto min-w-40 flex-1")}
          value={role}
          onChange={(e) => setRole(e.target.value as Role)}
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`role.${r}`)}
            </option>
          ))}
        </select>
        <Button type="submit" disabled={role === detail.user.role || action.isPending}>
          <ShieldCheck aria-hidden="true" />
          {t("actions.saveRole")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("confirm.selfDemotionTitle")}
        description={t("confirm.selfDemotion")}
        confirmLabel={t("confirm.selfDemotionAction")}
        pending={action.isPending}
        onConfirm={() => save(true)}
      />
    </form>
  );
}

function BanDialog({
  open,
  onOpenChange,
  action,
  name,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  action: Action;
  name: string;
}) {
  const { t } = useTranslation("users");
  const form = useForm<BanForm>({
    resolver: zodResolver(banSchema),
    defaultValues: { reason: "", expiresAt: "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    action.mutate(
      {
        kind: "ban",
        body: {
          reason: values.reason,
          expiresAt: values.expiresAt ? new Date(values.expiresAt).toISOString() : null,
        },
      },
      {
        onSuccess: () => {
          onOpenChange(false);
          form.reset();
          toast.success(t("toast.banned"));
        },
        onError: (err) => failed(err, t("toast.failed")),
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="wrap-anywhere">{t("ban.title", { name })}</DialogTitle>
          <DialogDescription>{t("ban.description")}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField label={t("ban.reason")} error={errors.reason?.message}>
            {(p) => <Textarea {...p} rows={3} {...form.register("reason")} />}
          </FormField>
          <FormField label={t("ban.until")} error={errors.expiresAt?.message}>
            {(p) => <Input {...p} type="datetime-local" {...form.register("expiresAt")} />}
          </FormField>
          <p className="text-sm text-muted-foreground">{t("ban.untilHint")}</p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={action.isPending}>
              {action.isPending && <Spinner />}
              {t("ban.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** What an admin can do with an account (moderators see the page without this card). */
export function UserActions({ detail, isSelf }: { detail: UserDetail; isSelf: boolean }) {
  const { t } = useTranslation("users");
  const action = useUserAction(detail.user.id);
  const [banOpen, setBanOpen] = useState(false);
  const [endSessions, setEndSessions] = useState(false);
  const u = detail.user;
  const run = (kind: "unban" | "resend-confirmation" | "password-reset", done: string) =>
    action.mutate(
      { kind },
      { onSuccess: () => toast.success(done), onError: (err) => failed(err, t("toast.failed")) },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("actions.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <RoleForm key={u.role} detail={detail} action={action} />
        <div className="flex flex-wrap gap-2 [&>button]:h-auto [&>button]:min-h-9 [&>button]:max-w-full [&>button]:whitespace-normal">
          {u.banned ? (
            <Button variant="outline" onClick={() => run("unban", t("toast.unbanned"))}>
              <Unlock aria-hidden="true" />
              {t("actions.unban")}
            </Button>
          ) : (
            !isSelf &&
            u.role !== "admin" && (
              <Button variant="destructive" onClick={() => setBanOpen(true)}>
                <Ban aria-hidden="true" />
                {t("actions.ban")}
              </Button>
            )
          )}
          <Button variant="outline" onClick={() => setEndSessions(true)}>
            <LogOut aria-hidden="true" />
            {t("actions.revokeSessions")}
          </Button>
          {!u.emailVerified && (
            <Button
              variant="outline"
              onClick={() => run("resend-confirmation", t("toast.confirmationSent"))}
            >
              <MailCheck aria-hidden="true" />
              {t("actions.resendConfirmation")}
            </Button>
          )}
          <Button variant="outline" onClick={() => run("password-reset", t("toast.resetSent"))}>
            <KeyRound aria-hidden="true" />
            {t("actions.passwordReset")}
          </Button>
        </div>
      </CardContent>
      <BanDialog open={banOpen} onOpenChange={setBanOpen} action={action} name={u.name} />
      <ConfirmDialog
        open={endSessions}
        onOpenChange={setEndSessions}
        title={t("confirm.revokeTitle")}
        description={t("confirm.revoke", { name: u.name })}
        confirmLabel={t("actions.revokeSessions")}
        pending={action.isPending}
        onConfirm={() =>
          action.mutate(
            { kind: "revoke-sessions" },
            {
              onSuccess: () => {
                setEndSessions(false);
                toast.success(t("toast.sessionsEnded"));
              },
              onError: (err) => failed(err, t("toast.failed")),
            },
          )
        }
      />
    </Card>
  );
}
