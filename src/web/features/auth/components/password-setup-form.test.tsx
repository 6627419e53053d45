import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "../../../lib/i18n";
import { PasswordSetupForm } from "./password-setup-form";

function renderForm(requireSpecial: boolean) {
  const onDone = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <PasswordSetupForm requireSpecial={requireSpecial} onDone={onDone} />
    </I18nextProvider>,
  );
  return onDone;
}

describe("password setup form", () => {
  it("lists every failed rule joined with '. ' and does not submit", async () => {
    await i18n.changeLanguage("en");
    const onDone = renderForm(false);
    await userEvent.type(screen.getByLabelText("Password", { exact: true }), "abc");
    await userEvent.type(screen.getByLabelText("Confirm password"), "abd");
    await userEvent.click(screen.getByRole("button", { name: "Set password" }));
    expect(
      screen.getByText(
        "Password must be at least 8 characters long. Password must contain at least one uppercase letter. Password must contain at least one number",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Passwords do not match")).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("asks for a special character only in the modal variant", async () => {
    await i18n.changeLanguage("en");
    renderForm(true);
    await userEvent.type(screen.getByLabelText("Password", { exact: true }), "Abcdefg1");
    await userEvent.click(screen.getByRole("button", { name: "Set password" }));
    expect(screen.getByText("Password must contain at least one special character")).toBeTruthy();
  });

  it("speaks the interface language", async () => {
    await i18n.changeLanguage("et");
    renderForm(false);
    await userEvent.click(screen.getByRole("button", { name: i18n.t("setup.submit") }));
    expect(screen.getByText(new RegExp(i18n.t("password.rules.length")))).toBeTruthy();
    expect(i18n.t("password.rules.length")).not.toBe("Password must be at least 8 characters long");
    await i18n.changeLanguage("en");
  });
});
