/**
 * The code editor of the practice engine (issue 29, decision 0086): CodeMirror 6 with one
 * editor state per file (each keeps its own undo history), files as a tablist, syntax
 * highlighting per file name, colours from the app's light/dark tokens. Tab indents (as
 * learners expect from an editor); Escape and then Tab leaves the editor, as CodeMirror's
 * tab focus mode does (the hint under the editor says so). Load this module lazily: it
 * carries CodeMirror and its languages.
 *
 * Controlled: `files` is the truth; an outside change (reset, model solution, restored
 * save) replaces the document in a transaction, so Ctrl+Z brings the learner's code back.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Annotation, EditorState, type Extension } from "@codemirror/state";
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from "@codemirror/view";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import {
  bracketMatching,
  HighlightStyle,
  indentOnInput,
  indentUnit,
  syntaxHighlighting,
} from "@codemirror/language";
import { tags as t } from "@lezer/highlight";
import { javascript } from "@codemirror/lang-javascript";
import { html } from "@codemirror/lang-html";
import { css } from "@codemirror/lang-css";
import { python } from "@codemirror/lang-python";
import { PostgreSQL, sql } from "@codemirror/lang-sql";
import { FileCode2 } from "lucide-react";
import { cn } from "@/lib/utils";

export interface EditorFile {
  name: string;
  content: string;
}

/** The language of a file by its extension (plain text for anything else). */
export function languageOf(name: string): Extension {
  const ext = name.toLowerCase().split(".").pop() ?? "";
  switch (ext) {
    case "js":
    case "mjs":
    case "cjs":
      return javascript();
    case "ts":
      return javascript({ typescript: true });
    case "html":
    case "htm":
      return html();
    case "css":
      return css();
    case "py":
      return python();
    case "sql":
      return sql({ dialect: PostgreSQL });
    default:
      return [];
  }
}

/* Colours are the app's tokens (styles.css), so light and dark mode follow the page. */
const highlight = HighlightStyle.define([
  {
    tag: [t.keyword, t.operatorKeyword, t.modifier, t.controlKeyword],
    color: "var(--primary)",
    fontWeight: "600",
  },
  { tag: [t.string, t.special(t.string), t.regexp], color: "var(--success-subtle-foreground)" },
  { tag: [t.number, t.bool, t.null, t.atom], color: "var(--warning-subtle-foreground)" },
  {
    tag: [t.comment, t.lineComment, t.blockComment],
    color: "var(--muted-foreground)",
    fontStyle: "italic",
  },
  { tag: [t.tagName, t.typeName, t.className], color: "var(--destructive-subtle-foreground)" },
  { tag: [t.attributeName, t.propertyName], color: "var(--accent-foreground)" },
  {
    tag: [t.function(t.variableName), t.function(t.propertyName)],
    color: "var(--accent-foreground)",
  },
  { tag: t.invalid, color: "var(--destructive)" },
]);

const theme = EditorView.theme({
  "&": {
    color: "var(--foreground)",
    backgroundColor: "var(--card)",
    fontSize: "0.875rem",
    // Grows with the code from the given minimum, then scrolls.
    maxHeight: "28rem",
  },
  ".cm-content, .cm-gutter": { minHeight: "var(--cm-min-height, 10rem)" },
  "&.cm-focused": { outline: "none" },
  ".cm-scroller": {
    overflow: "auto",
    fontFamily:
      "ui-monospace, SFMono-Regular, 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace",
    lineHeight: "1.6",
  },
  ".cm-content": { caretColor: "var(--foreground)", padding: "0.75rem 0" },
  ".cm-cursor, .cm-dropCursor": { borderLeftColor: "var(--foreground)", borderLeftWidth: "2px" },
  "&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, ::selection":
    { backgroundColor: "color-mix(in oklch, var(--primary) 22%, transparent)" },
  ".cm-gutters": {
    backgroundColor: "var(--muted)",
    color: "var(--muted-foreground)",
    border: "none",
    borderRight: "1px solid var(--border)",
  },
  ".cm-lineNumbers .cm-gutterElement": { padding: "0 0.75rem 0 0.5rem", minWidth: "2.5rem" },
  ".cm-activeLine": { backgroundColor: "color-mix(in oklch, var(--primary) 6%, transparent)" },
  ".cm-activeLineGutter": {
    backgroundColor: "color-mix(in oklch, var(--primary) 12%, transparent)",
    color: "var(--foreground)",
  },
  "&.cm-focused .cm-matchingBracket": {
    backgroundColor: "color-mix(in oklch, var(--primary) 20%, transparent)",
    outline: "1px solid color-mix(in oklch, var(--primary) 50%, transparent)",
  },
  ".cm-placeholder": { color: "var(--muted-foreground)" },
});

const fileKey = (name: string) => name;

const narrowScreen = () =>
  typeof window !== "undefined" && window.matchMedia?.("(max-width: 639px)").matches === true;

/** Marks transactions that carry an outside change (not typed by the user). */
const external = Annotation.define<boolean>();

export interface CodeEditorProps {
  files: EditorFile[];
  onChange?(files: EditorFile[]): void;
  /** Accessible name of the editor ("Code-Editor"); the file name is added per file. */
  label: string;
  /** Accessible name of the file tablist ("Dateien"). */
  filesLabel: string;
  /** Shown under the editor: how to leave it with the keyboard. */
  keyboardHint?: string;
  readOnly?: boolean;
  className?: string;
  /** Least height of the editing area (CSS length), e.g. "12rem"; it grows with the code. */
  height?: string;
  /** data-testid of the root. */
  testId?: string;
  /** A click on a line number (the reviewer's line comment, decision 0124). */
  onLineNumberClick?(file: string, line: number): void;
}

export function CodeEditor({
  files,
  onChange,
  label,
  filesLabel,
  keyboardHint,
  readOnly = false,
  className,
  height = "12rem",
  testId = "code-editor",
  onLineNumberClick,
}: CodeEditorProps) {
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const states = useRef(new Map<string, EditorState>());
  const [active, setActive] = useState(files[0]?.name ?? "");
  const activeName = files.some((f) => f.name === active) ? active : (files[0]?.name ?? "");
  const latest = useRef({ files, onChange, activeName, onLineNumberClick });
  latest.current = { files, onChange, activeName, onLineNumberClick };
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  /** The file whose state the view holds (until the effect below switches it to `activeName`). */
  const shown = useRef<string | null>(null);

  const makeState = (file: EditorFile) =>
    EditorState.create({
      doc: file.content,
      extensions: [
        lineNumbers({
          domEventHandlers: {
            click(v, block) {
              const click = latest.current.onLineNumberClick;
              if (!click) return false;
              click(file.name, v.state.doc.lineAt(block.from).number);
              return true;
            },
          },
        }),
        highlightActiveLineGutter(),
        highlightActiveLine(),
        drawSelection(),
        history(),
        indentOnInput(),
        bracketMatching(),
        indentUnit.of(file.name.endsWith(".py") ? "    " : "  "),
        EditorState.tabSize.of(4),
        syntaxHighlighting(highlight),
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        languageOf(file.name),
        // On a phone long lines wrap instead of scrolling sideways.
        narrowScreen() ? EditorView.lineWrapping : [],
        theme,
        EditorState.readOnly.of(readOnly),
        EditorView.editable.of(!readOnly),
        EditorView.contentAttributes.of({
          "aria-label": `${label}: ${file.name}`,
          "aria-multiline": "true",
          // Focusable as it is (contenteditable); said outright for checkers of scrollable regions.
          tabindex: "0",
          ...(keyboardHint ? { "aria-describedby": `${id}-hint` } : {}),
        }),
        EditorView.updateListener.of((u) => {
          if (!u.docChanged) return;
          const { files: current, onChange: emit } = latest.current;
          const name = file.name;
          states.current.set(fileKey(name), u.state);
          const text = u.state.doc.toString();
          // Echoes of our own outside updates are not sent back.
          if (u.transactions.some((tr) => tr.annotation(external))) return;
          emit?.(current.map((f) => (f.name === name ? { ...f, content: text } : f)));
        }),
      ],
    });

  // The view lives as long as the component; each file keeps its own state.
  useEffect(() => {
    if (!host.current) return;
    const first = latest.current.files.find((f) => f.name === latest.current.activeName);
    const state = first ? makeState(first) : EditorState.create({ doc: "" });
    if (first) states.current.set(fileKey(first.name), state);
    shown.current = first?.name ?? null;
    view.current = new EditorView({ state, parent: host.current });
    return () => {
      view.current?.destroy();
      view.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Outside changes (reset, solution, restored code, renamed or removed files) and the
  // switch to another file. The view's state is the file it shows (`shown`), which is not yet
  // the newly selected one: comparing the selected file with the view's state overwrote
  // the shown file's state with the selected file's text (a read-only editor then showed
  // one file's text under another's tab, and a line click named the wrong file).
  useEffect(() => {
    const v = view.current;
    const names = new Set(files.map((f) => fileKey(f.name)));
    for (const key of [...states.current.keys()]) if (!names.has(key)) states.current.delete(key);
    for (const file of files) {
      const key = fileKey(file.name);
      const inView = !!v && file.name === shown.current;
      const current = inView ? v.state : states.current.get(key);
      if (!current) {
        states.current.set(key, makeState(file));
      } else if (current.doc.toString() !== file.content) {
        const tr = current.update({
          changes: { from: 0, to: current.doc.length, insert: file.content },
          annotations: external.of(true),
        });
        if (inView) v.dispatch(tr);
        else states.current.set(key, tr.state);
      }
    }
    if (v && shown.current !== activeName) {
      const want = states.current.get(fileKey(activeName));
      if (want && v.state !== want) v.setState(want);
      shown.current = activeName;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [files, activeName]);

  const select = (name: string) => {
    const v = view.current;
    if (v && shown.current) states.current.set(fileKey(shown.current), v.state);
    setActive(name);
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next = -1;
    if (event.key === "ArrowRight") next = (index + 1) % files.length;
    else if (event.key === "ArrowLeft") next = (index - 1 + files.length) % files.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = files.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const name = files[next].name;
    select(name);
    tabRefs.current.get(name)?.focus();
  };

  const tabId = (name: string) => `${id}-tab-${name}`;
  return (
    <div
      className={cn("overflow-hidden rounded-lg border bg-card", className)}
      data-testid={testId}
    >
      <div
        role="tablist"
        aria-label={filesLabel}
        className="flex gap-0.5 overflow-x-auto border-b bg-muted/60 px-1.5 pt-1.5"
      >
        {files.map((f, i) => {
          const selected = f.name === activeName;
          return (
            <button
              key={f.name}
              ref={(el) => {
                if (el) tabRefs.current.set(f.name, el);
                else tabRefs.current.delete(f.name);
              }}
              type="button"
              role="tab"
              id={tabId(f.name)}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(f.name)}
              onKeyDown={(e) => onTabKey(e, i)}
              className={cn(
                "-mb-px inline-flex shrink-0 items-center gap-1.5 rounded-t-md border border-transparent px-3 py-1.5 font-mono text-xs",
                "outline-none focus-visible:ring-2 focus-visible:ring-ring",
                selected
                  ? "border-border border-b-card bg-card font-semibold text-foreground"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              <FileCode2 className="size-3.5" aria-hidden="true" />
              {f.name}
            </button>
          );
        })}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={tabId(activeName)}
        className="focus-within:ring-2 focus-within:ring-ring focus-within:ring-inset"
      >
        <div ref={host} style={{ ["--cm-min-height" as string]: height }} />
      </div>
      {keyboardHint && (
        <p
          id={`${id}-hint`}
          className="border-t bg-muted/40 px-3 py-1.5 text-xs text-muted-foreground"
        >
          {keyboardHint}
        </p>
      )}
    </div>
  );
}
