import { useQuery } from "@tanstack/react-query";
import { Hand, Lock, Mic, MicOff, Pause, Play, Square, Volume2, VolumeX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Language } from "../../../../contract/languages";
import type { ChatMessage, Conversation } from "../../../../contract/practice";
import { VOICE_COMMANDS_MIN_USER_MESSAGES } from "../../../../contract/voice-rules";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { currentLanguage } from "../../../lib/i18n";
import { translateKeyedError } from "../../../lib/messages";
import { transcribe, VOICE_STATUS_KEY, voiceStatus } from "../api";
import { hearingMode, useVoiceSession } from "../hooks/use-voice-session";
import { parseCommand, type VoiceCommand } from "../lib/commands";
import { confidenceBand, speechErrorKey } from "../lib/errors";
import { VoiceCommandsHelp } from "./voice-commands-help";
import { UpgradeLink } from "../../billing/upgrade-link";

export interface VoiceChat {
  messages: ChatMessage[];
  streaming: string | null;
  pending: boolean;
  callEnded: boolean;
  userMessageCount: number;
}

export interface VoiceControlsProps {
  conversation: Conversation;
  chat: VoiceChat;
  draft: string;
  setDraft(update: (draft: string) => string): void;
  /** Sends the text box's words; resolves false when nothing was sent. */
  sendDraft(): Promise<boolean>;
  /** "end" by voice: ends the call when it can be ended; false when not yet. */
  requestEnd(): boolean;
  /** "new" by voice: closes this chat and opens the start dialog. */
  requestNew(): void;
}

const CONFIDENCE_CLASS = {
  high: "text-emerald-700 dark:text-emerald-400",
  medium: "text-amber-600 dark:text-amber-400",
  low: "text-red-600 dark:text-red-400",
} as const;

/** Voice practice (spec 2 §2, §4, §5; Pro and above): speak instead of type, and hear the customer. */
export function VoiceControls(props: VoiceControlsProps) {
  const { t } = useTranslation();
  const status = useQuery({ queryKey: VOICE_STATUS_KEY, queryFn: ({ signal }) => voiceStatus(signal), staleTime: 5 * 60_000 });
  if (!status.data) return null;
  if (!status.data.allowed) {
    return (
      // On a phone with the keyboard up the messages need the room more than this reminder does.
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 max-sm:text-xs max-sm:short:hidden dark:text-slate-400" data-testid="voice-locked">
        <Lock className="h-4 w-4 shrink-0" aria-hidden />
        {t("voice.locked")}
        <UpgradeLink className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">{t("voice.upgrade")}</UpgradeLink>
      </p>
    );
  }
  return <VoiceBar {...props} serverTranscription={status.data.serverTranscription} />;
}

function VoiceBar({
  conversation,
  chat,
  setDraft,
  sendDraft,
  requestEnd,
  requestNew,
  serverTranscription,
}: VoiceControlsProps & { serverTranscription: boolean }) {
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

  // The customer's replies, spoken as they stream in, sentence by sentence. React may batch a fast stream into
  // one render, so the finished message is the authority: whatever of it was not fed yet is spoken at the end.
  const fed = useRef<string | null>(null);
  const replies = chat.messages.filter((m) => m.role === "assistant");
  const replyCount = useRef(replies.length);
  const newest = replies.at(-1)?.content ?? "";
  useEffect(() => {
    const arrived = replies.length > replyCount.current;
    replyCount.current = replies.length;
    if (chat.streaming !== null) {
      if (!readAloud) return;
      if (fed.current === null) {
        fed.current = "";
        voice.beginReply();
      }
      const piece = chat.streaming.slice(fed.current.length);
      if (piece) voice.feedReply(piece);
      fed.current = chat.streaming;
      return;
    }
    const sofar = fed.current;
    fed.current = null;
    if (!readAloud || !arrived) return;
    if (sofar === null) voice.speak(newest);
    else {
      const done = sofar.trim();
      if (newest.startsWith(done)) voice.feedReply(newest.slice(done.length));
      voice.endReply();
    }
  }, [chat.streaming, replies.length, newest, readAloud, voice]);

  // The customer's opening line, when the call has just started.
  const greeted = useRef(false);
  useEffect(() => {
    if (greeted.current) return;
    greeted.current = true;
    if (readAloud && chat.messages.length === 1 && chat.messages[0]?.role === "assistant") voice.speak(chat.messages[0].content);
  }, [chat.messages, readAloud, voice]);

  const speaking = voice.speakerState !== "idle";
  const stateLabel = voice.listening ? t(`voice.states.${voice.inputState}`) : null;

  return (
    <div className="w-full space-y-2" data-testid="voice-controls">
      <div className="flex flex-wrap items-center gap-2">
        {mode === "none" ? (
          <p role="note" className="text-sm text-amber-700 dark:text-amber-400" data-testid="voice-unsupported">
            {t("voice.unsupported")}
          </p>
        ) : (
          <>
            <Button
              type="button"
              size="sm"
              variant={voice.listening ? "danger" : "secondary"}
              onClick={voice.listening ? voice.stopListening : voice.startListening}
              disabled={chat.callEnded}
              aria-pressed={voice.listening}
              data-testid="voice-toggle"
            >
              {voice.listening ? <MicOff className="h-4 w-4" aria-hidden /> : <Mic className="h-4 w-4" aria-hidden />}
              {voice.listening
                ? mode === "recorder"
                  ? t("voice.stopRecording")
                  : t("voice.stop")
                : mode === "recorder"
                  ? t("voice.record")
                  : t("voice.speak")}
            </Button>
            {mode === "browser" ? (
              <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                <input
                  type="checkbox"
                  className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
                  checked={voice.handsFree}
                  onChange={(e) => voice.setHandsFree(e.target.checked)}
                  data-testid="hands-free"
                />
                <Hand className="h-4 w-4" aria-hidden />
                {t("voice.handsFree")}
              </label>
            ) : null}
            {stateLabel ? (
              <span
                role="status"
                className="inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400"
                data-testid="voice-state"
                data-state={voice.inputState}
              >
                <span className={cn("h-2 w-2 rounded-full", voice.inputState === "listening" ? "animate-pulse bg-red-500" : "bg-slate-400")} aria-hidden />
                {stateLabel}
              </span>
            ) : null}
          </>
        )}

        {mode !== "none" && commandsOn ? <VoiceCommandsHelp language={language} open={helpOpen} onOpenChange={setHelpOpen} /> : null}

        {voice.canSpeak ? (
          <div className="ml-auto flex items-center gap-1">
            {speaking ? (
              <>
                <span className="mr-1 inline-flex items-center gap-1 text-sm text-brand-700 dark:text-brand-300" role="status" data-testid="speaking-indicator">
                  <Volume2 className="h-4 w-4 animate-pulse" aria-hidden />
                  {voice.speakerState === "paused" ? t("voice.paused") : t("voice.speaking", { name: conversation.clientCustomization.name })}
                </span>
                {voice.speakerState === "paused" ? (
                  <Button type="button" size="icon" variant="ghost" onClick={voice.resumeSpeaking} aria-label={t("voice.resume")} title={t("voice.resume")}>
                    <Play className="h-4 w-4" aria-hidden />
                  </Button>
                ) : (
                  <Button type="button" size="icon" variant="ghost" onClick={voice.pauseSpeaking} aria-label={t("voice.pause")} title={t("voice.pause")}>
                    <Pause className="h-4 w-4" aria-hidden />
                  </Button>
                )}
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  onClick={voice.stopSpeaking}
                  aria-label={t("voice.stopSpeaking")}
                  title={t("voice.stopSpeaking")}
                  data-testid="stop-speaking"
                >
                  <Square className="h-4 w-4" aria-hidden />
                </Button>
              </>
            ) : null}
            <Button
              type="button"
              size="icon"
              variant="ghost"
              onClick={() => {
                if (readAloud) voice.stopSpeaking();
                setReadAloud(!readAloud);
              }}
              aria-pressed={readAloud}
              aria-label={t("voice.readAloud")}
              title={t("voice.readAloud")}
              data-testid="read-aloud"
            >
              {readAloud ? <Volume2 className="h-4 w-4" aria-hidden /> : <VolumeX className="h-4 w-4" aria-hidden />}
            </Button>
          </div>
        ) : null}
      </div>

      {speaking && voice.listening ? (
        <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="voice-echo-guard">
          {t("voice.whileSpeaking")}
        </p>
      ) : null}
      {voice.interim && !speaking ? (
        <p className="text-sm italic" data-testid="voice-interim" data-confidence={confidenceBand(voice.interim.confidence)}>
          <span className={CONFIDENCE_CLASS[confidenceBand(voice.interim.confidence)]}>{voice.interim.text}</span>
          <span className="sr-only"> ({t(`voice.confidence.${confidenceBand(voice.interim.confidence)}`)})</span>
        </p>
      ) : null}

      {mode !== "none" && !commandsOn ? (
        <p className="text-xs text-slate-600 max-sm:hidden dark:text-slate-400" data-testid="voice-commands-later">
          {t("voice.commandsLater")}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
