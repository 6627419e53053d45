import { ChevronDown, RotateCcw } from "lucide-react";
import { useId } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, LANGUAGES } from "../../../../contract/language-list";
import { PERSONALITIES } from "../../../../contract/practice-rules";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input, inputClass } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import type { StartFormValues } from "../lib/start-form";
import { VoiceSelect } from "./voice-select";

const selectClass = cn(inputClass, "pr-8");

interface CustomiseSectionProps {
  form: UseFormReturn<StartFormValues>;
  voices: SpeechSynthesisVoice[];
  disabled: boolean;
  onReset(): void;
}

/**
 * "Customise" (issue 15): the optional customer fields, notes, language, voice and volume, collapsed by default so
 * that picking a scenario and pressing Start is enough. Everything is optional (spec 2 §2).
 */
export function CustomiseSection({ form, voices, disabled, onReset }: CustomiseSectionProps) {
  const { t } = useTranslation();
  const volumeId = useId();
  const { register, control } = form;
  const personality = useWatch({ control, name: "personality" });
  const volume = useWatch({ control, name: "ttsVolume" });
  return (
    <details className="group rounded-xl border border-slate-200 dark:border-slate-800" data-testid="customise">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
        <span>
          <span className="block text-sm font-semibold text-slate-900 dark:text-white">{t("practice.start.customise")}</span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">{t("practice.start.customiseHint")}</span>
        </span>
        <ChevronDown className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <div className="space-y-4 border-t border-slate-200 px-4 py-4 dark:border-slate-800">
        <p className="text-xs text-slate-600 dark:text-slate-400">{t("practice.start.allOptional")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("practice.start.clientName")} hint={t("practice.start.clientNameHint")}>
            <Input maxLength={80} autoComplete="off" {...register("clientName")} />
          </Field>
          <Field label={t("practice.start.personality")}>
            <select className={selectClass} {...register("personality")}>
              <option value="">{t("practice.start.anyPersonality")}</option>
              {PERSONALITIES.map((p) => (
                <option key={p} value={p}>
                  {t(`practice.personalities.${p}`)}
                </option>
              ))}
              <option value="custom">{t("practice.start.customPersonality")}</option>
            </select>
          </Field>
          {personality === "custom" ? (
            <Field label={t("practice.start.personalityCustom")} className="sm:col-span-2">
              <Input maxLength={60} autoComplete="off" placeholder={t("practice.start.personalityPlaceholder")} {...register("personalityCustom")} />
            </Field>
          ) : null}
          <Field label={t("practice.start.industry")}>
            <Input maxLength={80} autoComplete="off" placeholder={t("practice.start.industryPlaceholder")} {...register("clientIndustry")} />
          </Field>
          <Field label={t("practice.start.role")}>
            <Input maxLength={80} autoComplete="off" placeholder={t("practice.start.rolePlaceholder")} {...register("clientRole")} />
          </Field>
          <Field label={t("practice.start.customPrompt")} hint={t("practice.start.customPromptHint")} className="sm:col-span-2">
            <textarea
              rows={3}
              maxLength={1000}
              className={cn(inputClass, "min-h-20 resize-y")}
              placeholder={t("practice.start.customPromptPlaceholder")}
              {...register("customPrompt")}
            />
          </Field>
          <Field label={t("practice.start.language")}>
            <select className={selectClass} {...register("language")}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t("practice.start.voice")}>
            <VoiceSelect voices={voices} {...register("voiceURI")} />
          </Field>
          <div className="space-y-1 sm:col-span-2">
            <label htmlFor={volumeId} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
              {t("practice.start.volume")}
            </label>
            <div className="flex items-center gap-3">
              <input
                id={volumeId}
                type="range"
                min={0}
                max={1}
                step={0.1}
                aria-valuetext={`${Math.round(Number(volume) * 100)}%`}
                className="h-2 flex-1 cursor-pointer accent-brand-600"
                {...register("ttsVolume", { valueAsNumber: true })}
              />
              <output
                htmlFor={volumeId}
                className="w-12 text-right text-sm font-medium tabular-nums text-slate-800 dark:text-slate-200"
                data-testid="volume-value"
              >
                {Math.round(Number(volume) * 100)}%
              </output>
            </div>
          </div>
        </div>
        <Button variant="ghost" size="sm" onClick={onReset} disabled={disabled}>
          <RotateCcw className="h-4 w-4" aria-hidden />
          {t("practice.start.useDefault")}
        </Button>
      </div>
    </details>
  );
}
