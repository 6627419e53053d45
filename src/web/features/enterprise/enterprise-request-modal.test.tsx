import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "../../../contract/user";
import { i18n } from "../../lib/i18n";
import { EnterpriseRequestModal } from "./enterprise-request-modal";

const auth = vi.hoisted(() => ({ user: null as unknown }));
vi.mock("../../lib/auth", () => ({ useAuth: () => ({ user: auth.user, loading: false }) }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts }));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await i18n.changeLanguage("en");
  auth.user = null;
  toasts.success.mockReset();
  toasts.error.mockReset();
  fetchMock = vi.fn(async () => Response.json({ message: "Enterprise request submitted successfully! We'll contact you soon." }, { status: 201 }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderModal() {
  const onOpenChange = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <EnterpriseRequestModal open onOpenChange={onOpenChange} />
    </I18nextProvider>,
  );
  return { onOpenChange, dialog: screen.getByRole("dialog", { name: "Enterprise inquiry" }) };
}

async function fillRequired(dialog: HTMLElement, skip: string[] = []) {
  const d = within(dialog);
  const text: [RegExp, string][] = [
    [/^First name/, "Grace"],
    [/^Last name/, "Hopper"],
    [/^Work email/, "grace@navy.example"],
    [/^Company\b(?! size)/, "Compiler Corp"],
    [/^Job title/, "Head of Sales"],
    [/^Industry/, "Software"],
    [/^Use case/, "Onboarding reps"],
    [/^Expected number of users/, "60"],
  ];
  for (const [label, value] of text) {
    if (!skip.includes(String(label))) await userEvent.type(d.getByLabelText(label), value);
  }
  await userEvent.selectOptions(d.getByLabelText(/^Company size/), "51-200");
  await userEvent.selectOptions(d.getByLabelText(/^Budget/), "$2500-$5000");
  await userEvent.selectOptions(d.getByLabelText(/^Timeline/), "1 month");
}

describe("EnterpriseRequestModal", () => {
  it("marks the required fields and lists what is missing without sending", async () => {
    const { dialog } = renderModal();
    expect(
      within(dialog)
        .getByLabelText(/^Phone/)
        .getAttribute("aria-required"),
    ).toBeNull();
    expect(
      within(dialog)
        .getByLabelText(/^Company size/)
        .getAttribute("aria-required"),
    ).toBe("true");
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit request" }));
    expect((await within(dialog).findAllByText("This field is required")).length).toBeGreaterThanOrEqual(11);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses fewer than 1 expected user", async () => {
    const { dialog } = renderModal();
    await fillRequired(dialog, [String(/^Expected number of users/)]);
    await userEvent.type(within(dialog).getByLabelText(/^Expected number of users/), "0");
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit request" }));
    expect(await within(dialog).findByText("Expected users must be at least 1")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("prefills the signed-in user's name and email", async () => {
    auth.user = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.test", company: null } as PublicUser;
    const { dialog } = renderModal();
    await waitFor(() => expect((within(dialog).getByLabelText(/^First name/) as HTMLInputElement).value).toBe("Ada"));
    expect((within(dialog).getByLabelText(/^Last name/) as HTMLInputElement).value).toBe("Lovelace");
    expect((within(dialog).getByLabelText(/^Work email/) as HTMLInputElement).value).toBe("ada@example.test");
  });

  it("sends the request, toasts the success and closes", async () => {
    const { dialog, onOpenChange } = renderModal();
    await fillRequired(dialog);
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit request" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(toasts.success).toHaveBeenCalledWith("Enterprise request submitted successfully! We'll contact you soon.");
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/enterprise/request");
    expect(JSON.parse(String(init.body))).toMatchObject({
      firstName: "Grace",
      company: "Compiler Corp",
      companySize: "51-200",
      expectedUsers: 60,
      budget: "$2500-$5000",
      timeline: "1 month",
    });
    expect((within(dialog).getByLabelText(/^First name/) as HTMLInputElement).value).toBe("");
  });

  it("toasts the server's error, else 'Failed to submit request', and stays open", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ error: "Too many requests. Please try again later.", code: "RATE_LIMITED" }, { status: 429 }));
    const { dialog, onOpenChange } = renderModal();
    await fillRequired(dialog);
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit request" }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith("Too many requests. Please try again later."));
    fetchMock.mockResolvedValueOnce(new Response("", { status: 502 }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit request" }));
    await waitFor(() => expect(toasts.error).toHaveBeenLastCalledWith("Failed to submit request"));
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
