import "@/lib/validation";
import type { FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, ArrowUpDown, Search } from "lucide-react";
import { ROLES } from "@shared/contracts/auth";
import {
  USER_STATUSES,
  USERS_PAGE_SIZES,
  usersQuerySchema,
  type UserRow,
  type UsersQuery,
} from "@shared/contracts/users";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useSession } from "@/lib/session";
import { cn } from "@/lib/utils";
import { ErrorBlock, formatDate, LoadingBlock, PageHeader } from "../admin-ui";
import { usersQuery } from "./users-api";
import { RoleBadge, selectClass, UserStatusBadge } from "./user-badges";

type Sort = UsersQuery["sort"];

/** The list's state lives in the address (shareable, back button works). */
function useUsersParams() {
  const [params, setParams] = useSearchParams();
  const parsed = usersQuerySchema.safeParse(Object.fromEntries(params));
  const query: UsersQuery = parsed.success ? parsed.data : usersQuerySchema.parse({});
  const update = (patch: Partial<UsersQuery>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries({ page: 1, ...patch })) {
      if (v === undefined || v === "" || v === null) next.delete(k);
      else next.set(k, String(v));
    }
    if (next.get("page") === "1") next.delete("page");
    setParams(next);
  };
  return { query, update };
}

function SortHeader({
  column,
  query,
  update,
}: {
  column: Sort;
  query: UsersQuery;
  update: (p: Partial<UsersQuery>) => void;
}) {
  const { t } = useTranslation("users");
  const active = query.sort === column;
  const Icon = !active ? ArrowUpDown : query.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      className="px-4 py-2 font-medium"
      aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : undefined}
    >
      <button
        type="button"
        className="inline-flex min-h-10 items-center gap-1.5 rounded-md hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        onClick={() =>
          update({ sort: column, dir: active && query.dir === "asc" ? "desc" : "asc", page: 1 })
        }
      >
        {t(`columns.${column}`)}
        <Icon className="size-4" aria-hidden="true" />
      </button>
    </th>
  );
}

function Filters({
  query,
  update,
}: {
  query: UsersQuery;
  update: (p: Partial<UsersQuery>) => void;
}) {
  const { t } = useTranslation("users");
  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = String(new FormData(e.currentTarget).get("q") ?? "").trim();
    update({ q: q || undefined });
  };
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_auto_auto] md:items-end">
      <form role="search" onSubmit={onSearch} className="grid gap-1.5" key={query.q ?? ""}>
        <Label htmlFor="users-q">{t("search.label")}</Label>
        <div className="flex gap-2">
          <Input
            id="users-q"
            name="q"
            type="search"
            defaultValue={query.q ?? ""}
            placeholder={t("search.placeholder")}
          />
          <Button type="submit">
            <Search aria-hidden="true" />
            {t("search.submit")}
          </Button>
        </div>
      </form>
      <div className="grid gap-1.5">
        <Label htmlFor="users-role">{t("filter.role")}</Label>
        <select
          id="users-role"
          className={selectClass}
          value={query.role ?? ""}
          onChange={(e) => update({ role: (e.target.value || undefined) as UsersQuery["role"] })}
        >
          <option value="">{t("filter.allRoles")}</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`role.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="users-status">{t("filter.status")}</Label>
        <select
          id="users-status"
          className={selectClass}
          value={query.status ?? ""}
          onChange={(e) =>
            update({ status: (e.target.value || undefined) as UsersQuery["status"] })
          }
        >
          <option value="">{t("filter.allStatuses")}</option>
          {USER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function UserLink({ user }: { user: UserRow }) {
  return (
    <Link
      to={`/admin/users/${encodeURIComponent(user.id)}`}
      className="font-medium break-words text-primary underline-offset-4 hover:underline"
    >
      {user.name || user.email}
    </Link>
  );
}

function Pager({
  query,
  total,
  update,
}: {
  query: UsersQuery;
  total: number;
  update: (p: Partial<UsersQuery>) => void;
}) {
  const { t } = useTranslation("users");
  const pages = Math.max(1, Math.ceil(total / query.pageSize));
  return (
    <nav
      aria-label={t("pager.label")}
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p aria-live="polite">{t("pager.summary", { page: query.page, pages, count: total })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor="users-size" className="font-normal">
          {t("pager.pageSize")}
        </Label>
        <select
          id="users-size"
          className={cn(selectClass, "w-20")}
          value={query.pageSize}
          onChange={(e) => update({ pageSize: Number(e.target.value) })}
        >
          {USERS_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <Button
          variant="outline"
          disabled={query.page <= 1}
          onClick={() => update({ page: query.page - 1 })}
        >
          {t("pager.previous")}
        </Button>
        <Button
          variant="outline"
          disabled={query.page >= pages}
          onClick={() => update({ page: query.page + 1 })}
        >
          {t("pager.next")}
        </Button>
      </div>
    </nav>
  );
}

export default function UsersPage() {
  const { t } = useTranslation("users");
  const { user: me } = useSession();
  const { query, update } = useUsersParams();
  const users = useQuery(usersQuery(query));
  const rows = users.data?.users ?? [];
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("title")}
        description={me?.role === "admin" ? t("description") : t("readOnly")}
      />
      <Filters query={query} update={update} />
      {users.isPending ? (
        <LoadingBlock />
      ) : users.isError ? (
        <ErrorBlock text={t("loadError")} />
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          {t("empty")}
        </p>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border md:block">
            <table className="w-full text-left text-sm" data-testid="users-table">
              <caption className="sr-only">{t("title")}</caption>
              <thead className="border-b bg-muted/50 text-muted-foreground">
                <tr>
                  <SortHeader column="name" query={query} update={update} />
                  <SortHeader column="email" query={query} update={update} />
                  <SortHeader column="role" query={query} update={update} />
                  <th scope="col" className="px-4 py-2 font-medium">
                    {t("columns.status")}
                  </th>
                  <SortHeader column="createdAt" query={query} update={update} />
                </tr>
              </thead>
              <tbody>
                {rows.map((u) => (
                  <tr key={u.id} className="border-b last:border-b-0" data-testid="user-row">
                    <td className="px-4 py-3">
                      <UserLink user={u} />
                    </td>
                    <td className="px-4 py-3 break-all">{u.email}</td>
                    <td className="px-4 py-3">
                      <RoleBadge role={u.role} />
                    </td>
                    <td className="px-4 py-3">
                      <UserStatusBadge status={u.status} />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                      {formatDate(u.createdAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-3 md:hidden">
            {rows.map((u) => (
              <li key={u.id}>
                <Card className="gap-2 py-4" data-testid="user-card">
                  <CardContent className="grid gap-2 px-4">
                    <UserLink user={u} />
                    <p className="text-sm break-all text-muted-foreground">{u.email}</p>
                    <div className="flex flex-wrap gap-2">
                      <RoleBadge role={u.role} />
                      <UserStatusBadge status={u.status} />
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {t("columns.createdAt")}: {formatDate(u.createdAt)}
                    </p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
      {users.data && <Pager query={query} total={users.data.total} update={update} />}
    </div>
  );
}
