import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router";
import { AuthProvider } from "./lib/auth";
import { createRouter } from "./app/router";
import { ThemeProvider } from "./lib/theme";
import { Toasts } from "./app/toasts";
import { i18n, startLanguage } from "./lib/i18n";
import "./styles.css";

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
const router = createRouter();

// The stored language's phrase books arrive before the first paint, so the page never flashes in English.
void startLanguage().then(() =>
  createRoot(document.getElementById("root") as HTMLElement).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider>
            <AuthProvider>
              <RouterProvider router={router} />
              <Toasts router={router} />
            </AuthProvider>
          </ThemeProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  ),
);
