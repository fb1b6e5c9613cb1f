import type { Context } from "hono";
import type { AppEnv } from "../context";
import type { Language } from "@shared/i18n/languages";

/** The language an answer is written in: the signed-in account's, else the request's. */
export const callerLanguage = (c: Context<AppEnv>): Language =>
  c.get("sessionUser")?.language ?? c.get("lang") ?? "de";
