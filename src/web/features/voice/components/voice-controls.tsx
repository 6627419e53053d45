import { useQuery } from "@tanstack/react-query";
import { Hand, Lock, Mic, MicOff, Pause, Play, Square, Volume2, VolumeX } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ChatMessage, Conversation } from "../../../../contract/practice";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { VOICE_STATUS_KEY, voiceStatus } from "../api";
import { useVoiceBar } from "../hooks/use-voice-bar";
import type { HearingMode, VoiceSession } from "../hooks/use-voice-session";
import { confidenceBand } from "../lib/errors";
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

function VoiceBar(props: VoiceControlsProps & { serverTranscription: boolean }) {
  const { mode, voice, readAloud, toggleReadAloud, helpOpen, setHelpOpen, announcement, commandsOn, language } = useVoiceBar(props);
  const { t } = useTranslation();
  const speaking = voice.speakerState !== "idle";

  return (
    <div className="w-full space-y-2" data-testid="voice-controls">
      <div className="flex flex-wrap items-center gap-2">
        {mode === "none" ? (
          <p role="note" className="text-sm text-amber-700 dark:text-amber-400" data-testid="voice-unsupported">
            {t("voice.unsupported")}
          </p>
        ) : (
          <ListenControls mode={mode} voice={voice} callEnded={props.chat.callEnded} />
        )}

        {mode !== "none" && commandsOn ? <VoiceCommandsHelp language={language} open={helpOpen} onOpenChange={setHelpOpen} /> : null}

        {voice.canSpeak ? (
          <SpeakerControls voice={voice} customerName={props.conversation.clientCustomization.name} readAloud={readAloud} toggleReadAloud={toggleReadAloud} />
        ) : null}
      </div>

      <HeardHints voice={voice} speaking={speaking} />

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

/** The microphone: start and stop listening, hands-free (the browser's own recognition only), what it is doing. */
function ListenControls({ mode, voice, callEnded }: { mode: Exclude<HearingMode, "none">; voice: VoiceSession; callEnded: boolean }) {
  const { t } = useTranslation();
  const stateLabel = voice.listening ? t(`voice.states.${voice.inputState}`) : null;
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant={voice.listening ? "danger" : "secondary"}
        onClick={voice.listening ? voice.stopListening : voice.startListening}
        disabled={callEnded}
        aria-pressed={voice.listening}
        data-testid="voice-toggle"
      >
        {voice.listening ? <MicOff className="h-4 w-4" aria-hidden /> : <Mic className="h-4 w-4" aria-hidden />}
        {voice.listening ? (mode === "recorder" ? t("voice.stopRecording") : t("voice.stop")) : mode === "recorder" ? t("voice.record") : t("voice.speak")}
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
  );
}

/** The customer's voice: pause, resume and stop while it speaks, and read-aloud on or off. */
function SpeakerControls({
  voice,
  customerName,
  readAloud,
  toggleReadAloud,
}: {
  voice: VoiceSession;
  customerName: string;
  readAloud: boolean;
  toggleReadAloud(): void;
}) {
  const { t } = useTranslation();
  const speaking = voice.speakerState !== "idle";
  return (
    <div className="ml-auto flex items-center gap-1">
      {speaking ? (
        <>
          <span className="mr-1 inline-flex items-center gap-1 text-sm text-brand-700 dark:text-brand-300" role="status" data-testid="speaking-indicator">
            <Volume2 className="h-4 w-4 animate-pulse" aria-hidden />
            {voice.speakerState === "paused" ? t("voice.paused") : t("voice.speaking", { name: customerName })}
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
        onClick={toggleReadAloud}
        aria-pressed={readAloud}
        aria-label={t("voice.readAloud")}
        title={t("voice.readAloud")}
        data-testid="read-aloud"
      >
        {readAloud ? <Volume2 className="h-4 w-4" aria-hidden /> : <VolumeX className="h-4 w-4" aria-hidden />}
      </Button>
    </div>
  );
}

/** What was heard: a reminder that the microphone waits while the customer speaks, and the words not yet final. */
function HeardHints({ voice, speaking }: { voice: VoiceSession; speaking: boolean }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
