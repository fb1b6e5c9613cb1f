import { useEffect, useRef, type ReactElement, type ReactNode } from "react";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";

/**
 * The site header's mobile menu itself (Radix dialog), loaded on intent by `SiteHeader`
 * (decision 0075). `trigger` is the button the stand-in showed; `focus` gives it the focus
 * the stand-in had when the menu replaces it closed.
 */
export function MenuSheet({
  trigger,
  title,
  closeLabel,
  open,
  onOpenChange,
  focus,
  children,
}: {
  trigger: ReactElement;
  title: string;
  closeLabel: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  focus: boolean;
  children: ReactNode;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus && !open) triggerRef.current?.focus();
    // Only when the sheet replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild ref={triggerRef}>
        {trigger}
      </SheetTrigger>
      <SheetContent side="right" closeLabel={closeLabel} className="gap-6 p-6">
        <SheetTitle>{title}</SheetTitle>
        {children}
      </SheetContent>
    </Sheet>
  );
}
