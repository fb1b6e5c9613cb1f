/** The little of a dedicated worker's global the runtime workers use (the app's tsconfig has no WebWorker lib). */
export interface WorkerScope {
  PRACTICE_ASSETS: string;
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  fetch: typeof fetch;
  importScripts(...urls: string[]): void;
  addEventListener(type: "unhandledrejection", fn: (event: PromiseRejectionEvent) => void): void;
}

export const scope = self as unknown as WorkerScope;
