import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "../../../contract/user";
import { i18n } from "../../lib/i18n";
import { FeedbackProvider, useOpenFeedback } from "./feedback-provider";

const auth = vi.hoisted(() => ({ user: null as unknown }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts }));
vi.mock("../../lib/auth", () => ({ useAuth: () => ({ user: auth.user, loading: false }) }));

const USER = {
  id: "u-1",
  _id: "u-1",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.test",
} as PublicUser;

type Call = { url: string; init: RequestInit | undefined };
let calls: Call[];
let respond: (url: string) => Response;

beforeEach(async () => {
  await i18n.changeLanguage("en");
  auth.user = USER;
  toasts.success.mockReset();
  calls = [];
  respond = (url) =>
    url === "/api/test"
      ? Response.json({ status: "ok", message: "API is reachable" })
      : Response.json({ message: "Feedback submitted successfully", id: "f-1" }, { status: 201 });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return respond(url);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** What the header's user menu does with the provider: an item that opens the form, for signed-in users only. */
function Opener() {
  const open = useOpenFeedback();
  return open ? (
    <button type="button" onClick={open}>
      Beta feedback
    </button>
  ) : null;
}

const renderWidget = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <FeedbackProvider>
        <Opener />
      </FeedbackProvider>
    </I18nextProvider>,
  );

async function openForm() {
  await userEvent.click(screen.getByRole("button", { name: "Beta feedback" }));
  // The dialog loads on first open; on a busy machine its first import takes more than findBy's default second.
  return screen.findByRole("dialog", { name: "Send beta feedback" }, { timeout: 10_000 });
}

describe("beta feedback", () => {
  it("cannot be opened by visitors", () => {
    auth.user = null;
    renderWidget();
    expect(screen.queryByRole("button", { name: "Beta feedback" })).toBeNull();
  });

  it("defaults to bug and medium, shows what is included, and keeps submit disabled until title and description are filled", async () => {
    renderWidget();
    const dialog = await openForm();
    expect((within(dialog).getByLabelText("Type") as HTMLSelectElement).value).toBe("bug");
    expect((within(dialog).getByLabelText("Priority") as HTMLSelectElement).value).toBe("medium");
    expect(within(dialog).getByText("Included automatically")).toBeTruthy();
    expect(within(dialog).getByText("Ada Lovelace (ada@example.test)")).toBeTruthy();
    const submit = within(dialog).getByRole("button", { name: "Send feedback" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText(/Title/), "Crash");
    expect(submit.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText(/Description/), "It crashed");
    expect(submit.disabled).toBe(false);
  });

  it("shows the spec's messages for a blank title and description and sends nothing", async () => {
    renderWidget();
    const dialog = await openForm();
    await userEvent.type(within(dialog).getByLabelText(/Title/), "   ");
    await userEvent.type(within(dialog).getByLabelText(/Description/), "  ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send feedback" }));
    expect(await within(dialog).findByText("Please enter a title for your feedback.")).toBeTruthy();
    expect(within(dialog).getByText("Please enter a description for your feedback.")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("closes, thanks the user, resets the form and sends GET /api/test then POST /api/feedback", async () => {
    renderWidget();
    const dialog = await openForm();
    await userEvent.selectOptions(within(dialog).getByLabelText("Type"), "feature");
    await userEvent.selectOptions(within(dialog).getByLabelText("Priority"), "high");
    await userEvent.type(within(dialog).getByLabelText(/Title/), "Export");
    await userEvent.type(within(dialog).getByLabelText(/Description/), "Please add CSV export");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send feedback" }));

    const thanks = await screen.findByRole("dialog", { name: "Thank you!" });
    expect(screen.queryByRole("dialog", { name: "Send beta feedback" })).toBeNull();
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual(["/api/test", "/api/feedback"]));
    const body = JSON.parse(String(calls[1]?.init?.body));
    expect(body).toMatchObject({
      type: "feature",
      priority: "high",
      title: "Export",
      description: "Please add CSV export",
      userId: "u-1",
      userEmail: "ada@example.test",
      userName: "Ada Lovelace",
      url: window.location.href,
      userAgent: navigator.userAgent,
    });
    expect(new Date(body.timestamp).toString()).not.toBe("Invalid Date");
    // Spec 1 §8: once it has arrived (issue 20 item 8).
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Feedback submitted successfully"));

    await userEvent.click(within(thanks).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    const again = await openForm();
    expect((within(again).getByLabelText("Type") as HTMLSelectElement).value).toBe("bug");
    expect((within(again).getByLabelText("Priority") as HTMLSelectElement).value).toBe("medium");
    expect((within(again).getByLabelText(/Title/) as HTMLInputElement).value).toBe("");
    expect((within(again).getByLabelText(/Description/) as HTMLTextAreaElement).value).toBe("");
  });

  it("only logs a failure, with the status text; the user still sees the thank-you", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    respond = (url) =>
      url === "/api/test"
        ? Response.json({ status: "ok", message: "API is reachable" })
        : new Response("{}", { status: 500, statusText: "Internal Server Error" });
    renderWidget();
    const dialog = await openForm();
    await userEvent.type(within(dialog).getByLabelText(/Title/), "T");
    await userEvent.type(within(dialog).getByLabelText(/Description/), "D");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send feedback" }));
    expect(await screen.findByRole("dialog", { name: "Thank you!" })).toBeTruthy();
    await waitFor(() => expect(errors).toHaveBeenCalledWith("Failed to submit feedback: Internal Server Error"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
