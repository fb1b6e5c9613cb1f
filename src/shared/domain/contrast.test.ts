import { describe, expect, it } from "vitest";
import {
  AA,
  colourContrasts,
  composite,
  contrast,
  contrastProblem,
  ctaGradient,
  DARK_BACKGROUND,
  DARK_CARD,
  DARK_MUTED,
  DARK_SECONDARY,
  darkContrasts,
  darkShade,
  LIGHT_BACKGROUND,
  LIGHT_MUTED,
  TINT,
  whiteContrast,
} from "./contrast";
import { rgbToOklch } from "./oklch";

describe("the call-to-action gradient of a brand colour", () => {
  it("derives both stops from the colour: itself and a darker shade of the same hue", () => {
    expect(ctaGradient("#0F766E")).toEqual({ from: "#0f766e", to: "#0b534d" });
    expect(ctaGradient("#4f46e5")).toEqual({ from: "#4f46e5", to: "#3731a0" });
  });

  it("keeps white text at AA on both stops for every colour the brand check admits", () => {
    let admitted = 0;
    // A grid over the whole RGB cube.
    for (let r = 0; r < 256; r += 17)
      for (let g = 0; g < 256; g += 17)
        for (let b = 0; b < 256; b += 17) {
          const hex = `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
          if (contrastProblem(hex)) continue;
          admitted++;
          const { from, to } = ctaGradient(hex);
          expect(whiteContrast(from)).toBeGreaterThanOrEqual(AA);
          expect(whiteContrast(to)).toBeGreaterThanOrEqual(whiteContrast(from));
        }
    expect(admitted).toBeGreaterThan(100);
  });
});

describe("the brand check covers every shade of the colour with text (decision 0160)", () => {
  it("refuses a colour right at the limit for white text that fails as text on its own tint", () => {
    // #0d6efd (Bootstrap blue): white on it 4.50:1, the old check's only pair that could fail.
    const { white, asText } = colourContrasts("#0d6efd");
    expect(white).toBeGreaterThanOrEqual(AA);
    // As text on its 10 % tint over the page (avatars, the active settings entry) it is not.
    expect(contrast("#0d6efd", composite("#0d6efd", LIGHT_BACKGROUND, TINT))).toBeLessThan(AA);
    expect(asText).toBeLessThan(AA);
    expect(contrastProblem("#0d6efd")).toBe("asText");
  });

  it("admits a colour whose every shade reaches AA", () => {
    expect(contrastProblem("#0f766e")).toBeNull();
    expect(contrastProblem("#4338ca")).toBeNull();
    expect(contrastProblem("#7dd3fc")).toBe("white");
  });

  it("every admitted colour reaches AA on the surfaces and tint it is text on", () => {
    for (let r = 0; r < 256; r += 17)
      for (let g = 0; g < 256; g += 17)
        for (let b = 0; b < 256; b += 17) {
          const hex = `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
          if (contrastProblem(hex)) continue;
          for (const surface of [LIGHT_BACKGROUND, LIGHT_MUTED, "#ffffff"])
            expect(contrast(hex, surface)).toBeGreaterThanOrEqual(AA);
          expect(contrast(hex, composite(hex, LIGHT_BACKGROUND, TINT))).toBeGreaterThanOrEqual(AA);
          expect(whiteContrast(hex)).toBeGreaterThanOrEqual(AA);
        }
  });
});

describe("the brand colour in the dark theme (decision 0159)", () => {
  it("lightens a dark colour until it reads on every dark surface, its tint and under the dark text", () => {
    for (let r = 0; r < 256; r += 51)
      for (let g = 0; g < 256; g += 51)
        for (let b = 0; b < 256; b += 51) {
          const hex = `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
          const shade = darkShade(hex);
          // Buttons: the dark background colour as text on the shade.
          expect(contrast(DARK_BACKGROUND, shade)).toBeGreaterThanOrEqual(AA);
          for (const surface of [DARK_BACKGROUND, DARK_CARD, DARK_MUTED, DARK_SECONDARY]) {
            expect(contrast(shade, surface)).toBeGreaterThanOrEqual(AA);
            expect(contrast(shade, composite(shade, surface, TINT))).toBeGreaterThanOrEqual(AA);
          }
        }
  });

  it("keeps the hue: teal stays teal, a light enough colour stays itself", () => {
    expect(darkShade("#0f766e")).toBe("#1baca0");
    expect(darkShade("#7dd3fc")).toBe("#7dd3fc");
    expect(darkContrasts("#0f766e")).toBeLessThan(AA);
  });

  it("keeps the colourfulness, so primary buttons do not look disabled (issue 46)", () => {
    // Mixing with white made teal #0f766e a grey-green #61a59f (chroma 0.086 -> 0.07).
    const oklch = (hex: string) => {
      const n = parseInt(hex.slice(1), 16);
      return rgbToOklch([(n >> 16) & 255, (n >> 8) & 255, n & 255]);
    };
    for (const hex of ["#0f766e", "#0d9488", "#15803d", "#b91c1c"]) {
      const colour = oklch(hex);
      const shade = oklch(darkShade(hex));
      expect(shade.l, hex).toBeGreaterThan(colour.l);
      expect(shade.c, hex).toBeGreaterThanOrEqual(colour.c);
      expect(Math.abs(shade.h - colour.h), hex).toBeLessThan(2);
    }
  });
});
