/** Errors that mean the learner's code ran out of memory (JavaScript and Python). */
export function isMemoryError(text: string | undefined): boolean {
  return (
    !!text &&
    /\bMemoryError\b|\bout of memory\b|RangeError: (Array buffer allocation failed|Invalid (typed )?array length|Invalid string length|WebAssembly\.Memory)/i.test(
      text,
    )
  );
}
