import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { i18n } from "../lib/i18n";

export interface RenderRouteOptions {
  /** The query client; by default a fresh one whose queries do not retry, so that a refused call shows at once. */
  client?: QueryClient;
  /** Providers between the query client and the router (a ThemeProvider, for instance). */
  wrap?: (router: ReactNode) => ReactNode;
}

/**
 * Renders `routes` in a memory router at `path`, with the app's i18n and a query client, as the app serves its
 * screens. Answers what render() answers, and the router, to follow where the screen navigates.
 */
export function renderRoute(routes: RouteObject[], path: string, { client, wrap = (router) => router }: RenderRouteOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const rendered = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client ?? new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {wrap(<RouterProvider router={router} />)}
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...rendered, router };
}
