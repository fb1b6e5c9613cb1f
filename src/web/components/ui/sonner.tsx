import type * as React from "react";
import { useSyncExternalStore } from "react";
import { Toaster as Sonner } from "sonner";
import type { ToasterProps } from "sonner";

type Theme = "light" | "dark";

function subscribeToThemeClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

function getThemeFromDocument(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

function getServerTheme(): Theme {
  return "light";
}

/** Follows the `.dark` class on <html>, which is how the app switches themes. */
function useDocumentTheme(): Theme {
  return useSyncExternalStore(subscribeToThemeClass, getThemeFromDocument, getServerTheme);
}

const themeVariables = {
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
  "--normal-bg-hover": "var(--accent)",
  "--normal-border-hover": "var(--border)",
  "--success-bg": "var(--success-subtle)",
  "--success-text": "var(--success-subtle-foreground)",
  "--success-border": "color-mix(in oklch, var(--success-subtle-foreground) 25%, transparent)",
  "--info-bg": "var(--accent)",
  "--info-text": "var(--accent-foreground)",
  "--info-border": "color-mix(in oklch, var(--accent-foreground) 25%, transparent)",
  "--warning-bg": "var(--warning-subtle)",
  "--warning-text": "var(--warning-subtle-foreground)",
  "--warning-border": "color-mix(in oklch, var(--warning-subtle-foreground) 25%, transparent)",
  "--error-bg": "var(--destructive-subtle)",
  "--error-text": "var(--destructive-subtle-foreground)",
  "--error-border": "color-mix(in oklch, var(--destructive-subtle-foreground) 25%, transparent)",
  "--border-radius": "var(--radius)",
  fontFamily: "inherit",
} as React.CSSProperties;

type KurswerkToasterProps = ToasterProps & {
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
};

function Toaster({
  theme,
  style,
  toastOptions,
  closeLabel = "Benachrichtigung schließen",
  containerAriaLabel = "Benachrichtigungen",
  ...props
}: KurswerkToasterProps) {
  const documentTheme = useDocumentTheme();

  return (
    <Sonner
      theme={theme ?? documentTheme}
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={containerAriaLabel}
      className="toaster group"
      style={{ ...themeVariables, ...style }}
      toastOptions={{
        closeButtonAriaLabel: closeLabel,
        ...toastOptions,
        classNames: {
          description: "text-current!",
          actionButton: "bg-primary! text-primary-foreground!",
          cancelButton: "bg-muted! text-muted-foreground!",
          closeButton:
            "focus-visible:ring-2! focus-visible:ring-ring! focus-visible:ring-offset-1! focus-visible:ring-offset-background!",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}

export { Toaster };
export type { KurswerkToasterProps as ToasterProps };
