import { ChevronDown, HelpCircle } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "../../../../contract/languages";
import { COMMAND_PHRASES, VOICE_COMMANDS } from "../lib/commands";

/** The voice commands and what to say for each, in the conversation's language (spec ruling 8). */
export function VoiceCommandsHelp({ language, open, onOpenChange }: { language: Language; open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="text-sm" data-testid="voice-commands">
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded font-medium text-brand-700 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-300"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onOpenChange(!open)}
      >
        <HelpCircle className="h-4 w-4" aria-hidden />
        {t("voice.commandsTitle")}
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden />
      </button>
      {open ? (
        <dl id={id} className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 sm:grid-cols-2 dark:bg-slate-800/60">
          {VOICE_COMMANDS.map((command) => (
            <div key={command} className="flex gap-2">
              <dt className="font-medium text-slate-900 dark:text-slate-100">“{COMMAND_PHRASES[language][command][0]}”</dt>
              <dd className="text-slate-600 dark:text-slate-400">{t(`voice.commands.${command}.description`)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
