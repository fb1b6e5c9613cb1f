import type { ReactNode } from "react";
import { siteLogoSize } from "@shared/domain/media";
import { brandLogos } from "@/lib/site";
import { cn } from "@/lib/utils";

/** width and height of the file, else (an older upload) the height it is shown at. */
const size = (url: string) => siteLogoSize(url) ?? { height: 32 };

/**
 * The operator's logo (issue 31, decision 0152): the light one in the light theme, the dark
 * one in the dark theme (either stands in for a missing other), 32 px high. Without an
 * uploaded logo, the built-in icon tile (`fallback`). Decorative: the brand name is next to it.
 * Its pixel size (from its name) is in the markup, so the header does not shift when it loads
 * (decision 0158); CSS scales it to 32 px high.
 */
export function BrandLogo({ fallback, className }: { fallback: ReactNode; className?: string }) {
  const { light, dark } = brandLogos();
  if (!light && !dark) return <>{fallback}</>;
  const l = light || dark;
  const d = dark || light;
  const img = "h-8 w-auto max-w-32 shrink-0 object-contain";
  return (
    <>
      <img
        src={l}
        alt=""
        {...size(l)}
        className={cn(img, d !== l && "dark:hidden", className)}
        data-testid="brand-logo"
      />
      {d !== l && (
        <img
          src={d}
          alt=""
          {...size(d)}
          className={cn(img, "hidden dark:block", className)}
          data-testid="brand-logo-dark"
        />
      )}
    </>
  );
}
