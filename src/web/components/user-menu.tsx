import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { LogOut, Settings } from "lucide-react";
import { initialsOf } from "@shared/domain/initials";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { ThemeMenuItems } from "@/components/theme-menu";
import { useSession } from "@/lib/session";
import { useSignOut } from "@/lib/use-sign-out";

/**
 * Avatar menu of the app and admin shells: full name (fallback "User"), e-mail,
 * "Profile Settings" (/app/settings), optional extra items, "Sign out".
 */
export function UserMenu({ extraItems }: { extraItems?: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const signOut = useSignOut("menu");
  if (!user) return null;
  const name = user.name?.trim() || t("userMenu.fallbackName");
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="rounded-full"
          aria-label={t("userMenu.open")}
          data-testid="user-menu"
        >
          <Avatar className="size-9">
            {user.image && <AvatarImage src={user.image} alt="" />}
            <AvatarFallback className="bg-primary/10 text-sm font-semibold text-primary">
              {initialsOf(user.name, user.email)}
            </AvatarFallback>
          </Avatar>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-semibold">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/app/settings">
            <Settings aria-hidden="true" />
            {t("userMenu.profileSettings")}
          </Link>
        </DropdownMenuItem>
        {extraItems}
        <ThemeMenuItems />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {t("userMenu.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
