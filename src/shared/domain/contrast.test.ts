import { describe, expect, it } from "vitest";
import { AA, contrastProblem, ctaGradient, whiteContrast } from "./contrast";

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
