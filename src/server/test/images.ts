import sharp from "sharp";

/** A real image of the given format, made by sharp (for upload tests). */
export async function makeImage(
  format: "png" | "jpeg" | "webp",
  { width = 800, height = 600 }: { width?: number; height?: number } = {},
) {
  const img = sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } },
  });
  return new Uint8Array(await img[format]().toBuffer());
}

export const uploadForm = (bytes: Uint8Array, name: string, type = "application/octet-stream") => {
  const form = new FormData();
  form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return form;
};

/** Width, height and format of an image answer. */
export async function imageInfo(res: Response) {
  const meta = await sharp(new Uint8Array(await res.arrayBuffer())).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
}
