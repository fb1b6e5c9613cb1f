import {
  CalendarDays,
  Fingerprint,
  Globe,
  GraduationCap,
  KeyRound,
  Mail,
  MonitorSmartphone,
  ShieldCheck,
  UserRound,
  type LucideIcon,
} from "lucide-react";

/** The settings sections in menu order; `path` is the URL segment under /app/settings. */
export const SETTINGS_SECTIONS: { path: string; key: string; icon: LucideIcon }[] = [
  { path: "profile", key: "profile", icon: UserRound },
  { path: "email", key: "email", icon: Mail },
  { path: "password", key: "password", icon: KeyRound },
  { path: "two-factor", key: "twoFactor", icon: Fingerprint },
  { path: "sessions", key: "sessions", icon: MonitorSmartphone },
  { path: "privacy", key: "privacy", icon: ShieldCheck },
  { path: "learning-profile", key: "learningProfile", icon: GraduationCap },
  { path: "portfolio", key: "portfolio", icon: Globe },
  { path: "calendar", key: "calendar", icon: CalendarDays },
];
