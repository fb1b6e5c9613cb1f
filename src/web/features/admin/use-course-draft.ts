import { useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { CreateCourseInput } from "@shared/contracts/admin";

const STORAGE_KEY = "kurswerk:new-course-draft";

interface Draft {
  values: Partial<CreateCourseInput>;
  /** Key of the submission in flight; kept until the course exists or the job failed. */
  idempotencyKey?: string;
}

function read(): Draft | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Draft) : null;
  } catch {
    return null;
  }
}

function write(draft: Draft | null) {
  try {
    if (draft) localStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be full or disabled: the form still works, only without the draft.
  }
}

/** The stored input of the new-course form, merged over the defaults (read once). */
export function storedDraftValues(defaults: CreateCourseInput): CreateCourseInput {
  return { ...defaults, ...read()?.values };
}

/**
 * Keeps the new-course form's input in this browser until the course exists, and one
 * idempotency key per submission: a retried request after a lost answer or a reload
 * finds the same job instead of creating a second course.
 */
export function useCourseDraft<F extends UseFormReturn<CreateCourseInput, unknown, never>>(
  form: Pick<F, "watch">,
) {
  const keyRef = useRef<string | undefined>(read()?.idempotencyKey);
  useEffect(() => {
    const sub = form.watch((values) =>
      write({ values: values as Partial<CreateCourseInput>, idempotencyKey: keyRef.current }),
    );
    return () => sub.unsubscribe();
  }, [form]);

  return {
    hasDraft: () => !!read(),
    /** The key of this submission (created once, reused by retries). */
    submissionKey(values: CreateCourseInput) {
      keyRef.current ??= crypto.randomUUID();
      write({ values, idempotencyKey: keyRef.current });
      return keyRef.current;
    },
    /** The job failed: the next submission is a new one (the input stays). */
    newSubmission() {
      keyRef.current = undefined;
      const d = read();
      if (d) write({ values: d.values });
    },
    /** The course exists: forget the input. */
    clear() {
      keyRef.current = undefined;
      write(null);
    },
  };
}
