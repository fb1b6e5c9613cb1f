// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { Button } from "@/components/ui/button";

afterEach(() => {
  cleanup();
});

describe("Button", () => {
  it("renders its child element when asChild is set", () => {
    render(
      <Button asChild variant="outline">
        <a href="/kurse">Alle Kurse</a>
      </Button>,
    );

    const link = screen.getByRole("link", { name: "Alle Kurse" });
    expect(link).toHaveAttribute("href", "/kurse");
    expect(link).toHaveAttribute("data-slot", "button");
    expect(link).not.toHaveAttribute("type");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("renders a disabled native button that cannot submit by accident", () => {
    render(<Button disabled>Speichern</Button>);

    const button = screen.getByRole("button", { name: "Speichern" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("type", "button");
  });
});
