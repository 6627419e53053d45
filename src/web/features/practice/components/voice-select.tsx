import { forwardRef, type SelectHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { inputClass } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";

/** The browser's voices for the conversation language; "" is the browser's default voice. */
export const VoiceSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & { voices: SpeechSynthesisVoice[] }>(function VoiceSelect(
  { voices, className, ...props },
  ref,
) {
  const { t } = useTranslation();
  if (voices.length === 0) {
    return (
      <p
        className="rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400"
        data-testid="no-voices"
      >
        {t("practice.start.noVoices")}
      </p>
    );
  }
  return (
    <select ref={ref} className={cn(inputClass, "pr-8", className)} {...props}>
      <option value="">{t("practice.start.defaultVoice")}</option>
      {voices.map((v) => (
        <option key={v.voiceURI} value={v.voiceURI}>
          {v.name} ({v.lang})
        </option>
      ))}
    </select>
  );
});
