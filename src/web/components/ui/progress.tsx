import type * as React from "react";
import { Progress as ProgressPrimitive } from "radix-ui";

import { cn } from "@/lib/utils";

type ProgressBaseProps = Omit<
  React.ComponentProps<typeof ProgressPrimitive.Root>,
  "value" | "max" | "aria-label" | "aria-labelledby"
> & {
  /** Progress in percent, 0–100. `null`/`undefined` renders an indeterminate bar. */
  value?: number | null;
  /** Extra classes for the filled part of the bar. */
  indicatorClassName?: string;
};

/** A progress bar always needs an accessible name: pass `aria-label` or `aria-labelledby`. */
type ProgressProps = ProgressBaseProps &
  (
    | { "aria-label": string; "aria-labelledby"?: string }
    | { "aria-label"?: string; "aria-labelledby": string }
  );

function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

function Progress({
  className,
  indicatorClassName,
  value,
  getValueLabel,
  ...props
}: ProgressProps) {
  const percent = value == null ? null : clampPercent(value);

  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={percent}
      max={100}
      getValueLabel={getValueLabel ?? ((v, max) => `${Math.round((v / max) * 100)} %`)}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-muted", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          "h-full w-full flex-1 rounded-full bg-primary transition-transform duration-500 ease-out",
          percent == null && "w-1/3 animate-pulse",
          indicatorClassName,
        )}
        style={{ transform: `translateX(-${100 - (percent ?? 100)}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

export { Progress };
export type { ProgressProps };
