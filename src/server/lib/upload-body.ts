import type { Context } from "hono";
import type { AppEnv } from "../context";
import { AppError, badRequest } from "./errors";
import { V } from "@shared/i18n/messages";

/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const tooLarge = () => new AppError(413, "IMAGE_TOO_LARGE", V("imageTooLarge"));
export const missingFile = () => badRequest("IMAGE_MISSING", V("imageMissing"));

/**
 * Reads one file from a multipart/form-data request, at most `maxBytes`. The limit is
 * enforced while reading: a too large Content-Length is refused before the first byte,
 * and reading stops as soon as the body grows past the limit (413). Call it only after
 * the caller's access has been checked.
 */
export async function readUploadedFile(
  c: Context<AppEnv>,
  { maxBytes, field }: { maxBytes: number; field: string },
): Promise<{ bytes: Uint8Array; name: string }> {
  const contentType = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType)) throw missingFile();
  const bodyLimit = maxBytes + MULTIPART_OVERHEAD;
  const declared = Number(c.req.header("content-length"));
  if (Number.isFinite(declared) && declared > bodyLimit) throw tooLarge();

  const body = c.req.raw.body;
  if (!body) throw missingFile();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > bodyLimit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), {
      headers: { "content-type": contentType },
    }).formData();
  } catch {
    throw missingFile();
  }
  const file = form.get(field);
  if (!(file instanceof File) || file.size === 0) throw missingFile();
  if (file.size > maxBytes) throw tooLarge();
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
}

/** The OpenAPI request of an image upload: one file in the multipart field `field`. */
export const imageUploadRequest = (field: string) => ({
  body: {
    required: true,
    content: {
      "multipart/form-data": {
        schema: {
          type: "object" as const,
          properties: { [field]: { type: "string" as const, format: "binary" } },
          required: [field],
        },
      },
    },
  },
});
