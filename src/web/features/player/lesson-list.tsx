import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { CheckCircle2, Circle, PlayCircle } from "lucide-react";
import type { PlayerModule } from "@shared/contracts/learning";
import { cn } from "@/lib/utils";

/** Lessons grouped by module (fallback "Unbekanntes Modul"), completed checks, current marked. */
export function LessonList({
  courseId,
  modules,
  currentId,
  completed,
  onNavigate,
}: {
  courseId: string;
  modules: PlayerModule[];
  currentId: string;
  completed: Set<string>;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation("player");
  return (
    <div className="grid gap-5" data-testid="lesson-list">
      {modules.map((m, mi) =>
        m.lessons.length === 0 ? null : (
          <section key={m.id} aria-labelledby={`module-${m.id}`}>
            <h2
              id={`module-${m.id}`}
              className="mb-2 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              <span className="sr-only">{t("list.module", { n: mi + 1 })}: </span>
              {m.title?.trim() || t("list.unknownModule")}
            </h2>
            <ul className="grid gap-0.5">
              {m.lessons.map((l) => {
                const done = completed.has(l.id);
                const current = l.id === currentId;
                const Icon = done ? CheckCircle2 : current ? PlayCircle : Circle;
                return (
                  <li key={l.id}>
                    <Link
                      to={`/app/course/${courseId}/${l.id}`}
                      onClick={onNavigate}
                      aria-current={current ? "page" : undefined}
                      className={cn(
                        "flex items-start gap-2.5 rounded-lg px-2 py-2 text-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
                        current ? "bg-accent font-medium text-accent-foreground" : "hover:bg-muted",
                      )}
                    >
                      <Icon
                        className={cn(
                          "mt-0.5 size-4 shrink-0",
                          done
                            ? "text-success"
                            : current
                              ? "text-primary"
                              : "text-muted-foreground",
                        )}
                        aria-hidden="true"
                      />
                      <span className="min-w-0 flex-1 break-words">
                        {l.title}
                        {done && <span className="sr-only"> ({t("lesson.completed")})</span>}
                      </span>
                      <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                        {t("minutes", { count: l.estimatedMinutes })}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ),
      )}
    </div>
  );
}
