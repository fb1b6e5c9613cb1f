import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { GOALS } from "@shared/contracts/leads";

/*
 * The token a caller gets for an address that already has a lead (decisions 0032, 0184).
 * It opens nothing of the stored lead, but the teaser on /auth answers the goal the caller
 * just sent, as it does for a new address: no 404 for a repeated funnel, and no way to tell
 * a known address from a new one. Stateless: 16 random bytes and an HMAC (key from
 * AUTH_SECRET) over them and the goal, 43 characters like a stored lead's token. The goal is
 * found by trying the few possible ones.
 */

const NONCE = 16;
const MAC = 16;

const macOf = (secret: string, goal: string | null, nonce: Buffer) =>
  createHmac("sha256", secret)
    .update(`kurswerk-lead-echo-v1\0${goal ?? ""}\0`)
    .update(nonce)
    .digest()
    .subarray(0, MAC);

/** A token that carries `goal`, readable only with the secret. */
export function echoToken(secret: string, goal: string | null): string {
  const nonce = randomBytes(NONCE);
  return Buffer.concat([nonce, macOf(secret, goal, nonce)]).toString("base64url");
}

/** The goal an echo token carries, or undefined when it is not one of ours. */
export function echoGoal(secret: string, token: string): { goal: string | null } | undefined {
  const raw = Buffer.from(token, "base64url");
  if (raw.length !== NONCE + MAC) return undefined;
  const nonce = raw.subarray(0, NONCE);
  const mac = raw.subarray(NONCE);
  for (const goal of [...GOALS, null])
    if (timingSafeEqual(mac, macOf(secret, goal, nonce))) return { goal };
  return undefined;
}
