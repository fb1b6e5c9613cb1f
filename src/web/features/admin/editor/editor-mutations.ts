import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ApiError } from "@/lib/api";
import { invalidateAdminContent } from "../admin-api";
import { editorKeys, editorViewQuery } from "./editor-api";
import { logHandled } from "@/lib/log";

export const isConflict = (err: unknown) =>
  err instanceof ApiError && err.status === 409 && err.code === "REVISION_CONFLICT";

/**
 * A write of the editor: refreshes the editor's data (and the rest of the admin area)
 * through the query factories, toasts the outcome, and turns a 409 REVISION_CONFLICT
 * into a `conflict` flag the screen shows with "Neu laden".
 */
export function useEditorWrite<TVars, TData>(
  versionId: string,
  mutationFn: (vars: TVars) => Promise<TData>,
  opts: {
    onSuccess?: (data: TData, vars: TVars) => void;
    successText?: string | ((data: TData) => string);
    errorText?: string;
  } = {},
) {
  const { t } = useTranslation("editor");
  const qc = useQueryClient();
  const [conflict, setConflict] = useState(false);
  const mutation = useMutation({
    mutationFn,
    onMutate: () => setConflict(false),
    onSuccess: async (data, vars) => {
      opts.onSuccess?.(data, vars);
      const text =
        typeof opts.successText === "function" ? opts.successText(data) : opts.successText;
      if (text) toast.success(text);
      await Promise.all([
        qc.invalidateQueries({ queryKey: editorKeys.version(versionId) }),
        invalidateAdminContent(qc),
      ]);
    },
    onError: (err) => {
      if (isConflict(err)) {
        setConflict(true);
        toast.error(t("conflict.title"));
        return;
      }
      logHandled("editor write failed", err);
      toast.error(opts.errorText ?? t("errors.generic"), {
        description: err instanceof ApiError ? err.message : undefined,
      });
    },
  });
  /** Loads the current state from the server (the other admin's version). */
  const reload = async () => {
    setConflict(false);
    await qc.invalidateQueries({ queryKey: editorKeys.version(versionId) });
    return qc.fetchQuery(editorViewQuery(versionId));
  };
  return { ...mutation, conflict, reload, clearConflict: () => setConflict(false) };
}
