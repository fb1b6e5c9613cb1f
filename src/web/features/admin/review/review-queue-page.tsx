import { useId, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { ClipboardCheck } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ApiError } from "@/lib/api";
import { ErrorBlock, LoadingBlock, PageHeader } from "../admin-ui";
import { queueQuery, useClaim } from "./review-api";
import { useWaiting } from "./review-ui";

type Show = "all" | "waiting" | "mine";
const selectClass =
  "h-10 w-full max-w-full rounded-md border border-input bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** The review queue (issue 30): waiting submissions oldest first; claim one to review it. */
export default function ReviewQueuePage() {
  const { t } = useTranslation("review");
  const navigate = useNavigate();
  const queue = useQuery(queueQuery());
  const claim = useClaim();
  const waiting = useWaiting();
  const [course, setCourse] = useState("");
  const [show, setShow] = useState<Show>("all");
  const [lost, setLost] = useState<string | null>(null);
  const courseId = useId();
  const showId = useId();

  const data = queue.data;
  const items = useMemo(() => data?.items ?? [], [data]);
  const courses = useMemo(
    () => [...new Map(items.map((i) => [i.courseId, i.courseTitle])).entries()],
    [items],
  );
  const visible = items.filter(
    (i) =>
      (!course || i.courseId === course) &&
      (show === "all" ||
        (show === "waiting" && i.status === "submitted") ||
        (show === "mine" && i.claimedByMe)),
  );

  const onClaim = (id: string) => {
    setLost(null);
    claim.mutate(id, {
      onSuccess: (s) => navigate(`/admin/reviews/${s.id}`),
      onError: (err) =>
        setLost(err instanceof ApiError && err.status === 409 ? err.message : t("claimFailed")),
    });
  };

  return (
    <div className="grid gap-6">
      <PageHeader title={t("queue.title")} description={t("queue.description")} />
      {lost && (
        <Alert variant="destructive" role="alert" data-testid="claim-lost">
          <AlertDescription>{lost}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap gap-4" role="group" aria-label={t("queue.filters")}>
        <div className="grid min-w-0 max-w-full gap-1.5">
          <label htmlFor={courseId} className="text-sm font-medium">
            {t("queue.course")}
          </label>
          <select
            id={courseId}
            className={selectClass}
            value={course}
            onChange={(e) => setCourse(e.target.value)}
          >
            <option value="">{t("queue.allCourses")}</option>
            {courses.map(([id, title]) => (
              <option key={id} value={id}>
                {title}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={showId} className="text-sm font-medium">
            {t("queue.show")}
          </label>
          <select
            id={showId}
            className={selectClass}
            value={show}
            onChange={(e) => setShow(e.target.value as Show)}
          >
            <option value="all">{t("queue.showAll")}</option>
            <option value="waiting">{t("queue.showWaiting")}</option>
            <option value="mine">{t("queue.showMine")}</option>
          </select>
        </div>
      </div>
      {queue.isPending ? (
        <LoadingBlock />
      ) : queue.isError ? (
        <ErrorBlock text={t("loadFailed")} />
      ) : visible.length === 0 ? (
        <Card>
          <CardContent className="flex items-center gap-3 text-muted-foreground">
            <ClipboardCheck className="size-5" aria-hidden="true" />
            <p>{items.length ? t("queue.noneFiltered") : t("queue.empty")}</p>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-3" aria-label={t("queue.listLabel")}>
          {visible.map((i) => (
            <li key={i.submissionId}>
              <Card className="gap-0 py-4" data-testid="queue-item">
                <CardContent className="flex flex-wrap items-center justify-between gap-4 px-4">
                  <div className="min-w-0 space-y-1">
                    <h2 className="font-semibold wrap-anywhere">{i.projectTitle}</h2>
                    <p className="text-sm text-muted-foreground wrap-anywhere">
                      {t("queue.meta", {
                        course: i.courseTitle,
                        learner: i.learnerName,
                        version: i.version,
                      })}
                    </p>
                    <p className="text-sm" data-testid="waiting">
                      {i.waitingMinutes < 1
                        ? t("queue.waitingJustNow")
                        : t("queue.waiting", { time: waiting(i.waitingMinutes) })}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    {i.status === "submitted" ? (
                      <>
                        <Badge variant="warning">{t("status.submitted")}</Badge>
                        <Button
                          onClick={() => onClaim(i.submissionId)}
                          disabled={claim.isPending}
                          aria-label={t("queue.claimLabel", {
                            project: i.projectTitle,
                            learner: i.learnerName,
                          })}
                        >
                          {t("queue.claim")}
                        </Button>
                      </>
                    ) : i.claimedByMe ? (
                      <>
                        <Badge variant="info">{t("queue.claimedByMe")}</Badge>
                        <Button asChild variant="outline">
                          <Link to={`/admin/reviews/${i.submissionId}`}>{t("queue.open")}</Link>
                        </Button>
                      </>
                    ) : (
                      <Badge variant="secondary">
                        {t("queue.claimedBy", { name: i.claimedByName ?? t("unknownPerson") })}
                      </Badge>
                    )}
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
