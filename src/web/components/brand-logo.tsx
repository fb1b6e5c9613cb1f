import type { ReactNode } from "react";
import { brandLogos } from "@/lib/site";
import { cn } from "@/lib/utils";

/**
 * The operator's logo (issue 31, decision 0152): the light one in the light theme, the dark
 * one in the dark theme (either stands in for a missing other), 32 px high. Without an
 * uploaded logo, the built-in icon tile (`fallback`). Decorative: the brand name is next to it.
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
        height={32}
        className={cn(img, d !== l && "dark:hidden", className)}
        data-testid="brand-logo"
      />
      {d !== l && (
        <img
          src={d}
          alt=""
          height={32}
          className={cn(img, "hidden dark:block", className)}
          data-testid="brand-logo-dark"
        />
      )}
    </>
  );
}
