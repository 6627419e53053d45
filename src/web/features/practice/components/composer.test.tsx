import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../lib/i18n";
import { Composer, type ComposerProps } from "./composer";

function renderComposer(props: Partial<ComposerProps> = {}) {
  const onSend = vi.fn<ComposerProps["onSend"]>(() => true);
  const utils = render(
    <I18nextProvider i18n={i18n}>
      <Composer onSend={onSend} pending={false} {...props} />
    </I18nextProvider>,
  );
  const box = screen.getByRole("textbox", { name: "Message to the customer" }) as HTMLTextAreaElement;
  const button = screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement;
  return { onSend: (props.onSend as typeof onSend | undefined) ?? onSend, box, button, ...utils };
}

describe("the chat composer", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("sends on Enter, trimmed, and clears the box", async () => {
    const { onSend, box } = renderComposer();
    await userEvent.type(box, "  Hello, this is Anna from Acme  {Enter}");
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith("Hello, this is Anna from Acme");
    expect(box.value).toBe("");
  });

  it("starts a new line on Shift+Enter without sending", async () => {
    const { onSend, box } = renderComposer();
    await userEvent.type(box, "First line{Shift>}{Enter}{/Shift}Second line");
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe("First line\nSecond line");
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(onSend).toHaveBeenCalledWith("First line\nSecond line");
  });

  it("ignores blank messages: Enter does nothing and the button stays disabled", async () => {
    const { onSend, box, button } = renderComposer();
    expect(button.disabled).toBe(true);
    await userEvent.type(box, "   {Enter}");
    await userEvent.type(box, "{Shift>}{Enter}{/Shift}{Enter}");
    expect(onSend).not.toHaveBeenCalled();
    expect(button.disabled).toBe(true);
  });

  it("does not send while a reply is pending, and keeps the draft", async () => {
    const { onSend, box, button, rerender } = renderComposer({ pending: true });
    await userEvent.type(box, "Can I ask a few questions?{Enter}");
    expect(onSend).not.toHaveBeenCalled();
    expect(button.disabled).toBe(true);
    expect(box.value).toBe("Can I ask a few questions?");

    rerender(
      <I18nextProvider i18n={i18n}>
        <Composer onSend={onSend} pending={false} />
      </I18nextProvider>,
    );
    expect(button.disabled).toBe(false);
    await userEvent.type(box, "{Enter}");
    expect(onSend).toHaveBeenCalledWith("Can I ask a few questions?");
  });

  it("puts the draft back when the message could not be sent", async () => {
    const onSend = vi.fn(async () => false);
    const { box } = renderComposer({ onSend });
    await userEvent.type(box, "How do you handle deliveries today?{Enter}");
    expect(onSend).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(box.value).toBe("How do you handle deliveries today?"));
  });

  it("cannot be used once the call has ended", async () => {
    const { onSend, box, button } = renderComposer({ disabled: true });
    expect(box.disabled).toBe(true);
    expect(button.disabled).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
  });
});
