import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PRACTICE_LIMITS } from "../../../../contract/practice";
import { i18n } from "../../../lib/i18n";
import { canEnd, EndControl, type EndControlProps } from "./end-control";

function renderControl(props: Partial<EndControlProps>) {
  const onEnd = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <EndControl userMessageCount={0} pending={false} ending={false} onEnd={onEnd} {...props} />
    </I18nextProvider>,
  );
  return { onEnd, button: screen.getByRole("button", { name: /End and get rating/ }) as HTMLButtonElement };
}

describe("the end-conversation control", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("opens only after the minimum number of salesperson messages", () => {
    const min = PRACTICE_LIMITS.minUserMessagesToEnd;
    expect(canEnd(min - 1)).toBe(false);
    expect(canEnd(min)).toBe(true);
    expect(canEnd(min + 5)).toBe(true);
  });

  it("is disabled before that and says so without showing the number", () => {
    for (let n = 0; n < PRACTICE_LIMITS.minUserMessagesToEnd; n++) {
      const { button } = renderControl({ userMessageCount: n });
      expect(button.disabled).toBe(true);
      const hint = screen.getByText("Available after a few more messages");
      expect(hint.textContent).not.toMatch(/\d/);
      expect(button.getAttribute("aria-describedby")).toBe(hint.id);
      document.body.innerHTML = "";
    }
  });

  it("ends the call once enough messages were sent, after the salesperson confirms", async () => {
    const { button, onEnd } = renderControl({ userMessageCount: PRACTICE_LIMITS.minUserMessagesToEnd });
    expect(button.disabled).toBe(false);
    expect(screen.queryByText("Available after a few more messages")).toBeNull();
    await userEvent.click(button);
    const confirm = screen.getByRole("alertdialog", { name: "End the call and get your rating?" });
    expect(onEnd).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole("button", { name: "Keep talking" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(onEnd).not.toHaveBeenCalled();

    await userEvent.click(button);
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "End and get rating" }));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it("waits while a reply is pending or the rating is being made", () => {
    expect(renderControl({ userMessageCount: 5, pending: true }).button.disabled).toBe(true);
    document.body.innerHTML = "";
    render(
      <I18nextProvider i18n={i18n}>
        <EndControl userMessageCount={5} pending={false} ending onEnd={vi.fn()} />
      </I18nextProvider>,
    );
    const busy = screen.getByRole("button", { name: /Rating the call/ }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
  });
});
