import { ApiError } from "./api";

/**
 * Sends one file as multipart/form-data to our API and reports upload progress (fetch
 * cannot). Same-origin cookies; errors are thrown as ApiError like `api()` does.
 */
export function uploadFile<T>(
  path: string,
  file: File,
  {
    field = "file",
    onProgress,
    signal,
  }: { field?: string; onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Accept-Language", document.documentElement.lang || "de");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      const e = (body as { error?: { code?: string; message?: string; details?: unknown } }) ?? {};
      reject(
        new ApiError(
          xhr.status,
          e.error?.code ?? `HTTP_${xhr.status}`,
          e.error?.message ?? xhr.statusText,
          e.error?.details,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, "NETWORK", "Network error"));
    xhr.onabort = () => reject(new ApiError(0, "ABORTED", "Upload cancelled"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.set(field, file);
    xhr.send(form);
  });
}
