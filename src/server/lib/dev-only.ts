import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { formatMessage } from "@shared/i18n/messages";
import type { Config } from "../config";

/** 127.0.0.0/8 and ::1: the machine itself. */
export function isLoopback(address: string): boolean {
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/**
 * Development-only routes (/dev/mailbox, /dev/mailbox.json, /api/dev/*) answer only the
 * machine itself: a stranger on the network gets 404, as if they did not exist. The client
 * address is the socket's (X-Forwarded-For only with TRUST_PROXY=true).
 */
export function loopbackOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isLoopback(c.get("clientIp")))
      return c.json(
        { error: { code: "NOT_FOUND", message: formatMessage("notFound", c.get("lang")) } },
        404,
      );
    await next();
  };
}

/** The warning `npm start` logs when a non-production server is reachable from other machines. */
export function exposureWarning(config: Pick<Config, "isProduction" | "host" | "env">) {
  if (config.isProduction) return null;
  const host = config.host.replace(/^\[|\]$/g, "");
  if (host === "localhost" || isLoopback(host)) return null;
  return (
    `!!! Kurswerk runs with NODE_ENV=${config.env} on ${config.host}, reachable from other machines. ` +
    "Development mode is not safe on a network: set NODE_ENV=production (and AUTH_SECRET), " +
    "or HOST=127.0.0.1. Development-only routes (/dev/mailbox, /api/dev/*) answer only this machine. !!!"
  );
}
