import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Trash2 } from "lucide-react";
import type { ThumbnailResponse } from "@shared/contracts/media";
import { CourseThumbnail } from "@/components/course-thumbnail";
import { ImageFileButton } from "@/components/image-file-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, api } from "@/lib/api";
import { uploadFile } from "@/lib/upload";
import { invalidateAdminContent } from "./admin-api";

const thumbnailPath = (courseId: string) =>
  `/api/admin/courses/${encodeURIComponent(courseId)}/thumbnail`;

/** Course settings: the thumbnail learners see in the catalogue, path and player. */
export function ThumbnailCard({
  courseId,
  thumbnailUrl,
}: {
  courseId: string;
  thumbnailUrl: string | null;
}) {
  const { t } = useTranslation("admin");
  const qc = useQueryClient();
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The answer of the last write, shown at once; the edit view catches up after refetch.
  const [latest, setLatest] = useState<{ for: string | null; url: string | null } | null>(null);
  const shown = latest && latest.for === thumbnailUrl ? latest.url : thumbnailUrl;

  const failed = (fallback: string) => (err: unknown) => {
    // Our API's messages are translated (type, size); anything else gets ours.
    setError(
      err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : fallback,
    );
  };
  const done = (res: ThumbnailResponse, message: string) => {
    setLatest({ for: thumbnailUrl, url: res.thumbnailUrl });
    setError(null);
    toast.success(message);
    void invalidateAdminContent(qc);
  };

  const upload = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadFile<ThumbnailResponse>(thumbnailPath(courseId), file, {
        onProgress: setProgress,
      });
    },
    onSuccess: (res) => done(res, t("thumbnail.uploaded")),
    onError: failed(t("thumbnail.uploadFailed")),
    onSettled: () => setProgress(null),
  });
  const remove = useMutation({
    mutationFn: () => api<ThumbnailResponse>(thumbnailPath(courseId), { method: "DELETE" }),
    onSuccess: (res) => done(res, t("thumbnail.removed")),
    onError: failed(t("thumbnail.removeFailed")),
  });
  const busy = upload.isPending || remove.isPending;
  const processing = upload.isPending && (progress === null || progress >= 100);

  return (
    <Card aria-busy={busy} data-testid="thumbnail-card">
      <CardHeader>
        <CardTitle>{t("thumbnail.title")}</CardTitle>
        <CardDescription id={hintId}>{t("thumbnail.hint")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-[minmax(0,20rem)_1fr] sm:items-start">
        <div className="overflow-hidden rounded-lg border">
          <CourseThumbnail
            url={shown}
            alt={shown ? t("thumbnail.previewAlt") : t("thumbnail.none")}
            sizes="20rem"
            eager
          />
        </div>
        <div className="grid gap-3">
          <div className="flex flex-wrap gap-2">
            <ImageFileButton
              label={shown ? t("thumbnail.replace") : t("thumbnail.choose")}
              disabled={busy}
              describedBy={hintId}
              variant={shown ? "outline" : "default"}
              onFile={(file) => {
                setError(null);
                upload.mutate(file);
              }}
              onInvalid={setError}
            />
            {shown && (
              <Button
                type="button"
                variant="ghost"
                disabled={busy}
                onClick={() => {
                  setError(null);
                  remove.mutate();
                }}
              >
                {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
                {t("thumbnail.remove")}
              </Button>
            )}
          </div>
          {upload.isPending && (
            <div className="grid gap-1">
              <Progress
                value={processing ? null : progress}
                aria-label={t("thumbnail.progressLabel")}
              />
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                {processing && <Spinner />}
                {processing
                  ? t("thumbnail.processing")
                  : t("thumbnail.uploading", { percent: progress ?? 0 })}
              </p>
            </div>
          )}
          <p role="status" className="sr-only">
            {upload.isPending ? t("thumbnail.busy") : ""}
          </p>
          {error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
