import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { Toaster } from "@/components/ui/sonner";
import { i18n } from "@/lib/i18n";
import { LanguageSync } from "@/components/language-sync";

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <LanguageSync />
        {children}
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
