import { useTranslation } from "react-i18next";
import type { Role } from "@shared/contracts/auth";
import type { UserStatus } from "@shared/contracts/users";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const statusVariant: Record<UserStatus, BadgeProps["variant"]> = {
  active: "success",
  banned: "destructive",
  unconfirmed: "warning",
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation("users");
  return <Badge variant={statusVariant[status]}>{t(`status.${status}`)}</Badge>;
}

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation("users");
  return <Badge variant={role === "user" ? "secondary" : "info"}>{t(`role.${role}`)}</Badge>;
}

/** A native select with the input's look (labelled by the caller's <Label htmlFor>). */
export const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50";
