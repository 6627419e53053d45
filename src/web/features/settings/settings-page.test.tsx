import { act, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ThemeProvider } from "../../lib/theme";
import { i18n, setLanguage } from "../../lib/i18n";
import { testUser } from "../billing/test-fixtures";
import { SettingsPage } from "./settings-page";

vi.mock("../../lib/auth", () => ({ ME_QUERY_KEY: ["auth", "me"], useAuth: () => ({ user: testUser(), loading: false, signOut: vi.fn() }) }));

function renderPage() {
  const router = createMemoryRouter([{ path: "/settings", element: <SettingsPage /> }], { initialEntries: ["/settings"] });
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe("the settings language", () => {
  beforeEach(async () => {
    await setLanguage("en");
  });
  afterEach(async () => {
    await setLanguage("en");
  });

  it("follows a language switch made elsewhere (the header), so it never shows the old language", async () => {
    renderPage();
    const select = (await screen.findByRole("combobox", { name: "Language" })) as HTMLSelectElement;
    expect(select.value).toBe("en");
    await act(async () => {
      await setLanguage("et");
    });
    expect((screen.getByRole("combobox", { name: "Keel" }) as HTMLSelectElement).value).toBe("et");
  });
});
