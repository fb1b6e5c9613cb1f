import { describe, expect, it } from "vitest";
import { isMemoryError } from "./limits";

describe("isMemoryError", () => {
  it("recognises out-of-memory errors of JavaScript and Python, not other errors", () => {
    expect(isMemoryError("RangeError: Array buffer allocation failed")).toBe(true);
    expect(isMemoryError("main.js:2: RangeError: Invalid array length")).toBe(true);
    expect(isMemoryError("main.py:1: MemoryError: ")).toBe(true);
    expect(
      isMemoryError("Uncaught RangeError: WebAssembly.Memory.grow(): Maximum memory size exceeded"),
    ).toBe(true);
    expect(isMemoryError("TypeError: x is not a function")).toBe(false);
    expect(isMemoryError("RangeError: toFixed() digits argument must be between 0 and 100")).toBe(
      false,
    );
    expect(isMemoryError(undefined)).toBe(false);
  });
});
