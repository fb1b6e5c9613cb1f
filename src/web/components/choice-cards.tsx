import type { KeyboardEvent } from "react";
import { Check } from "lucide-react";
import { cn } from "@/lib/utils";

interface Option {
  id: string;
  label: string;
}

/** Arrow keys move the focus between the cards of a group; Enter or Space chooses. */
function moveFocus(e: KeyboardEvent<HTMLDivElement>) {
  const keys = ["ArrowDown", "ArrowRight", "ArrowUp", "ArrowLeft", "Home", "End"];
  if (!keys.includes(e.key)) return;
  const cards = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>("button"));
  const i = cards.indexOf(document.activeElement as HTMLButtonElement);
  let next = i;
  if (e.key === "Home") next = 0;
  else if (e.key === "End") next = cards.length - 1;
  else if (e.key === "ArrowDown" || e.key === "ArrowRight") next = (i + 1) % cards.length;
  else next = (i - 1 + cards.length) % cards.length;
  e.preventDefault();
  cards[next]?.focus();
}

function Card({
  option,
  selected,
  role,
  onToggle,
}: {
  option: Option;
  selected: boolean;
  role: "radio" | "checkbox";
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      role={role}
      aria-checked={selected}
      data-option={option.id}
      onClick={onToggle}
      className={cn(
        "flex min-h-14 w-full items-center gap-4 rounded-xl border-2 bg-card px-4 py-3 text-left font-medium shadow-xs",
        "transition-[border-color,background-color,box-shadow,transform] duration-150 outline-none",
        "hover:border-primary/50 hover:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 active:scale-[0.99]",
        selected ? "border-primary bg-accent text-accent-foreground shadow-sm" : "border-border",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "grid size-6 shrink-0 place-items-center border-2 transition-colors",
          role === "radio" ? "rounded-full" : "rounded-md",
          selected ? "border-primary bg-primary text-primary-foreground" : "border-input",
        )}
      >
        {selected && <Check className="size-4" strokeWidth={3} />}
      </span>
      <span className="min-w-0 flex-1 text-pretty">{option.label}</span>
    </button>
  );
}

export function SingleChoice({
  labelledBy,
  options,
  value,
  onChoose,
}: {
  labelledBy: string;
  options: Option[];
  value: string | null;
  onChoose: (id: string) => void;
}) {
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      onKeyDown={moveFocus}
      className="grid gap-3"
    >
      {options.map((o) => (
        <Card
          key={o.id}
          option={o}
          role="radio"
          selected={value === o.id}
          onToggle={() => onChoose(o.id)}
        />
      ))}
    </div>
  );
}

export function MultiChoice({
  labelledBy,
  options,
  value,
  onToggle,
}: {
  labelledBy: string;
  options: Option[];
  value: string[];
  onToggle: (id: string) => void;
}) {
  return (
    <div role="group" aria-labelledby={labelledBy} onKeyDown={moveFocus} className="grid gap-3">
      {options.map((o) => (
        <Card
          key={o.id}
          option={o}
          role="checkbox"
          selected={value.includes(o.id)}
          onToggle={() => onToggle(o.id)}
        />
      ))}
    </div>
  );
}
