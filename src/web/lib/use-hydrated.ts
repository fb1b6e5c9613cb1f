import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React renders on the server or hydrates server HTML (the prerendered /auth,
 * decision 0065), true afterwards and on every render in the browser that does not hydrate.
 * A form rendered before its scripts run must not submit natively (a GET with its fields in
 * the address) when Enter is pressed or its button clicked before React has taken over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
