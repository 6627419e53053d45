import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Play, RotateCcw } from "lucide-react";
import { useEffect, useId, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { type Language, LANGUAGE_NAMES, LANGUAGES } from "../../../../contract/languages";
import { DIFFICULTIES, type Difficulty, PERSONALITIES, type Scenario, SCENARIOS } from "../../../../contract/practice";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input, inputClass } from "../../../components/ui/input";
import { Modal } from "../../../components/ui/modal";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { currentLanguage } from "../../../lib/i18n";
import { startConversation } from "../api/start-conversation";
import type { Conversation, StartConversationInput } from "../api/types";
import { useLimitRedirect } from "../hooks/use-limit-redirect";
import { useVoices, voicesFor } from "../hooks/use-voices";
import { errorText } from "../lib/errors";
import { refreshAfterChange } from "../lib/refresh";
import { VoiceSelect } from "./voice-select";

/** The form as typed; "custom" personality reveals a free-text box (any text is accepted by the server). */
export interface StartFormValues {
  clientName: string;
  personality: "" | (typeof PERSONALITIES)[number] | "custom";
  personalityCustom: string;
  clientIndustry: string;
  clientRole: string;
  scenario: Scenario;
  difficulty: Difficulty;
  customPrompt: string;
  language: Language;
  voiceURI: string;
  ttsVolume: number;
}

export const DEFAULT_TTS_VOLUME = 0.7;

/** "Use default client" (spec 2 §2): scenario general, difficulty medium, blank fields. */
export function defaultStartValues(language: Language): StartFormValues {
  return {
    clientName: "",
    personality: "",
    personalityCustom: "",
    clientIndustry: "",
    clientRole: "",
    scenario: "general",
    difficulty: "medium",
    customPrompt: "",
    language,
    voiceURI: "",
    ttsVolume: DEFAULT_TTS_VOLUME,
  };
}

/** The form's values as the contract's start body; blank fields stay out. */
export function toStartBody(v: StartFormValues, voices: SpeechSynthesisVoice[]): StartConversationInput {
  const text = (s: string) => (s.trim() ? s.trim() : undefined);
  const voice = voices.find((x) => x.voiceURI === v.voiceURI);
  return {
    scenario: v.scenario,
    difficulty: v.difficulty,
    language: v.language,
    clientName: text(v.clientName),
    clientPersonality: v.personality === "custom" ? text(v.personalityCustom) : text(v.personality),
    clientIndustry: text(v.clientIndustry),
    clientRole: text(v.clientRole),
    customPrompt: text(v.customPrompt),
    selectedVoice: voice ? { name: voice.name, lang: voice.lang, voiceURI: voice.voiceURI } : null,
    ttsVolume: Math.min(1, Math.max(0, Number(v.ttsVolume))),
  };
}

const selectClass = cn(inputClass, "pr-8");

export interface StartDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onStarted(conversation: Conversation): void;
}

/** The start-conversation dialog (spec 2 §2): every field optional; Start opens the chat. */
export function StartDialog({ open, onOpenChange, onStarted }: StartDialogProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const onLimit = useLimitRedirect();
  const allVoices = useVoices();
  const volumeId = useId();
  const form = useForm<StartFormValues>({ defaultValues: defaultStartValues(currentLanguage()) });
  const { register, control, setValue, getValues } = form;
  const language = useWatch({ control, name: "language" });
  const personality = useWatch({ control, name: "personality" });
  const volume = useWatch({ control, name: "ttsVolume" });
  const voices = useMemo(() => voicesFor(allVoices, language), [allVoices, language]);

  // A voice of another language does not fit a new conversation language.
  useEffect(() => {
    const chosen = getValues("voiceURI");
    if (chosen && !voices.some((v) => v.voiceURI === chosen)) setValue("voiceURI", "");
  }, [voices, getValues, setValue]);

  const start = useMutation({
    mutationFn: (values: StartFormValues) => startConversation(toStartBody(values, allVoices)),
    onSuccess: ({ conversation }) => {
      toast.success(t("practice.toasts.started"));
      onStarted(conversation);
    },
    onError: (e) => {
      if (!onLimit(e)) toast.error(errorText(t, e, "practice.errors.startFailed"));
    },
    onSettled: () => refreshAfterChange(qc),
  });

  const onSubmit = form.handleSubmit((values) => {
    if (!start.isPending) start.mutate(values);
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!start.isPending) onOpenChange(next);
      }}
      title={t("practice.start.title")}
      description={t("practice.start.subtitle")}
      closeLabel={t("practice.start.close")}
      className="max-h-[90vh] max-w-2xl"
    >
      <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={start.isPending}>
        <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-6 py-4">
          <p className="text-xs text-slate-500 dark:text-slate-400">{t("practice.start.allOptional")}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t("practice.start.scenario")}>
              <select className={selectClass} {...register("scenario")}>
                {SCENARIOS.map((s) => (
                  <option key={s} value={s}>
                    {t(`practice.scenarios.${s}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t("practice.start.difficulty")}>
              <select className={selectClass} {...register("difficulty")}>
                {DIFFICULTIES.map((d) => (
                  <option key={d} value={d}>
                    {t(`practice.difficulties.${d}`)}
                  </option>
                ))}
              </select>
            </Field>
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
          </div>

          <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{t("practice.start.languageAndVoice")}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
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
                  <output htmlFor={volumeId} className="w-12 text-right text-sm font-medium tabular-nums text-slate-800 dark:text-slate-200" data-testid="volume-value">
                    {Math.round(Number(volume) * 100)}%
                  </output>
                </div>
              </div>
            </div>
          </fieldset>
        </div>

        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-6 py-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
          <Button
            variant="ghost"
            onClick={() => form.reset(defaultStartValues(getValues("language")))}
            disabled={start.isPending}
          >
            <RotateCcw className="h-4 w-4" aria-hidden />
            {t("practice.start.useDefault")}
          </Button>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={start.isPending}>
              {t("practice.start.cancel")}
            </Button>
            <Button type="submit" disabled={start.isPending} className="flex-1 sm:flex-none">
              {start.isPending ? <Spinner className="text-white" /> : <Play className="h-4 w-4" aria-hidden />}
              {start.isPending ? t("practice.start.starting") : t("practice.start.submit")}
            </Button>
          </div>
        </div>
      </form>
    </Modal>
  );
}
