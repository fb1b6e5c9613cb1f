import {
  BookOpen,
  Code,
  CodeXml,
  Flag,
  Flame,
  GraduationCap,
  Languages,
  Library,
  Rocket,
  Sparkles,
  Target,
  Trophy,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { BadgeId } from "@shared/domain/badges";

export const BADGE_ICONS: Record<BadgeId, LucideIcon> = {
  "first-lesson": Sparkles,
  "first-course-started": Rocket,
  "first-course-completed": GraduationCap,
  "lessons-5": BookOpen,
  "lessons-25": Library,
  "lessons-100": Trophy,
  "quiz-first-try-10": Target,
  "first-code-exercise": Code,
  "code-exercises-10": CodeXml,
  "module-in-a-day": Zap,
  "streak-3": Flame,
  "streak-7": Flame,
  "streak-30": Flag,
  "second-language": Languages,
};
