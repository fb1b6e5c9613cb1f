import type { Locator, Page } from "@playwright/test";

const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab until `target` has the focus, as a keyboard user walks the page. A code editor
 * on the way keeps Tab for indenting (decision 0086): as its hint says, Escape first, then
 * Tab leaves it.
 */
export async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await focused(target)) return;
    const inEditor = await page.evaluate(
      () => document.activeElement?.classList.contains("cm-content") ?? false,
    );
    if (inEditor) await page.keyboard.press("Escape");
    await page.keyboard.press("Tab");
  }
  throw new Error(`Not reached with Tab: ${target.toString()}`);
}

/** Presses ArrowDown (in an open menu) until `target` has the focus. */
export async function arrowTo(page: Page, target: Locator, max = 20) {
  for (let i = 0; i < max; i++) {
    if (await focused(target)) return;
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`Not reached with ArrowDown: ${target.toString()}`);
}
