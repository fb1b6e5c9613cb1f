import { useEffect, useId, useState } from "react";
import { useMutation, useQuery, useQueryClient, queryOptions } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ArrowDown, ArrowUp, ExternalLink, Plus, Trash2 } from "lucide-react";
import {
  PORTFOLIO_LIMITS,
  type PortfolioItem,
  type PortfolioLink,
  type PortfolioSettings,
  type SavePortfolioRequest,
} from "@shared/contracts/portfolio";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { api, ApiError } from "@/lib/api";
import { translateValidation } from "@/lib/validation";
import { SectionCard } from "./section-card";
import {
  ProjectDescriptionField,
  savedDescription,
  shownDescription,
} from "./portfolio-description";

/** Settings → Portfolio (issue 30, decision 0128): the screen's one request. */
const portfolioQuery = () =>
  queryOptions({
    queryKey: ["me", "portfolio"],
    queryFn: () => api<PortfolioSettings>("/api/me/portfolio"),
  });

export default function PortfolioSection() {
  const { t } = useTranslation("portfolio");
  const q = useQuery(portfolioQuery());
  if (q.isPending)
    return (
      <div className="grid gap-4">
        <span className="sr-only" role="status">
          {t("loading")}
        </span>
        <Skeleton className="h-48 rounded-xl" />
      </div>
    );
  if (q.isError)
    return (
      <Alert variant="destructive">
        <AlertDescription>{t("loadError")}</AlertDescription>
      </Alert>
    );
  return <PortfolioForm stored={q.data} />;
}

interface Draft {
  enabled: boolean;
  handle: string;
  bio: string;
  links: PortfolioLink[];
  projects: PortfolioItem[];
  noindex: boolean;
}

const briefOf = (s: PortfolioSettings, submissionId: string) =>
  s.passedProjects.find((p) => p.submissionId === submissionId)?.briefSummary ?? "";

const draftOf = (s: PortfolioSettings): Draft => ({
  enabled: s.enabled,
  handle: s.handle ?? "",
  bio: s.bio,
  links: s.links,
  // The form shows the assignment where no own description was saved (decision 0186).
  projects: s.projects.map((p) => ({
    ...p,
    description: shownDescription(p.description, briefOf(s, p.submissionId)),
  })),
  noindex: s.noindex,
});

function PortfolioForm({ stored }: { stored: PortfolioSettings }) {
  const { t } = useTranslation("portfolio");
  const qc = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(stored));
  const [revision, setRevision] = useState(stored.revision);
  const [error, setError] = useState<string | null>(null);
  const ids = { handle: useId(), bio: useId(), enabled: useId(), noindex: useId() };
  useEffect(() => {
    setRevision(stored.revision);
  }, [stored.revision]);

  const save = useMutation({
    mutationFn: (body: SavePortfolioRequest) =>
      api<PortfolioSettings>("/api/me/portfolio", { method: "PUT", json: body }),
    onSuccess: (saved) => {
      qc.setQueryData(portfolioQuery().queryKey, saved);
      setDraft(draftOf(saved));
      setRevision(saved.revision);
      setError(null);
      toast.success(t("saved"));
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === "REVISION_CONFLICT") {
        const state = (err.details as { state?: PortfolioSettings } | undefined)?.state;
        if (state) {
          qc.setQueryData(portfolioQuery().queryKey, state);
          setDraft(draftOf(state));
          setRevision(state.revision);
        }
      }
      setError(
        err instanceof ApiError && err.message && err.status < 500
          ? (translateValidation(err.message) ?? err.message)
          : t("saveError"),
      );
    },
  });

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const chosen = new Map(draft.projects.map((p, i) => [p.submissionId, i]));
  const byId = new Map(stored.passedProjects.map((p) => [p.submissionId, p]));
  const ordered = [
    ...draft.projects.map((p) => byId.get(p.submissionId)).filter((p) => !!p),
    ...stored.passedProjects.filter((p) => !chosen.has(p.submissionId)),
  ];
  const toggleProject = (id: string, on: boolean) =>
    set(
      "projects",
      on
        ? [
            ...draft.projects,
            { submissionId: id, showReviewSummary: false, description: briefOf(stored, id) },
          ]
        : draft.projects.filter((p) => p.submissionId !== id),
    );
  const move = (index: number, by: -1 | 1) => {
    const next = [...draft.projects];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    set("projects", next);
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate({
      ...draft,
      handle: draft.handle.trim() || null,
      projects: draft.projects.map((p) => ({
        ...p,
        description: savedDescription(p.description, briefOf(stored, p.submissionId)),
      })),
      expectedRevision: revision,
    });
  };
  const publicPath = stored.enabled && stored.publicPath ? stored.publicPath : null;

  return (
    <form onSubmit={submit} noValidate>
      <SectionCard title={t("heading")} description={t("description")}>
        <div className="grid max-w-xl gap-5">
          <div className="flex items-start gap-3">
            <input
              id={ids.enabled}
              type="checkbox"
              className="mt-1 size-5 accent-primary"
              checked={draft.enabled}
              onChange={(e) => set("enabled", e.target.checked)}
            />
            <div>
              <Label htmlFor={ids.enabled}>{t("enabled")}</Label>
              <p className="text-sm text-muted-foreground">{t("enabledHint")}</p>
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.handle}>{t("handle")}</Label>
            <div className="flex items-center gap-2">
              <span className="shrink-0 text-sm text-muted-foreground" aria-hidden="true">
                /p/
              </span>
              <Input
                id={ids.handle}
                value={draft.handle}
                autoComplete="off"
                spellCheck={false}
                maxLength={30}
                aria-describedby={`${ids.handle}-hint`}
                onChange={(e) => set("handle", e.target.value)}
              />
            </div>
            <p id={`${ids.handle}-hint`} className="text-sm text-muted-foreground">
              {t("handleHint")}
            </p>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.bio}>{t("bio")}</Label>
            <Textarea
              id={ids.bio}
              rows={4}
              maxLength={PORTFOLIO_LIMITS.bio}
              value={draft.bio}
              aria-describedby={`${ids.bio}-hint`}
              onChange={(e) => set("bio", e.target.value)}
            />
            <p id={`${ids.bio}-hint`} className="text-sm text-muted-foreground">
              {t("bioHint", { count: PORTFOLIO_LIMITS.bio - draft.bio.length })}
            </p>
          </div>
          <div className="flex items-start gap-3">
            <input
              id={ids.noindex}
              type="checkbox"
              className="mt-1 size-5 accent-primary"
              checked={draft.noindex}
              onChange={(e) => set("noindex", e.target.checked)}
            />
            <div>
              <Label htmlFor={ids.noindex}>{t("noindex")}</Label>
              <p className="text-sm text-muted-foreground">{t("noindexHint")}</p>
            </div>
          </div>
          {publicPath && (
            <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
              <a
                className="inline-flex items-center gap-1 font-medium text-primary underline"
                href={publicPath}
              >
                {t("open")} <ExternalLink className="size-4" aria-hidden="true" />
              </a>
              <a
                className="font-medium text-primary underline"
                href={`${publicPath}?download=1`}
                download
              >
                {t("download")}
              </a>
            </p>
          )}
        </div>
      </SectionCard>

      <SectionCard title={t("links")} description={t("linksHint")}>
        <ul className="grid gap-3">
          {draft.links.map((link, i) => (
            <li key={i} className="grid gap-2 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
              <div className="grid gap-1.5">
                <Label htmlFor={`${ids.bio}-label-${i}`}>{t("linkLabel")}</Label>
                <Input
                  id={`${ids.bio}-label-${i}`}
                  value={link.label}
                  maxLength={PORTFOLIO_LIMITS.linkLabel}
                  onChange={(e) =>
                    set(
                      "links",
                      draft.links.map((l, j) => (j === i ? { ...l, label: e.target.value } : l)),
                    )
                  }
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${ids.bio}-url-${i}`}>{t("linkUrl")}</Label>
                <Input
                  id={`${ids.bio}-url-${i}`}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={link.url}
                  onChange={(e) =>
                    set(
                      "links",
                      draft.links.map((l, j) => (j === i ? { ...l, url: e.target.value } : l)),
                    )
                  }
                />
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t("linkRemove", { label: link.label || i + 1 })}
                onClick={() =>
                  set(
                    "links",
                    draft.links.filter((_, j) => j !== i),
                  )
                }
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        {draft.links.length < PORTFOLIO_LIMITS.links && (
          <Button
            type="button"
            variant="outline"
            className="mt-3"
            onClick={() => set("links", [...draft.links, { label: "", url: "" }])}
          >
            <Plus aria-hidden="true" /> {t("linkAdd")}
          </Button>
        )}
      </SectionCard>

      <SectionCard title={t("projects")} description={t("projectsHint")}>
        {ordered.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("noProjects")}</p>
        ) : (
          <ul className="grid gap-3">
            {ordered.map((p) => {
              const index = chosen.get(p.submissionId);
              const item = index === undefined ? undefined : draft.projects[index];
              const showId = `${ids.enabled}-show-${p.submissionId}`;
              const summaryId = `${ids.enabled}-summary-${p.submissionId}`;
              return (
                <li key={p.submissionId} className="rounded-lg border p-3">
                  <div className="flex flex-wrap items-start gap-3">
                    <input
                      id={showId}
                      type="checkbox"
                      className="mt-1 size-5 accent-primary"
                      checked={!!item}
                      onChange={(e) => toggleProject(p.submissionId, e.target.checked)}
                    />
                    <div className="min-w-0 flex-1">
                      <Label htmlFor={showId}>{t("showProject", { title: p.title })}</Label>
                      <p className="text-sm text-muted-foreground">{p.courseTitle}</p>
                    </div>
                    {item && index !== undefined && (
                      <div className="flex gap-1">
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          disabled={index === 0}
                          aria-label={t("moveUp", { title: p.title })}
                          onClick={() => move(index, -1)}
                        >
                          <ArrowUp aria-hidden="true" />
                        </Button>
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          disabled={index === draft.projects.length - 1}
                          aria-label={t("moveDown", { title: p.title })}
                          onClick={() => move(index, 1)}
                        >
                          <ArrowDown aria-hidden="true" />
                        </Button>
                      </div>
                    )}
                  </div>
                  {item && (
                    <ProjectDescriptionField
                      id={`${ids.enabled}-description-${p.submissionId}`}
                      title={p.title}
                      value={item.description}
                      onChange={(description) =>
                        set(
                          "projects",
                          draft.projects.map((x) =>
                            x.submissionId === p.submissionId ? { ...x, description } : x,
                          ),
                        )
                      }
                    />
                  )}
                  {item && p.hasReviewSummary && (
                    <div className="mt-2 flex items-center gap-3 pl-8">
                      <input
                        id={summaryId}
                        type="checkbox"
                        className="size-5 accent-primary"
                        checked={item.showReviewSummary}
                        onChange={(e) =>
                          set(
                            "projects",
                            draft.projects.map((x) =>
                              x.submissionId === p.submissionId
                                ? { ...x, showReviewSummary: e.target.checked }
                                : x,
                            ),
                          )
                        }
                      />
                      <Label htmlFor={summaryId} className="font-normal">
                        {t("showSummary")}
                      </Label>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </SectionCard>

      {error && (
        <Alert variant="destructive" className="mb-4">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" disabled={save.isPending}>
        {t("save")}
      </Button>
    </form>
  );
}
