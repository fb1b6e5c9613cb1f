import { BookOpen } from "lucide-react";
import { imageSrcSet } from "@shared/domain/media";
import { cn } from "@/lib/utils";

/**
 * A course's 16:9 thumbnail, or a calm placeholder when it has none. The box keeps its
 * aspect ratio before the image arrives, so nothing jumps; images load lazily and pick
 * the 640 or 1280 px variant by the space they get (`sizes`).
 *
 * `alt` is empty by default: beside the course title the picture adds nothing a screen
 * reader should repeat. Pass a text where the image itself is the subject (the editor).
 */
export function CourseThumbnail({
  url,
  alt = "",
  sizes = "(min-width: 1024px) 400px, 100vw",
  className,
  eager = false,
}: {
  url: string | null | undefined;
  alt?: string;
  sizes?: string;
  className?: string;
  eager?: boolean;
}) {
  if (!url) {
    return (
      <div
        className={cn(
          "flex aspect-video w-full items-center justify-center bg-gradient-to-br from-primary/15 via-accent to-secondary",
          className,
        )}
        aria-hidden={alt ? undefined : true}
        role={alt ? "img" : undefined}
        aria-label={alt || undefined}
      >
        <BookOpen className="size-10 text-primary/70" aria-hidden="true" />
      </div>
    );
  }
  const srcSet = imageSrcSet(url);
  return (
    <img
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={1280}
      height={720}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={cn("aspect-video h-auto w-full bg-muted object-cover", className)}
    />
  );
}
