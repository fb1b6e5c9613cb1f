import { z } from "zod";
import type { Context } from "hono";
import type { AppEnv } from "../../../context";
import { requireRole } from "../../../auth/guards";
import { errors, json } from "../../../lib/openapi";
import { errorResponse } from "@shared/contracts/auth";

/** Pieces the editor's route files share. */
export const editorErrors = {
  ...errors,
  409: json(errorResponse, "Revision conflict or structure edited in the source language"),
} as const;
export const tags = ["admin-editor"];
/** Every editor path starts with the edited course version. */
export const V = { versionId: z.string() };
export const lessonParams = z.object({ ...V, lessonId: z.string() });
export const moduleParams = z.object({ ...V, moduleId: z.string() });
export const admin = (c: Context<AppEnv>) => requireRole(c, "admin");
