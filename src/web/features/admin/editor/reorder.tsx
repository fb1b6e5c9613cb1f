import { useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The list with the item at `from` moved to `to` (both positions in the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** A polite live region; `announce` replaces its text so screen readers read each move. */
export function useAnnouncer() {
  const [message, setMessage] = useState("");
  const region = (
    <p className="sr-only" role="status" aria-live="polite" data-testid="editor-announcer">
      {message}
    </p>
  );
  return { region, announce: setMessage };
}

/** Move up / move down buttons whose accessible names say what moves where. */
export function MoveButtons({
  index,
  count,
  title,
  onMove,
  disabled,
}: {
  index: number;
  count: number;
  title: string;
  onMove: (to: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation("editor");
  return (
    <span className="flex gap-1">
      <Button
        type="button"
        size="icon"
        variant="ghost"
        className="size-9"
        aria-label={t("reorder.up", { title })}
        disabled={disabled || index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        className="size-9"
        aria-label={t("reorder.down", { title })}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </span>
  );
}

/**
 * Native HTML drag and drop for a list (mouse and touch-pads); the MoveButtons are the
 * keyboard path. `group` keeps drags of one list from dropping into another.
 */
export function useDragReorder(group: string, onDrop: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const type = `application/x-kurswerk-${group}`;
  const itemProps = (index: number, enabled = true) => {
    if (!enabled) return {};
    return {
      draggable: true,
      "data-dragging": dragging === index ? "true" : undefined,
      "data-drop-target": over === index && dragging !== index ? "true" : undefined,
      onDragStart: (e: DragEvent) => {
        e.stopPropagation();
        e.dataTransfer.setData(type, String(index));
        e.dataTransfer.effectAllowed = "move";
        setDragging(index);
      },
      onDragOver: (e: DragEvent) => {
        if (!e.dataTransfer.types.includes(type)) return;
        e.preventDefault();
        e.stopPropagation();
        e.dataTransfer.dropEffect = "move";
        setOver(index);
      },
      onDrop: (e: DragEvent) => {
        const raw = e.dataTransfer.getData(type);
        if (!raw) return;
        e.preventDefault();
        e.stopPropagation();
        const from = Number(raw);
        setDragging(null);
        setOver(null);
        if (from !== index) onDrop(from, index);
      },
      onDragEnd: () => {
        setDragging(null);
        setOver(null);
      },
    };
  };
  return itemProps;
}
