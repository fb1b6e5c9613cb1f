import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  BanInput,
  SetRoleInput,
  UserDetail,
  UsersPage,
  UsersQuery,
} from "@shared/contracts/users";
import { api } from "@/lib/api";

const base = "/api/admin/users";

export const usersKeys = {
  all: ["admin", "users"] as const,
  list: (q: Partial<UsersQuery>) => [...usersKeys.all, "list", q] as const,
  detail: (id: string) => [...usersKeys.all, "detail", id] as const,
};

/** The query string of a users page (defaults left out, so links stay short). */
export function usersSearch(q: Partial<UsersQuery>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q))
    if (v !== undefined && v !== "" && v !== null) params.set(k, String(v));
  return params.toString();
}

export const usersQuery = (q: Partial<UsersQuery>) =>
  queryOptions({
    queryKey: usersKeys.list(q),
    queryFn: () => api<UsersPage>(`${base}?${usersSearch(q)}`),
    placeholderData: (previous) => previous,
  });

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: usersKeys.detail(id),
    queryFn: () => api<UserDetail>(`${base}/${encodeURIComponent(id)}`),
    staleTime: 0,
  });

type UserAction =
  | { kind: "role"; body: SetRoleInput }
  | { kind: "ban"; body: BanInput }
  | { kind: "unban" | "revoke-sessions" | "resend-confirmation" | "password-reset" };

/** Every change of a user: the answer is the user's page as it is now (mails answer { ok }). */
export function useUserAction(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) =>
      api<UserDetail | { ok: true }>(`${base}/${encodeURIComponent(id)}/${action.kind}`, {
        method: "POST",
        json: "body" in action ? action.body : {},
      }),
    onSuccess: async (data) => {
      if ("user" in data) qc.setQueryData(usersKeys.detail(id), data);
      else await qc.invalidateQueries({ queryKey: usersKeys.detail(id) });
      await qc.invalidateQueries({ queryKey: [...usersKeys.all, "list"] });
    },
  });
}
