import { useState } from "react";
import { useSearchParams } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Search, ShieldX } from "lucide-react";
import type { z } from "zod";
import {
  revokeCertificateRequest,
  type AdminCertificate,
  type AdminCertificatesResponse,
} from "@shared/contracts/achievements";
import { FormField } from "@/components/form-field";
import { Badge } from "@/components/ui/badge";
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
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api";
import { ErrorBlock, formatDate, LoadingBlock, PageHeader } from "./admin-ui";

const certificatesQuery = (q: string) =>
  queryOptions({
    queryKey: ["admin", "certificates", q],
    queryFn: () =>
      api<AdminCertificatesResponse>(`/api/admin/certificates?q=${encodeURIComponent(q)}`),
  });

type RevokeInput = z.input<typeof revokeCertificateRequest>;

function RevokeDialog({ cert, onClose }: { cert: AdminCertificate; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const qc = useQueryClient();
  const form = useForm<RevokeInput, unknown, z.output<typeof revokeCertificateRequest>>({
    resolver: zodResolver(revokeCertificateRequest),
    defaultValues: { reason: "" },
  });
  const revoke = useMutation({
    mutationFn: (reason: string) =>
      api(`/api/admin/certificates/${cert.id}/revoke`, { method: "POST", json: { reason } }),
    onSuccess: async () => {
      toast.success(t("certificates.revoked"));
      await qc.invalidateQueries({ queryKey: ["admin", "certificates"] });
      onClose();
    },
    onError: (err) => toast.error(err.message),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={form.handleSubmit((v) => revoke.mutate(v.reason))} noValidate>
          <DialogHeader>
            <DialogTitle>{t("certificates.revokeTitle")}</DialogTitle>
            <DialogDescription>
              {t("certificates.revokeText", { name: cert.learnerName, course: cert.courseTitle })}
            </DialogDescription>
          </DialogHeader>
          <FormField
            label={t("certificates.reason")}
            error={form.formState.errors.reason?.message}
            className="my-4"
          >
            {(p) => <Textarea {...p} {...form.register("reason")} data-testid="revoke-reason" />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={revoke.isPending}>
              {revoke.isPending && <Spinner />}
              {t("certificates.revoke")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** /admin/certificates: issued certificates, search by id, e-mail, name or course; revoke. */
export default function CertificatesPage() {
  const { t } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const [draft, setDraft] = useState(q);
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);
  const list = useQuery(certificatesQuery(q));

  return (
    <div className="grid gap-6">
      <PageHeader title={t("certificates.title")} description={t("certificates.description")} />
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(draft.trim() ? { q: draft.trim() } : {});
        }}
      >
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor="cert-search">{t("certificates.search")}</Label>
          <Input
            id="cert-search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t("certificates.searchPlaceholder")}
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" />
          {t("certificates.searchButton")}
        </Button>
      </form>
      {list.isPending ? (
        <LoadingBlock />
      ) : list.isError ? (
        <ErrorBlock text={list.error.message} />
      ) : list.data.certificates.length === 0 ? (
        <p className="rounded-2xl border border-dashed bg-card p-6 text-muted-foreground">
          {t("certificates.empty")}
        </p>
      ) : (
        <ul className="grid gap-3">
          {list.data.certificates.map((c) => (
            <li
              key={c.id}
              className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center"
              data-testid="admin-certificate"
            >
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p className="font-semibold wrap-anywhere">{c.courseTitle}</p>
                <p className="text-sm wrap-anywhere">
                  {c.learnerName} · {c.email}
                </p>
                <p className="text-xs break-all text-muted-foreground">
                  {formatDate(c.issuedAt)} · {c.id}
                </p>
                {c.revokedAt && (
                  <p className="text-sm text-muted-foreground">
                    <Badge variant="destructive" className="mr-2">
                      {t("certificates.revokedBadge")}
                    </Badge>
                    {formatDate(c.revokedAt)} · {c.revokedReason}
                  </p>
                )}
              </div>
              {!c.revokedAt && (
                <Button variant="outline" onClick={() => setRevoking(c)}>
                  <ShieldX aria-hidden="true" />
                  {t("certificates.revoke")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {revoking && <RevokeDialog cert={revoking} onClose={() => setRevoking(null)} />}
    </div>
  );
}
