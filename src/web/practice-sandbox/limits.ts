/** Errors that mean the learner's code ran out of memory (JavaScript and Python). */
export function isMemoryError(text: string | undefined): boolean {
  return (
    !!text &&
    /(^|: )(RangeError: (Array buffer allocation failed|Invalid (typed )?array length|Invalid string length|Maximum call stack)|MemoryError|RangeError: WebAssembly\.Memory|out of memory)/i.test(
      text,
    )
  );
}
