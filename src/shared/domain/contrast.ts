/**
 * WCAG 2 contrast of the operator's primary colour (issue 31, decisions 0133, 0160). Every
 * shade of the colour the web app sets text on or with is checked, not only the full colour:
 * - white text on the colour (buttons; their hover darkens it, styles.css --primary-hover);
 * - the colour as text on the page background, on grey (muted) surfaces and on its own 10 %
 *   tint (`bg-primary/10 text-primary`: avatars, the active settings entry, icon badges);
 * - the dark text on that tint.
 * All must reach AA for normal text (4.5:1). The dark theme does not use the colour itself but
 * a lightened shade of it that reaches AA there by construction (`darkShade`).
 */
import { oklchToRgb, rgbToOklch } from "./oklch";

export const DARK_TEXT = "#1e2435"; // --foreground of the light theme (oklch(0.21 0.035 266))
export const AA = 4.5;
/** The surfaces of the light theme the colour is text on (styles.css, as sRGB). */
export const LIGHT_BACKGROUND = "#f9fafc"; // --background oklch(0.985 0.003 265)
export const LIGHT_MUTED = "#eff2f7"; // --muted oklch(0.96 0.008 265)
/** The surfaces of the dark theme (styles.css `.dark`, as sRGB). */
export const DARK_BACKGROUND = "#0b0e17"; // --background oklch(0.165 0.02 268)
export const DARK_CARD = "#121723"; // --card oklch(0.205 0.025 268)
export const DARK_MUTED = "#1e2432"; // --muted oklch(0.26 0.028 268)
export const DARK_SECONDARY = "#202635"; // --secondary oklch(0.27 0.03 268)
/** The alpha of the tint (`bg-primary/10`). */
export const TINT = 0.1;

type Rgb = [number, number, number];
const WHITE: Rgb = [255, 255, 255];

function channels(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (c: Rgb) => `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function ratio(a: Rgb, b: Rgb): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1! + 0.05) / (l2! + 0.05);
}

/** The colour at `alpha` over a background, as the browser composes it (sRGB). */
function over(c: Rgb, bg: Rgb, alpha: number): Rgb {
  return c.map((v, i) => Math.round(bg[i]! + (v - bg[i]!) * alpha)) as Rgb;
}

/**
 * The contrasts the brand check tests (light theme): white text on the colour, the dark text
 * on its tint, and the colour as text on the lightest-to-darkest surfaces it is set on (the
 * worst of page background, muted surface and its own tint over the page).
 */
export function colourContrasts(hex: string): { white: number; darkText: number; asText: number } {
  const c = channels(hex);
  const page = channels(LIGHT_BACKGROUND);
  return {
    white: ratio(c, WHITE),
    darkText: ratio(channels(DARK_TEXT), over(c, WHITE, TINT)),
    asText: Math.min(
      ratio(c, page),
      ratio(c, channels(LIGHT_MUTED)),
      ratio(c, over(c, page, TINT)),
    ),
  };
}

/** Null when the colour passes, else which pair fails. */
export function contrastProblem(hex: string): "white" | "darkText" | "asText" | null {
  const { white, darkText, asText } = colourContrasts(hex);
  if (white < AA) return "white";
  if (asText < AA) return "asText";
  if (darkText < AA) return "darkText";
  return null;
}

/** The contrasts of a dark-theme shade: as text on the dark surfaces and its tint, and under the dark text. */
export function darkContrasts(hex: string): number {
  const c = channels(hex);
  const surfaces = [DARK_BACKGROUND, DARK_CARD, DARK_MUTED, DARK_SECONDARY].map(channels);
  return Math.min(
    ...surfaces.map((s) => ratio(c, s)),
    ...surfaces.map((s) => ratio(c, over(c, s, TINT))),
  );
}

/**
 * The brand colour in the dark theme (decisions 0159, 0184): the colour made lighter in OKLCH,
 * in steps of 0.01 lightness, keeping its hue and its colourfulness (chroma grows with the
 * lightness, as in a palette's lighter steps, as far as sRGB allows), until it reaches AA as
 * text on every dark surface and on its own tint there; buttons in it carry the dark
 * background colour as text (`DARK_BACKGROUND`, the first surface checked), so they reach AA
 * too. Mixing with white, as before, washed a teal out to a grey-green that made the
 * primary buttons look disabled (issue 46). White passes, so there always is one; a colour
 * that is light enough already is kept.
 */
export function darkShade(hex: string): string {
  if (darkContrasts(hex) >= AA) return hex.toLowerCase();
  const start = rgbToOklch(channels(hex));
  for (let l = start.l + 0.01; l < 1; l += 0.01) {
    const c = start.l > 0 ? start.c * Math.min(l / start.l, 1.6) : start.c;
    const shade = toHex(oklchToRgb({ l, c, h: start.h }));
    if (darkContrasts(shade) >= AA) return shade;
  }
  return "#ffffff";
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
export const whiteContrast = (hex: string) => ratio(channels(hex), WHITE);
/** Contrast of two colours. */
export const contrast = (a: string, b: string) => ratio(channels(a), channels(b));
/** A colour at `alpha` over a background (sRGB, as the browser composes `bg-x/NN`). */
export const composite = (hex: string, bg: string, alpha: number) =>
  toHex(over(channels(hex), channels(bg), alpha));
