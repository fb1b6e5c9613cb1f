import { useTranslation } from "react-i18next";
import { CheckCircle2, Circle, PlayCircle } from "lucide-react";
import type { CourseStatus, Difficulty } from "@shared/contracts/learning";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** Spec: green beginner, yellow intermediate, red advanced. */
const DIFFICULTY_CLASS: Record<Difficulty, string> = {
  beginner: "border-transparent bg-success-subtle text-success-subtle-foreground",
  intermediate: "border-transparent bg-warning-subtle text-warning-subtle-foreground",
  advanced: "border-transparent bg-destructive-subtle text-destructive-subtle-foreground",
};

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty | null }) {
  const { t } = useTranslation("learner");
  if (!difficulty) return null;
  return (
    <Badge variant="outline" className={cn(DIFFICULTY_CLASS[difficulty])} data-testid="difficulty">
      {t(`difficulty.${difficulty}`)}
    </Badge>
  );
}

const STATUS_ICON = {
  "not-started": Circle,
  "in-progress": PlayCircle,
  completed: CheckCircle2,
} as const;

export function StatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useTranslation("learner");
  const Icon = STATUS_ICON[status];
  return (
    <Badge
      variant={status === "completed" ? "success" : status === "in-progress" ? "info" : "secondary"}
      data-testid="status"
    >
      <Icon aria-hidden="true" />
      {t(`status.${status}`)}
    </Badge>
  );
}

export function PageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      {subtitle && <p className="mt-1 text-muted-foreground">{subtitle}</p>}
    </div>
  );
}
