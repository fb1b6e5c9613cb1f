import { useRef, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Copy, FileText, Upload } from "lucide-react";
import type { CohortDetail, ImportResult } from "@shared/contracts/cohorts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { api, ApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { formatDay } from "./cohorts-api";
import { ErrorText } from "./cohort-ui";

type Problem = { line: number; value: string; problem: "invalid" | "duplicate" | "tooLong" };

/** Invitation links: a new one (shown once, to copy), the list with status, withdrawing. */
export function InvitesPanel({ cohort }: { cohort: CohortDetail }) {
  const { t } = useTranslation("cohorts");
  const qc = useQueryClient();
  const [days, setDays] = useState("14");
  const [uses, setUses] = useState("");
  const [link, setLink] = useState<string | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: ["admin", "cohorts", cohort.id] });
  const create = useMutation({
    mutationFn: () =>
      api<{ url: string }>(`/api/admin/cohorts/${cohort.id}/invites`, {
        method: "POST",
        json: { expiresInDays: Number(days) || 14, maxUses: uses.trim() ? Number(uses) : null },
      }),
    onSuccess: async (r) => {
      setLink(r.url);
      await refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) =>
      api<CohortDetail>(`/api/admin/cohorts/${cohort.id}/invites/${id}/revoke`, { method: "POST" }),
    onSuccess: (c) => qc.setQueryData(["admin", "cohorts", cohort.id], c),
  });
  return (
    <div className="grid gap-4">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="invite-days">{t("invites.days")}</Label>
          <Input
            id="invite-days"
            inputMode="numeric"
            className="w-28"
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="invite-uses">{t("invites.uses")}</Label>
          <Input
            id="invite-uses"
            inputMode="numeric"
            className="w-36"
            value={uses}
            placeholder={t("invites.usesNone")}
            onChange={(e) => setUses(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <Spinner />}
          {t("invites.create")}
        </Button>
      </form>
      {create.error && <ErrorText text={create.error.message} />}
      {link && (
        <div className="grid gap-2 rounded-xl border border-primary/40 bg-primary/5 p-3">
          <Label htmlFor="invite-link">{t("invites.linkLabel")}</Label>
          <div className="flex gap-2">
            <Input
              id="invite-link"
              readOnly
              value={link}
              data-testid="invite-link"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(link)
                  .then(() => toast.success(t("invites.copied")))
              }
            >
              <Copy aria-hidden="true" />
              {t("invites.copy")}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">{t("invites.once")}</p>
        </div>
      )}
      {cohort.invites.length > 0 && (
        <ul className="grid gap-2">
          {cohort.invites.map((i) => (
            <li
              key={i.id}
              className="flex flex-wrap items-center gap-2 rounded-lg border p-2 text-sm"
            >
              <Badge variant={i.status === "active" ? "success" : "secondary"}>
                {t(`invites.status.${i.status}`)}
              </Badge>
              <span>{t("invites.until", { date: formatDay(i.expiresAt) })}</span>
              <span className="text-muted-foreground">
                {i.maxUses === null
                  ? t("invites.used", { count: i.uses })
                  : t("invites.usedOf", { count: i.uses, max: i.maxUses })}
              </span>
              {i.status === "active" && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  className="ml-auto"
                  onClick={() => revoke.mutate(i.id)}
                >
                  {t("invites.revoke")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Adding learners: one address, or a CSV of addresses (all or none; bad rows listed). */
export function MembersPanel({ cohort }: { cohort: CohortDetail }) {
  const { t } = useTranslation("cohorts");
  const qc = useQueryClient();
  const [email, setEmail] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const done = async (r: ImportResult) => {
    toast.success(t("members.added", { count: r.added, created: r.created }));
    await qc.invalidateQueries({ queryKey: ["admin", "cohorts", cohort.id] });
  };
  const addOne = useMutation({
    mutationFn: () =>
      api<ImportResult>(`/api/admin/cohorts/${cohort.id}/members`, {
        method: "POST",
        json: { email },
      }),
    onSuccess: async (r) => {
      setEmail("");
      await done(r);
    },
  });
  const upload = useMutation({
    mutationFn: () => {
      const form = new FormData();
      form.set("file", file!);
      return api<ImportResult>(`/api/admin/cohorts/${cohort.id}/import`, {
        method: "POST",
        body: form,
      });
    },
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (userId: string) =>
      api<CohortDetail>(`/api/admin/cohorts/${cohort.id}/members/${encodeURIComponent(userId)}`, {
        method: "DELETE",
      }),
    onSuccess: (c) => qc.setQueryData(["admin", "cohorts", cohort.id], c),
  });
  const problems =
    upload.error instanceof ApiError
      ? ((upload.error.details as { problems?: Problem[] } | undefined)?.problems ?? [])
      : [];
  const submitOne = (e: FormEvent) => {
    e.preventDefault();
    addOne.mutate();
  };
  return (
    <div className="grid gap-5">
      <form className="flex flex-wrap items-end gap-3" onSubmit={submitOne}>
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor="member-email">{t("members.email")}</Label>
          <Input
            id="member-email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={!email.trim() || addOne.isPending}>
          {addOne.isPending && <Spinner />}
          {t("members.add")}
        </Button>
      </form>
      {addOne.error && <ErrorText text={addOne.error.message} />}
      <form
        className="grid gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (file) upload.mutate();
        }}
      >
        <p id="member-csv-label" className="text-sm font-medium">
          {t("members.csv")}
        </p>
        <p id="member-csv-hint" className="text-xs text-muted-foreground">
          {t("members.csvHint")}
        </p>
        <input
          ref={fileInput}
          id="member-csv"
          type="file"
          accept=".csv,text/csv,text/plain"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="member-csv"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="outline"
            aria-describedby="member-csv-label member-csv-hint"
            onClick={() => fileInput.current?.click()}
          >
            <FileText aria-hidden="true" />
            {t("members.choose")}
          </Button>
          <span className="text-sm wrap-anywhere text-muted-foreground">
            {file ? file.name : t("members.noFile")}
          </span>
          <Button type="submit" disabled={!file || upload.isPending}>
            {upload.isPending ? <Spinner /> : <Upload aria-hidden="true" />}
            {t("members.import")}
          </Button>
        </div>
      </form>
      {upload.error && (
        <div className="grid gap-2" data-testid="import-problems">
          <ErrorText text={upload.error.message} />
          {problems.length > 0 && (
            <ul className="grid gap-1 text-sm">
              {problems.map((p) => (
                <li key={`${p.line}-${p.value}`}>
                  {t("members.problemLine", { line: p.line, value: p.value })}{" "}
                  {t(`members.problem.${p.problem}`)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="grid gap-2">
        <h3 className="font-medium">
          {cohort.seatLimit === null
            ? t("list.members", { count: cohort.members.length })
            : t("list.seats", { count: cohort.members.length, limit: cohort.seatLimit })}
        </h3>
        {cohort.members.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("members.empty")}</p>
        ) : (
          <ul className="grid gap-1" data-testid="member-list">
            {cohort.members.map((m) => (
              <li
                key={m.userId}
                className="flex flex-wrap items-center gap-2 rounded-lg border p-2 text-sm"
              >
                <span className="font-medium wrap-anywhere">{m.name}</span>
                <span className="text-muted-foreground wrap-anywhere">{m.email}</span>
                <Badge variant="outline">
                  {t(`members.via.${m.via}`, { defaultValue: m.via })}
                </Badge>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  className="ml-auto"
                  onClick={() => remove.mutate(m.userId)}
                  aria-label={t("members.remove", { name: m.name })}
                >
                  {t("members.removeShort")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
