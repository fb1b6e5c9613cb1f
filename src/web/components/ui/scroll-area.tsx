import type * as React from "react";
import { ScrollArea as ScrollAreaPrimitive } from "radix-ui";

import { cn } from "@/lib/utils";

type ScrollAreaProps = React.ComponentProps<typeof ScrollAreaPrimitive.Root> & {
  /** Extra classes for the scrolling viewport (e.g. a max height). */
  viewportClassName?: string;
  /**
   * Accessible name for the scrollable region. When given, the viewport is exposed
   * as a named `region` landmark.
   */
  viewportLabel?: string;
  /**
   * Make the viewport itself focusable so keyboard users can scroll it with the
   * arrow keys (WCAG 2.1.1). Defaults to `true`; turn off only when the content
   * is guaranteed to contain focusable elements.
   */
  focusableViewport?: boolean;
};

function ScrollArea({
  className,
  viewportClassName,
  viewportLabel,
  focusableViewport = true,
  children,
  ...props
}: ScrollAreaProps) {
  return (
    <ScrollAreaPrimitive.Root
      data-slot="scroll-area"
      className={cn("relative overflow-hidden", className)}
      {...props}
    >
      <ScrollAreaPrimitive.Viewport
        data-slot="scroll-area-viewport"
        tabIndex={focusableViewport ? 0 : undefined}
        role={viewportLabel ? "region" : undefined}
        aria-label={viewportLabel}
        className={cn(
          "size-full rounded-[inherit] outline-none transition-[box-shadow]",
          "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
          viewportClassName,
        )}
      >
        {children}
      </ScrollAreaPrimitive.Viewport>
      <ScrollBar />
      <ScrollAreaPrimitive.Corner />
    </ScrollAreaPrimitive.Root>
  );
}

function ScrollBar({
  className,
  orientation = "vertical",
  ...props
}: React.ComponentProps<typeof ScrollAreaPrimitive.ScrollAreaScrollbar>) {
  return (
    <ScrollAreaPrimitive.ScrollAreaScrollbar
      data-slot="scroll-area-scrollbar"
      orientation={orientation}
      className={cn(
        "flex touch-none p-px transition-colors select-none",
        orientation === "vertical" && "h-full w-2.5 border-l border-l-transparent",
        orientation === "horizontal" && "h-2.5 flex-col border-t border-t-transparent",
        className,
      )}
      {...props}
    >
      <ScrollAreaPrimitive.ScrollAreaThumb
        data-slot="scroll-area-thumb"
        className="relative flex-1 rounded-full bg-border hover:bg-muted-foreground/50"
      />
    </ScrollAreaPrimitive.ScrollAreaScrollbar>
  );
}

export { ScrollArea, ScrollBar };
export type { ScrollAreaProps };
