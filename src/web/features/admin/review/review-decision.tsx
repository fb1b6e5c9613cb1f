import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Bot, Check, X } from "lucide-react";
import type { DecisionRequest } from "@shared/contracts/projects";
import type { FirstPass } from "@shared/contracts/review";
import type { RubricCriterion } from "@shared/domain/projects";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";

export interface Mark {
  fulfilled: boolean | null;
  note: string;
}

/** The AI first pass's label and state ("KI-Vorschlag"): never a decision. */
export function FirstPassStatus({ firstPass }: { firstPass: FirstPass | null }) {
  const { t } = useTranslation("review");
  if (!firstPass) return <p className="text-sm text-muted-foreground">{t("ai.none")}</p>;
  if (firstPass.status === "queued" || firstPass.status === "running")
    return (
      <p className="text-sm text-muted-foreground" role="status">
        {t("ai.running")}
      </p>
    );
  if (firstPass.status === "failed")
    return <p className="text-sm text-destructive">{t("ai.failed")}</p>;
  return (
    <p className="text-sm text-muted-foreground">
      {firstPass.source === "offline" ? t("ai.offline") : t("ai.model")}
    </p>
  );
}

function AiBox({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("review");
  return (
    <div
      className="grid gap-2 rounded-lg border border-dashed border-primary/50 bg-accent/30 p-3 text-sm"
      data-testid="ai-suggestion"
    >
      <Badge variant="info" className="w-fit">
        <Bot aria-hidden="true" />
        {t("ai.label")}
      </Badge>
      {children}
    </div>
  );
}

/**
 * An offline first pass stored before it was written in the reviewer's language (decision
 * 0145): empty, or check lines "- title: ✓|✗|–" to put into the reader's words.
 */
const LEGACY_LINE = /^- (.*): (✓|✗|–)$/;
const legacyOffline = (note: string, source: FirstPass["source"]) =>
  source === "offline" && note.split("\n").every((l) => l === "" || LEGACY_LINE.test(l));

/** A criterion's note; an old offline one's check lines in the reader's words. */
function AiNote({ note, source }: { note: string; source: FirstPass["source"] }) {
  const { t } = useTranslation("review");
  if (legacyOffline(note, source)) {
    if (!note) return <p>{t("ai.noChecks")}</p>;
    const lines = note.split("\n").filter(Boolean);
    return (
      <div>
        <p>{t("ai.checksHeading")}</p>
        <ul className="list-disc pl-5">
          {lines.map((l) => {
            const m = /^- (.*): (✓|✗|–)$/.exec(l);
            const word = m
              ? m[2] === "✓"
                ? t("checks.passed")
                : m[2] === "✗"
                  ? t("checks.failed")
                  : t("checks.notRun")
              : "";
            return <li key={l}>{m ? `${m[1]}: ${word}` : l}</li>;
          })}
        </ul>
      </div>
    );
  }
  return <p className="whitespace-pre-wrap wrap-anywhere">{note}</p>;
}

/** Text to put into the reviewer's note when they accept an offline suggestion. */
function acceptedText(note: string, source: FirstPass["source"], words: (k: string) => string) {
  if (!legacyOffline(note, source)) return note;
  if (!note) return words("ai.noChecks");
  return note
    .split("\n")
    .filter(Boolean)
    .map((l) => {
      const m = /^- (.*): (✓|✗|–)$/.exec(l);
      if (!m) return l;
      const w = m[2] === "✓" ? "checks.passed" : m[2] === "✗" ? "checks.failed" : "checks.notRun";
      return `${m[1]}: ${words(w)}`;
    })
    .join("\n");
}

/**
 * Marks per rubric criterion (erfüllt / nicht erfüllt + note), each with the AI first
 * pass's suggestion to accept or drop, and the decision with a summary.
 */
export function DecisionForm({
  rubric,
  firstPass,
  canDecide,
  busy,
  error,
  onDecide,
}: {
  rubric: RubricCriterion[];
  firstPass: FirstPass | null;
  canDecide: boolean;
  busy: boolean;
  error: string | null;
  onDecide(body: DecisionRequest): void;
}) {
  const { t } = useTranslation("review");
  const [marks, setMarks] = useState<Record<string, Mark>>({});
  const [dropped, setDropped] = useState<Set<string>>(new Set());
  const [summary, setSummary] = useState("");
  const [missing, setMissing] = useState(false);
  const mark = (id: string) => marks[id] ?? { fulfilled: null, note: "" };
  const set = (id: string, patch: Partial<Mark>) =>
    setMarks((m) => ({ ...m, [id]: { ...mark(id), ...patch } }));
  const suggestions = new Map(
    firstPass?.status === "done" ? firstPass.criteria.map((c) => [c.criterionId, c]) : [],
  );

  const decide = (decision: DecisionRequest["decision"]) => {
    if (rubric.some((c) => mark(c.id).fulfilled === null)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onDecide({
      decision,
      summary,
      marks: rubric.map((c) => ({
        criterionId: c.id,
        fulfilled: mark(c.id).fulfilled === true,
        ...(mark(c.id).note.trim() ? { note: mark(c.id).note.trim() } : {}),
      })),
    });
  };

  return (
    <div className="grid gap-4">
      <ol className="grid gap-4">
        {rubric.map((c, i) => {
          const s = suggestions.get(c.id);
          const m = mark(c.id);
          const noteId = `note-${c.id}`;
          return (
            <li key={c.id}>
              <fieldset className="grid gap-3 rounded-lg border p-4" data-testid="criterion">
                <legend className="px-1 font-semibold">
                  {t("criteria.number", { n: i + 1, title: c.title })}
                </legend>
                {c.description && <p className="text-sm">{c.description}</p>}
                <p className="text-sm text-muted-foreground">
                  {t("criteria.fulfilledMeans", { text: c.fulfilled })}
                </p>
                <div className="flex flex-wrap gap-4">
                  {([true, false] as const).map((v) => (
                    <label key={String(v)} className="flex min-h-10 items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name={`mark-${c.id}`}
                        className="size-4 accent-primary"
                        checked={m.fulfilled === v}
                        disabled={!canDecide}
                        onChange={() => set(c.id, { fulfilled: v })}
                      />
                      {v ? t("criteria.fulfilled") : t("criteria.notFulfilled")}
                    </label>
                  ))}
                </div>
                <div className="grid gap-1.5">
                  <label htmlFor={noteId} className="text-sm font-medium">
                    {t("criteria.note")}
                  </label>
                  <Textarea
                    id={noteId}
                    value={m.note}
                    disabled={!canDecide}
                    onChange={(e) => set(c.id, { note: e.target.value })}
                    rows={2}
                  />
                </div>
                {s && !dropped.has(c.id) && (
                  <AiBox>
                    {s.fulfilled !== null && (
                      <p className="font-medium">
                        {s.fulfilled ? t("ai.looksFulfilled") : t("ai.looksNotFulfilled")}
                      </p>
                    )}
                    <AiNote note={s.note} source={firstPass!.source} />
                    <div className="flex flex-wrap gap-2">
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={!canDecide}
                        onClick={() => {
                          const text = acceptedText(s.note, firstPass!.source, t);
                          set(c.id, {
                            note: m.note ? `${m.note}\n${text}` : text,
                            ...(s.fulfilled !== null && m.fulfilled === null
                              ? { fulfilled: s.fulfilled }
                              : {}),
                          });
                          document.getElementById(noteId)?.focus();
                        }}
                        aria-label={t("ai.acceptFor", { title: c.title })}
                      >
                        <Check aria-hidden="true" />
                        {t("ai.accept")}
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        onClick={() => setDropped((d) => new Set(d).add(c.id))}
                        aria-label={t("ai.dropFor", { title: c.title })}
                      >
                        <X aria-hidden="true" />
                        {t("ai.drop")}
                      </Button>
                    </div>
                  </AiBox>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="grid gap-1.5">
        <label htmlFor="review-summary" className="text-sm font-medium">
          {t("decision.summary")}
        </label>
        <Textarea
          id="review-summary"
          value={summary}
          disabled={!canDecide}
          onChange={(e) => setSummary(e.target.value)}
          rows={4}
        />
      </div>
      {(missing || error) && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{missing ? t("decision.markAll") : error}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={!canDecide || busy} onClick={() => decide("passed")}>
          {t("decision.passed")}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={!canDecide || busy}
          onClick={() => decide("revise")}
        >
          {t("decision.revise")}
        </Button>
      </div>
    </div>
  );
}
