import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { requireRole, requireUser } from "../../auth/guards";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import {
  achievementsResponse,
  adminCertificateSchema,
  adminCertificatesQuery,
  adminCertificatesResponse,
  certificateIdParam,
  revokeCertificateRequest,
  verifyCertificateResponse,
} from "@shared/contracts/achievements";
import type { Deps } from "../../context";
import { errorResponse } from "@shared/contracts/auth";
import { enforceRateLimit } from "../../lib/rate-limit";
import { achievements } from "./achievements.service";
import {
  adminCertificates,
  ownCertificate,
  revokeCertificate,
  verifyCertificate,
} from "./certificates.service";
import { certificateFileName, certificatePdf } from "./certificate-pdf";

const tags = ["achievements"];

/**
 * Achievements page, certificate PDF (owner only), public verification, and the admin's
 * list and revoke (issue 12). /api/me/* and /api/admin/* are guarded before any body.
 */
export function achievementsRoutes(deps: Deps) {
  const app = createRouter();
  const db = () => deps.db;

  app.openapi(
    createRoute({
      method: "get",
      path: "/me/achievements",
      tags,
      summary: "The signed-in learner's badges (earned date or progress), streak and certificates",
      responses: { 200: json(achievementsResponse, "Achievements"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      return c.json(await achievements(db(), user.id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/me/certificates/{id}/pdf",
      tags,
      summary: "The certificate as a PDF (its owner only; another learner's id answers 404)",
      request: { params: certificateIdParam },
      responses: {
        200: {
          content: { "application/pdf": { schema: z.string() } },
          description: "PDF document",
        },
        ...errors,
      },
    }),
    async (c) => {
      const user = await requireUser(c);
      const { certificate: cert, brand } = await ownCertificate(
        db(),
        user.id,
        c.req.valid("param").id,
      );
      const pdf = await certificatePdf(cert, deps.config.baseUrl, brand);
      return c.body(new Uint8Array(pdf), 200, {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${certificateFileName(brand.name, cert.id)}"`,
        "cache-control": "private, no-store",
      });
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/certificates/{id}/verify",
      tags,
      summary: "Public: is this certificate valid or revoked (name as printed, course, date only)",
      request: { params: certificateIdParam },
      responses: {
        200: json(verifyCertificateResponse, "Verification"),
        ...errors,
        429: json(errorResponse, "Too many requests from this address"),
      },
    }),
    async (c) => {
      // Public: ids are random UUIDs; the window keeps anyone from trying many of them.
      await enforceRateLimit(db(), {
        scope: "certificate-verify",
        clientIp: c.get("clientIp"),
        max: deps.config.rateLimit.max,
        windowS: deps.config.rateLimit.windowS,
      });
      c.header("cache-control", "no-store");
      return c.json(await verifyCertificate(db(), c.req.valid("param").id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/certificates",
      tags: ["admin"],
      summary:
        "Certificates, newest first (50); q: a certificate id, or part of e-mail, name or title",
      request: { query: adminCertificatesQuery },
      responses: { 200: json(adminCertificatesResponse, "Certificates"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      return c.json(await adminCertificates(db(), c.req.valid("query").q), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/certificates/{id}/revoke",
      tags: ["admin"],
      summary: "Revoke a certificate with a reason (audit entry); the verify page then says so",
      request: { params: certificateIdParam, ...jsonBody(revokeCertificateRequest) },
      responses: {
        200: json(adminCertificateSchema.omit({ email: true, revokedAt: true }), "Revoked"),
        ...errors,
      },
    }),
    async (c) => {
      const admin = await requireRole(c, "admin");
      const { reason } = c.req.valid("json");
      return c.json(await revokeCertificate(db(), admin.id, c.req.valid("param").id, reason), 200);
    },
  );

  return app;
}
