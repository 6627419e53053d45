import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage, Conversation } from "../../../../contract/practice";
import { i18n } from "../../../lib/i18n";
import { VoiceControls, type VoiceChat } from "./voice-controls";

vi.mock("sonner", () => ({ toast: { error: vi.fn(), info: vi.fn(), success: vi.fn() } }));

let status = { allowed: true, serverTranscription: false, maxAudioBytes: 10 * 1024 * 1024 };

beforeEach(async () => {
  await i18n.changeLanguage("en");
  status = { allowed: true, serverTranscription: false, maxAudioBytes: 10 * 1024 * 1024 };
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) => Promise.resolve(url === "/api/ai/voice" ? Response.json(status) : Response.json({ error: "no route" }, { status: 500 }))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
});

const conversation = {
  id: "c1",
  language: "en",
  clientCustomization: { name: "Maria Lopez", selectedVoice: null, ttsVolume: 0.7 },
} as unknown as Conversation;

function chatWith(userMessages: number): VoiceChat {
  const messages: ChatMessage[] = [{ role: "assistant", content: "Hello?", timestamp: "2026-11-23T10:00:00Z" }];
  for (let i = 0; i < userMessages; i++) messages.push({ role: "user", content: `m${i}`, timestamp: "2026-11-23T10:00:00Z" });
  return { messages, streaming: null, pending: false, callEnded: false, userMessageCount: userMessages };
}

function renderControls(chat = chatWith(0)) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <VoiceControls
            conversation={conversation}
            chat={chat}
            draft=""
            setDraft={() => {}}
            sendDraft={async () => true}
            requestEnd={() => true}
            requestNew={() => {}}
          />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

class FakeRecognition {
  start() {}
  stop() {}
  abort() {}
}

describe("voice controls", () => {
  it("show Free and Basic users that voice is a Pro feature, with the upgrade link", async () => {
    status.allowed = false;
    renderControls();
    expect((await screen.findByTestId("voice-locked")).textContent).toContain("Voice practice is part of the Pro, Unlimited and Enterprise plans.");
    expect(screen.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/pricing?returnTo=%2F");
    expect(screen.queryByRole("button", { name: /speak/i })).toBeNull();
  });

  it("warn to use Chrome, Edge or Safari where the browser cannot hear and the server cannot transcribe", async () => {
    renderControls();
    expect((await screen.findByTestId("voice-unsupported")).textContent).toContain("Please use Chrome, Edge or Safari.");
  });

  it("offer recording where the browser cannot hear but the server can transcribe", async () => {
    status.serverTranscription = true;
    vi.stubGlobal("MediaRecorder", class {});
    Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia: vi.fn() }, configurable: true });
    renderControls();
    expect(await screen.findByRole("button", { name: "Record" })).toBeTruthy();
    expect(screen.queryByTestId("hands-free")).toBeNull(); // a recording has no live words to time a silence by
  });

  it("with speech recognition: a speak button, hands-free, and the voice commands only after 2 messages", async () => {
    (window as unknown as Record<string, unknown>).webkitSpeechRecognition = FakeRecognition;
    const view = renderControls(chatWith(1));
    expect(await screen.findByRole("button", { name: "Speak" })).toBeTruthy();
    expect((screen.getByRole("checkbox", { name: "Hands-free" }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByTestId("voice-commands-later")).toBeTruthy();
    expect(screen.queryByTestId("voice-commands")).toBeNull();
    view.unmount();

    renderControls(chatWith(2));
    const toggle = await screen.findByRole("button", { name: "Voice commands" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await userEvent.setup().click(toggle);
    const list = screen.getByTestId("voice-commands");
    for (const phrase of ["send", "clear", "stop listening", "stop speaking", "repeat that", "new conversation", "end conversation", "help"]) {
      expect(list.textContent).toContain(`“${phrase}”`);
    }
  });
});
