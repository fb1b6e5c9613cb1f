/**
 * The editor's "Reviewer" card (issue 30, decision 0122): an admin assigns moderators and
 * admins as reviewers of the course's projects. Without any, every moderator reviews the
 * course (decision 0099), which the card says.
 */
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { UserCheck, X } from "lucide-react";
import type { AdminProjectsResponse, ReviewersResponse } from "@shared/contracts/projects";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api";
import { projectKeys, projectsApi } from "./projects-api";

export function ReviewersCard({ data }: { data: AdminProjectsResponse }) {
  const { t } = useTranslation("projects-admin");
  const id = useId();
  const qc = useQueryClient();
  const [picked, setPicked] = useState("");
  const { courseId, reviewers, candidates } = data;
  const assigned = new Set(reviewers.map((r) => r.userId));
  const open = candidates.filter((c) => !assigned.has(c.userId));
  const change = useMutation({
    mutationFn: ({ userId, assign }: { userId: string; assign: boolean }) =>
      projectsApi.setReviewer(courseId, userId, assign),
    onSuccess: (res: ReviewersResponse, v) => {
      qc.setQueryData<AdminProjectsResponse>(projectKeys.course(courseId), (old) =>
        old ? { ...old, reviewers: res.reviewers } : old,
      );
      toast.success(v.assign ? t("reviewers.assigned") : t("reviewers.unassigned"));
      setPicked("");
    },
    onError: (err) => toast.error(err instanceof ApiError ? err.message : t("reviewers.failed")),
  });
  return (
    <Card data-testid="reviewers-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserCheck className="size-5" aria-hidden="true" />
          {t("reviewers.heading")}
        </CardTitle>
        <CardDescription>{t("reviewers.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {reviewers.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="reviewers-none">
            {t("reviewers.none")}
          </p>
        ) : (
          <ul className="grid gap-2" data-testid="reviewers-list">
            {reviewers.map((r) => (
              <li key={r.userId} className="flex items-center gap-2 rounded-lg border p-2 text-sm">
                <span className="min-w-0 flex-1 wrap-anywhere">
                  <span className="font-medium">{r.name}</span>{" "}
                  <span className="text-muted-foreground">
                    ({r.email}, {t(`reviewers.role.${r.role === "admin" ? "admin" : "moderator"}`)})
                  </span>
                </span>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={t("reviewers.remove", { name: r.name })}
                  disabled={change.isPending}
                  onClick={() => change.mutate({ userId: r.userId, assign: false })}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {open.length > 0 ? (
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid min-w-0 flex-1 gap-1.5 sm:max-w-sm">
              <Label htmlFor={`${id}-pick`}>{t("reviewers.pick")}</Label>
              <Select value={picked} onValueChange={setPicked}>
                <SelectTrigger id={`${id}-pick`} className="w-full">
                  <SelectValue placeholder={t("reviewers.pickPlaceholder")} />
                </SelectTrigger>
                <SelectContent>
                  {open.map((c) => (
                    <SelectItem key={c.userId} value={c.userId}>
                      {c.name} ({t(`reviewers.role.${c.role === "admin" ? "admin" : "moderator"}`)})
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <Button
              type="button"
              disabled={!picked || change.isPending}
              onClick={() => change.mutate({ userId: picked, assign: true })}
            >
              {change.isPending && <Spinner />}
              {t("reviewers.assign")}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t("reviewers.noCandidates")}</p>
        )}
      </CardContent>
    </Card>
  );
}
