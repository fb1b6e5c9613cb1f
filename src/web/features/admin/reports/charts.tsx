import { useId } from "react";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Text,
  XAxis,
  YAxis,
} from "recharts";

/**
 * Charts of the admin reports (decision 0049): recharts in the product colours. The chart is
 * a picture for sighted users (aria-hidden, no focus stops); the same figures are a table
 * for screen readers, so nothing is only in the picture. A category label longer than its
 * axis is cut to one line with "…" (recharts' Text measures it) and keeps its full text as
 * the pointer's tooltip, so labels never wrap into each other.
 */
export interface ChartDatum {
  /** The category: unique, in full in the table and the axis label's tooltip. */
  label: string;
  value: number;
  /** A shorter text for the axis of horizontal bars (the part that tells the bars apart). */
  axisLabel?: string;
}

/** Width of the label axis of horizontal bars: the labels get at most this much room. */
const CATEGORY_AXIS_WIDTH = 150;

/** Props recharts hands a custom tick (those we use). */
interface TickProps {
  x?: number | string;
  y?: number | string;
  className?: string;
  textAnchor?: "start" | "middle" | "end" | "inherit";
  verticalAnchor?: "start" | "middle" | "end";
  payload?: { value?: unknown };
}

/** One label of the category axis: a single line, shortened with "…", the full text as tooltip. */
function OneLineTick({
  width,
  shortText,
  ...props
}: TickProps & { width: number; shortText: Map<string, string> }) {
  const label = String(props.payload?.value ?? "");
  return (
    <g>
      <title>{label}</title>
      <Text
        x={props.x}
        y={props.y}
        className={props.className}
        textAnchor={props.textAnchor}
        verticalAnchor="middle"
        width={width}
        maxLines={1}
        // Text measures in a span with this style: the size needs its unit to cut in the right place.
        style={{ fontSize: "11px" }}
        fill="var(--muted-foreground)"
      >
        {shortText.get(label) ?? label}
      </Text>
    </g>
  );
}

export function BarChartWithTable({
  title,
  data,
  labelHeader,
  valueHeader,
  height = 220,
  layout = "vertical-bars",
  testId,
}: {
  title: string;
  data: ChartDatum[];
  labelHeader: string;
  valueHeader: string;
  height?: number;
  /** "vertical-bars": columns over a category axis; "horizontal-bars": bars for long labels. */
  layout?: "vertical-bars" | "horizontal-bars";
  testId?: string;
}) {
  const headingId = useId();
  const horizontal = layout === "horizontal-bars";
  const shortText = new Map(data.map((d) => [d.label, d.axisLabel ?? d.label]));
  return (
    <figure className="grid gap-2" aria-labelledby={headingId} data-testid={testId}>
      <figcaption id={headingId} className="text-sm font-medium">
        {title}
      </figcaption>
      <div
        aria-hidden="true"
        style={{ height: horizontal ? Math.max(120, data.length * 52 + 32) : height }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            layout={horizontal ? "vertical" : "horizontal"}
            accessibilityLayer={false}
            margin={{ top: 4, right: 8, bottom: 4, left: horizontal ? 8 : -16 }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            {horizontal ? (
              <>
                <XAxis
                  type="number"
                  allowDecimals={false}
                  tick={{ fontSize: 12, fill: "var(--muted-foreground)" }}
                />
                <YAxis
                  type="category"
                  dataKey="label"
                  width={CATEGORY_AXIS_WIDTH}
                  interval={0}
                  tick={(props: TickProps) => (
                    <OneLineTick
                      {...props}
                      width={CATEGORY_AXIS_WIDTH - 10}
                      shortText={shortText}
                    />
                  )}
                />
              </>
            ) : (
              <>
                <XAxis dataKey="label" tick={{ fontSize: 12, fill: "var(--muted-foreground)" }} />
                <YAxis
                  allowDecimals={false}
                  tick={{ fontSize: 12, fill: "var(--muted-foreground)" }}
                />
              </>
            )}
            <Bar
              dataKey="value"
              fill="var(--primary)"
              radius={4}
              maxBarSize={32}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* A table is as wide as its cells whatever its own width: the clipped box around it
          keeps it from widening the page (it made the course report scroll sideways). */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <th scope="row">{d.label}</th>
                <td>{d.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** A small trend line without axes; the caller states the figures in text. */
export function Sparkline({ values }: { values: number[] }) {
  const gradient = useId().replace(/:/g, "");
  const data = values.map((value, i) => ({ i, value }));
  return (
    <div aria-hidden="true" className="h-10 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart
          data={data}
          accessibilityLayer={false}
          margin={{ top: 2, right: 0, bottom: 2, left: 0 }}
        >
          <defs>
            <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="var(--primary)" stopOpacity={0.35} />
              <stop offset="100%" stopColor="var(--primary)" stopOpacity={0} />
            </linearGradient>
          </defs>
          <YAxis hide domain={[0, (max: number) => Math.max(1, max)]} />
          <Area
            type="monotone"
            dataKey="value"
            stroke="var(--primary)"
            strokeWidth={2}
            fill={`url(#${gradient})`}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
