// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CodeEditor } from "./code-editor";

/**
 * Switching files (found by the project journey, issue 30): the view showed the file it
 * left under the new tab once a file had been opened, and a line click named the wrong file.
 */

afterEach(() => {
  cleanup();
});

const files = [
  { name: "index.html", content: "<h1>Start</h1>\n<p>Zwei</p>" },
  { name: "style.css", content: "body {\n  color: red;\n}" },
];

const shownText = (container: HTMLElement) =>
  [...container.querySelectorAll(".cm-line")].map((l) => l.textContent).join("\n");

describe("CodeEditor files", () => {
  it("shows each file's own text after switching tabs there and back (read only)", () => {
    const onLine = vi.fn();
    const { container } = render(
      <CodeEditor
        files={files}
        readOnly
        label="Code"
        filesLabel="Dateien"
        onLineNumberClick={onLine}
      />,
    );
    expect(shownText(container)).toBe(files[0].content);
    fireEvent.click(screen.getByRole("tab", { name: /style\.css/ }));
    expect(shownText(container)).toBe(files[1].content);
    fireEvent.click(screen.getByRole("tab", { name: /index\.html/ }));
    expect(shownText(container)).toBe(files[0].content);
    fireEvent.click(screen.getByRole("tab", { name: /style\.css/ }));
    expect(shownText(container)).toBe(files[1].content);
    expect(container.querySelector<HTMLElement>(".cm-content")!.getAttribute("aria-label")).toBe(
      "Code: style.css",
    );
  });

  it("keeps edits per file when switching (editable)", () => {
    let current = files;
    const onChange = vi.fn((next: typeof files) => {
      current = next;
    });
    const { container, rerender } = render(
      <CodeEditor files={current} onChange={onChange} label="Code" filesLabel="Dateien" />,
    );
    fireEvent.click(screen.getByRole("tab", { name: /style\.css/ }));
    rerender(<CodeEditor files={current} onChange={onChange} label="Code" filesLabel="Dateien" />);
    expect(shownText(container)).toBe(files[1].content);
    // An outside change of the file not shown reaches it when it is opened.
    current = [{ ...files[0], content: "<h1>Neu</h1>" }, files[1]];
    rerender(<CodeEditor files={current} onChange={onChange} label="Code" filesLabel="Dateien" />);
    expect(shownText(container)).toBe(files[1].content);
    fireEvent.click(screen.getByRole("tab", { name: /index\.html/ }));
    expect(shownText(container)).toBe("<h1>Neu</h1>");
    expect(onChange).not.toHaveBeenCalled();
  });
});
