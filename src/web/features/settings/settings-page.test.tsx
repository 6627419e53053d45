import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ThemeProvider } from "../../lib/theme";
import { setLanguage } from "../../lib/i18n";
import { testUser } from "../billing/test-fixtures";
import { SettingsPage } from "./settings-page";
import { renderRoute } from "../../test/render-route";

vi.mock("../../lib/auth", () => ({ ME_QUERY_KEY: ["auth", "me"], useAuth: () => ({ user: testUser(), loading: false, signOut: vi.fn() }) }));

function renderPage() {
  renderRoute([{ path: "/settings", element: <SettingsPage /> }], "/settings", { wrap: (router) => <ThemeProvider>{router}</ThemeProvider> });
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
