// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { validationMessages } from "@shared/i18n/messages";
import { ImageFileButton } from "./image-file-button";

afterEach(() => {
  cleanup();
});

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: "de",
  resources: { de: { validation: validationMessages.de } },
  interpolation: { escapeValue: false },
});

function setup() {
  const onFile = vi.fn();
  const onInvalid = vi.fn();
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <ImageFileButton label="Bild auswählen" onFile={onFile} onInvalid={onInvalid} />
    </I18nextProvider>,
  );
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { onFile, onInvalid, input, choose };
}

describe("ImageFileButton", () => {
  it("opens the file chooser from its button, for PNG, JPEG and WebP", () => {
    const { input } = setup();
    const click = vi.spyOn(input, "click").mockImplementation(() => {});
    fireEvent.click(screen.getByRole("button", { name: "Bild auswählen" }));
    expect(click).toHaveBeenCalledOnce();
    expect(input.accept).toBe("image/png,image/jpeg,image/webp");
  });

  it("refuses other types and files over 5 MB with the server's messages", () => {
    const { onFile, onInvalid, choose } = setup();
    choose(new File(["hallo"], "notes.txt", { type: "text/plain" }));
    expect(onInvalid).toHaveBeenLastCalledWith("Nur PNG-, JPEG- oder WebP-Bilder sind erlaubt");
    choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" }));
    expect(onInvalid).toHaveBeenLastCalledWith("Das Bild ist zu groß: höchstens 5 MB");
    expect(onFile).not.toHaveBeenCalled();
  });

  it("hands on an image within the limit (the server still checks its content)", () => {
    const { onFile, onInvalid, choose } = setup();
    const file = new File([new Uint8Array(100)], "kurs.webp", { type: "image/webp" });
    choose(file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(onInvalid).not.toHaveBeenCalled();
  });
});
