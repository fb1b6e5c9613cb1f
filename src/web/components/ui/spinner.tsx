import type * as React from "react";
import { Loader2Icon } from "lucide-react";

import { cn } from "@/lib/utils";

type SpinnerProps = React.ComponentProps<typeof Loader2Icon> & {
  /**
   * Text announced to screen readers. Without it the spinner is decorative
   * (`aria-hidden`), so pair it with visible text such as “Wird geladen …”.
   */
  label?: string;
};

function Spinner({ className, label, ...props }: SpinnerProps) {
  const labelled = typeof label === "string" && label.length > 0;

  return (
    <Loader2Icon
      data-slot="spinner"
      className={cn("size-4 shrink-0 animate-spin", className)}
      {...(labelled
        ? { role: "status", "aria-label": label }
        : { "aria-hidden": true, focusable: false })}
      {...props}
    />
  );
}

export { Spinner };
export type { SpinnerProps };
