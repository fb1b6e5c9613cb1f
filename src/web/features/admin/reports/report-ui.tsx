import type { ReactNode } from "react";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** A key figure of a report. */
export function FigureCard({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  testId?: string;
}) {
  return (
    <Card className="h-full gap-2 py-4" data-testid={testId}>
      <CardHeader className="px-4">
        <CardTitle as="h3" className="text-sm font-medium text-muted-foreground">
          {label}
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4">
        <p className="text-2xl font-semibold tabular-nums" data-testid="figure-value">
          {value}
        </p>
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </CardContent>
    </Card>
  );
}

/** A section card with a heading. */
export function ReportSection({
  title,
  description,
  children,
  testId,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card className="gap-4" data-testid={testId}>
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          {title}
        </CardTitle>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

/** A download of a CSV export (a plain link: the browser saves the file). */
export function CsvLink({ href, label }: { href: string; label: string }) {
  return (
    <Button variant="outline" asChild>
      <a href={href} download data-testid="csv-link">
        <Download aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}

/** A wide table that scrolls sideways on small screens and can be scrolled by keyboard. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="overflow-x-auto rounded-lg border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

export const th = "px-3 py-2 text-left font-medium whitespace-nowrap";
export const td = "px-3 py-2 whitespace-nowrap tabular-nums";

export const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 100) : 0;
