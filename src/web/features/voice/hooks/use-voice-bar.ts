import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Language } from "../../../../contract/languages";
import { VOICE_COMMANDS_MIN_USER_MESSAGES } from "../../../../contract/voice-rules";
import { currentLanguage } from "../../../lib/i18n";
import { translateKeyedError } from "../../../lib/messages";
import { transcribe } from "../api";
import type { VoiceControlsProps } from "../components/voice-controls";
import { parseCommand, type VoiceCommand } from "../lib/commands";
import { speechErrorKey } from "../lib/errors";
import { useSpokenReplies } from "./use-spoken-replies";
import { hearingMode, useVoiceSession } from "./use-voice-session";

/**
 * What the voice bar knows and does: how this browser hears, the voice session, read-aloud, the commands heard (once
 * the call has enough messages) and the words heard added to the text box.
 */
export function useVoiceBar({
  conversation,
  chat,
  setDraft,
  sendDraft,
  requestEnd,
  requestNew,
  serverTranscription,
}: Omit<VoiceControlsProps, "draft"> & { serverTranscription: boolean }) {
  const { t } = useTranslation();
  const [mode] = useState(() => hearingMode(serverTranscription));
  const [readAloud, setReadAloud] = useState(true);
  const [helpOpen, setHelpOpen] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  // Why the server refused the last recording: the recogniser reports only "transcription-failed".
  const transcribeFailure = useRef<unknown>(null);
  const commandsOn = chat.userMessageCount >= VOICE_COMMANDS_MIN_USER_MESSAGES;
  const language = conversation.language;
  const lastReply = [...chat.messages].reverse().find((m) => m.role === "assistant")?.content ?? "";

  const commandLanguages: Language[] = [...new Set([language, currentLanguage()])];
  const run = (command: VoiceCommand) => {
    setAnnouncement(t("voice.commandHeard", { command: t(`voice.commands.${command}.label`) }));
    switch (command) {
      case "send":
        void sendDraft();
        break;
      case "clear":
        setDraft(() => "");
        break;
      case "stopListening":
        voice.stopListening();
        break;
      case "stopSpeaking":
        voice.stopSpeaking();
        break;
      case "repeat":
        if (lastReply) voice.speak(lastReply);
        break;
      case "new":
        requestNew();
        break;
      case "end":
        if (!requestEnd()) toast.info(t("practice.chat.endAvailableLater"));
        break;
      case "help":
        setHelpOpen(true);
        break;
    }
  };

  const voice = useVoiceSession({
    language,
    mode,
    transcribe: (audio) =>
      transcribe(audio, conversation.id, language).catch((e: unknown) => {
        transcribeFailure.current = e;
        throw e;
      }),
    voiceURI: conversation.clientCustomization.selectedVoice?.voiceURI ?? null,
    volume: conversation.clientCustomization.ttsVolume,
    onPhrase: (text) => {
      const command = commandsOn ? parseCommand(text, commandLanguages) : null;
      if (command) run(command);
      // While the customer speaks the microphone may hear the loudspeaker: only commands count ("stop speaking").
      else if (voice.speakerState === "idle") setDraft((d) => (d.trim() ? `${d.trimEnd()} ${text}` : text));
    },
    onSilence: () => void sendDraft(),
    onError: (code) => {
      const { key, values } = speechErrorKey(code);
      // A refused recording says why (an ended call, too many, an empty one) by the server message's key.
      const text = code === "transcription-failed" ? translateKeyedError(t, transcribeFailure.current, key) : t(key, values);
      toast.error(text, { id: "speech-error" });
    },
  });

  useSpokenReplies(chat, readAloud, voice);

  const toggleReadAloud = () => {
    if (readAloud) voice.stopSpeaking();
    setReadAloud(!readAloud);
  };
  return { mode, voice, readAloud, toggleReadAloud, helpOpen, setHelpOpen, announcement, commandsOn, language };
}
