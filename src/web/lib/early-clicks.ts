import { useEffect } from "react";
import { EARLY_CLICKS_GLOBAL } from "@shared/early-clicks";

/**
 * Replays the clicks a prerendered page received before its scripts ran (decision 0092,
 * `src/shared/early-clicks.ts` keeps them). `takeEarlyClicks()` is called right before
 * React hydrates (from then on React sees every click itself); `EarlyClickReplay`, mounted
 * last in the providers, replays them once the hydration has committed: a press as the
 * browser sends it (pointer and mouse down and up, then the click), so controls that act on
 * press (Radix' tabs and menu triggers) and those that act on click both respond.
 */
let pending: HTMLElement[] = [];

export function takeEarlyClicks() {
  const take = (window as unknown as Record<string, (() => HTMLElement[]) | undefined>)[
    EARLY_CLICKS_GLOBAL
  ];
  if (take) pending = take();
}

function press(el: HTMLElement) {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
  const pointer = { ...init, pointerId: 1, pointerType: "mouse", isPrimary: true };
  el.dispatchEvent(new PointerEvent("pointerdown", pointer));
  el.dispatchEvent(new MouseEvent("mousedown", init));
  el.focus();
  el.dispatchEvent(new PointerEvent("pointerup", pointer));
  el.dispatchEvent(new MouseEvent("mouseup", init));
  el.click();
}

/** Renders nothing; replays the kept clicks on elements that are still on the page. */
export function EarlyClickReplay() {
  useEffect(() => {
    const clicks = pending;
    pending = [];
    for (const el of clicks) if (el.isConnected && !(el as HTMLButtonElement).disabled) press(el);
  }, []);
  return null;
}
