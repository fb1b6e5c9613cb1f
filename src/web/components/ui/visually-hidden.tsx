import type * as React from "react";
import { VisuallyHidden as VisuallyHiddenPrimitive } from "radix-ui";

/** Content that is read by screen readers but not shown on screen. */
function VisuallyHidden(props: React.ComponentProps<typeof VisuallyHiddenPrimitive.Root>) {
  return <VisuallyHiddenPrimitive.Root data-slot="visually-hidden" {...props} />;
}

export { VisuallyHidden };
