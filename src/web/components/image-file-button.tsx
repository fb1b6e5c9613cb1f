import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ImageUp } from "lucide-react";
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from "@shared/domain/media";
import { Button } from "@/components/ui/button";

/**
 * A button that opens the file chooser for one image (PNG, JPEG or WebP, at most 5 MB).
 * It checks type and size at once, with the server's messages, so nobody waits for a
 * refused upload; the server still decides by the file's content. For thumbnails and
 * avatars alike.
 */
export function ImageFileButton({
  label,
  disabled,
  onFile,
  onInvalid,
  describedBy,
  variant = "outline",
}: {
  label: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  /** A translated message why the chosen file cannot be used. */
  onInvalid: (message: string) => void;
  describedBy?: string;
  variant?: "outline" | "default";
}) {
  const { t } = useTranslation("validation");
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_MIME_TYPES.join(",")}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (!file) return;
          // An unknown type ("") is left to the server, which reads the content anyway.
          if (file.type && !(IMAGE_MIME_TYPES as readonly string[]).includes(file.type))
            return onInvalid(t("imageType"));
          if (file.size > MAX_IMAGE_BYTES) return onInvalid(t("imageTooLarge"));
          onFile(file);
        }}
      />
      <Button
        type="button"
        variant={variant}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        <ImageUp aria-hidden="true" />
        {label}
      </Button>
    </>
  );
}
