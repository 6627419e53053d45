import { ChevronDown, HelpCircle } from "lucide-react";
import { Popover } from "radix-ui";
import { useTranslation } from "react-i18next";
import type { Language } from "../../../../contract/languages";
import { COMMAND_PHRASES, VOICE_COMMANDS } from "../lib/commands";

/**
 * The voice commands and what to say for each, in the conversation's language (spec ruling 8): a popover, so the
 * list never pushes the messages out of a phone's short screen. "Help" said aloud opens it too.
 */
export function VoiceCommandsHelp({ language, open, onOpenChange }: { language: Language; open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger className="inline-flex items-center gap-1 rounded px-1 py-1 text-sm font-medium text-brand-700 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-300">
        <HelpCircle className="h-4 w-4" aria-hidden />
        {t("voice.commandsTitle")}
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          className="z-[70] w-[min(28rem,calc(100vw-1.5rem))] rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
          data-testid="voice-commands"
        >
          <p className="mb-2 font-semibold text-slate-900 dark:text-white">{t("voice.commandsTitle")}</p>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
            {VOICE_COMMANDS.map((command) => (
              <div key={command} className="flex gap-2">
                <dt className="font-medium text-slate-900 dark:text-slate-100">“{COMMAND_PHRASES[language][command][0]}”</dt>
                <dd className="text-slate-600 dark:text-slate-400">{t(`voice.commands.${command}.description`)}</dd>
              </div>
            ))}
          </dl>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
