/**
 * WCAG 2 contrast of the operator's primary colour (issue 31, decision 0133). The colour is
 * the background of buttons with white text and the colour of links on the white page, and
 * a tint of it (10 %) is the background of badges and icons beside the dark text. Both must
 * reach AA for normal text (4.5:1).
 */
export const DARK_TEXT = "#1e2435"; // --foreground of the light theme (oklch(0.21 0.035 266))
export const AA = 4.5;

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function ratio(a: [number, number, number], b: [number, number, number]): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1! + 0.05) / (l2! + 0.05);
}

/** Contrast of white on the colour and of the dark text on its 10 % tint over white. */
export function colourContrasts(hex: string): { white: number; darkText: number } {
  const c = channels(hex);
  const tint = c.map((v) => Math.round(255 + (v - 255) * 0.1)) as [number, number, number];
  return {
    white: ratio(c, [255, 255, 255]),
    darkText: ratio(channels(DARK_TEXT), tint),
  };
}

/** Null when the colour passes, else which pair fails. */
export function contrastProblem(hex: string): "white" | "darkText" | null {
  const { white, darkText } = colourContrasts(hex);
  if (white < AA) return "white";
  if (darkText < AA) return "darkText";
  return null;
}

/**
 * The landing's call-to-action gradient for a brand colour (issue 31): from the colour itself
 * to a shade of it mixed with 30 % black. Darkening only raises the contrast of the white
 * text, so both stops keep the colour's AA; the hue stays the brand's.
 */
export const CTA_SHADE = 0.7;
export function ctaGradient(hex: string): { from: string; to: string } {
  const to = channels(hex)
    .map((v) =>
      Math.round(v * CTA_SHADE)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");
  return { from: hex.toLowerCase(), to: `#${to}` };
}

/** Contrast of white text on a colour. */
export const whiteContrast = (hex: string) => ratio(channels(hex), [255, 255, 255]);
