import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  TutorConversationResponse,
  TutorDoneEvent,
  TutorFeedbackBody,
  TutorMessage,
} from "@shared/contracts/tutor";
import type { Language } from "@shared/i18n/languages";
import { api, ApiError } from "@/lib/api";

/** The learner's tutor conversation in a lesson (issue 17). */
export const tutorQuery = (lessonId: string) =>
  queryOptions({
    queryKey: ["learning", "tutor", lessonId],
    queryFn: () => api<TutorConversationResponse>(`/api/learning/lessons/${lessonId}/tutor`),
  });

/**
 * Asks the tutor and reads the server-sent events of the answer: `onDelta` gets each
 * piece; resolves with the stored message, throws an ApiError (the server's message in
 * the learner's language) when the question was refused or the model call failed.
 * Aborting `signal` stops the answer on the server too.
 */
export async function askTutor(
  lessonId: string,
  question: string,
  lang: Language,
  signal: AbortSignal,
  onDelta: (text: string) => void,
): Promise<TutorDoneEvent> {
  let res: Response;
  try {
    res = await fetch(`/api/learning/lessons/${lessonId}/tutor`, {
      method: "POST",
      credentials: "same-origin",
      headers: {
        "Content-Type": "application/json",
        Accept: "text/event-stream",
        "Accept-Language": lang,
      },
      body: JSON.stringify({ question, lang }),
      signal,
    });
  } catch (err) {
    throw new ApiError(0, "NETWORK", (err as Error).message);
  }
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiError(
      res.status,
      body?.error?.code ?? `HTTP_${res.status}`,
      body?.error?.message ?? res.statusText,
    );
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let cut: number;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: ?(.*)$/m.exec(block)?.[1];
      const data = block
        .split("\n")
        .filter((l) => l.startsWith("data:"))
        .map((l) => l.slice(5).trimStart())
        .join("\n");
      if (!data) continue;
      const parsed = JSON.parse(data) as Record<string, unknown>;
      if (event === "delta") onDelta(String(parsed.text ?? ""));
      else if (event === "done") return parsed as unknown as TutorDoneEvent;
      else if (event === "error")
        throw new ApiError(200, String(parsed.code), String(parsed.message));
    }
  }
  throw new ApiError(0, "NETWORK", "stream ended");
}

export function useTutorFeedback(lessonId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TutorFeedbackBody }) =>
      api<TutorMessage>(`/api/learning/tutor/messages/${id}`, { method: "PATCH", json: body }),
    onSuccess: (message) =>
      qc.setQueryData(tutorQuery(lessonId).queryKey, (old) =>
        old
          ? { ...old, messages: old.messages.map((m) => (m.id === message.id ? message : m)) }
          : old,
      ),
  });
}

export function useClearTutor(lessonId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api(`/api/learning/lessons/${lessonId}/tutor`, { method: "DELETE" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: tutorQuery(lessonId).queryKey }),
  });
}
