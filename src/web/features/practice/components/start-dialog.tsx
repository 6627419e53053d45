import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Play } from "lucide-react";
import { useEffect, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { currentLanguage } from "../../../lib/i18n";
import { useAuth } from "../../../lib/auth";
import { CompanyScenarioCards } from "../../company-scenarios/company-scenario-cards";
import { startConversation } from "../api/start-conversation";
import type { Conversation } from "../api/types";
import { useLimitRedirect } from "../hooks/use-limit-redirect";
import { useVoices, voicesFor } from "../hooks/use-voices";
import { errorText } from "../lib/errors";
import { refreshAfterChange } from "../lib/refresh";
import { defaultStartValues, type StartFormValues, toStartBody } from "../lib/start-form";
import { CustomiseSection } from "./customise-section";
import { DifficultyPicker } from "./difficulty-picker";
import { ScenarioCards } from "./scenario-cards";

export interface StartDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onStarted(conversation: Conversation): void;
  /** The server refused the start because a call is in progress (409): the page offers to resume it. */
  onCallInProgress(conversationId: string): void;
}

/**
 * The start-conversation dialog (spec 2 §2, issue 15): scenario cards and a difficulty, both preset, so Start is
 * the only action needed; the optional customer fields, notes, voice and volume sit under "Customise".
 */
export function StartDialog({ open, onOpenChange, onStarted, onCallInProgress }: StartDialogProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const onLimit = useLimitRedirect();
  const allVoices = useVoices();
  const form = useForm<StartFormValues>({ defaultValues: defaultStartValues(currentLanguage()) });
  const { register, control, setValue, getValues } = form;
  const language = useWatch({ control, name: "language" });
  const voices = useMemo(() => voicesFor(allVoices, language), [allVoices, language]);

  // A voice of another language does not fit a new conversation language.
  useEffect(() => {
    const chosen = getValues("voiceURI");
    if (chosen && !voices.some((v) => v.voiceURI === chosen)) setValue("voiceURI", "");
  }, [voices, getValues, setValue]);

  const { user } = useAuth();
  const start = useMutation({
    // A company scenario's card starts at once with its id (issue 17); the scenario decides the customer.
    mutationFn: (values: StartFormValues | { companyScenarioId: string }) =>
      startConversation(
        "companyScenarioId" in values ? { companyScenarioId: values.companyScenarioId, ttsVolume: getValues("ttsVolume") } : toStartBody(values, allVoices),
      ),
    onSuccess: ({ conversation }) => {
      toast.success(t("practice.toasts.started"));
      onStarted(conversation);
    },
    onError: (e) => {
      const active = e instanceof ApiError && e.status === 409 ? e.body?.activeConversationId : undefined;
      if (active) onCallInProgress(active);
      else if (!onLimit(e)) toast.error(errorText(t, e, "practice.errors.startFailed"));
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
      className="max-h-[90vh] max-w-3xl"
    >
      <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={start.isPending}>
        <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-4 py-4 sm:px-6">
          <CompanyScenarioCards
            enabled={open && Boolean(user?.companyId)}
            busy={start.isPending}
            onStart={(companyScenarioId) => {
              if (!start.isPending) start.mutate({ companyScenarioId });
            }}
          />
          <ScenarioCards field={register("scenario")} />
          <DifficultyPicker field={register("difficulty")} />
          <CustomiseSection form={form} voices={voices} disabled={start.isPending} onReset={() => form.reset(defaultStartValues(getValues("language")))} />
        </div>

        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-4 py-4 sm:flex-row sm:justify-end sm:px-6 dark:border-slate-800">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={start.isPending}>
            {t("practice.start.cancel")}
          </Button>
          <Button type="submit" size="lg" disabled={start.isPending}>
            {start.isPending ? <Spinner className="text-white" /> : <Play className="h-4 w-4" aria-hidden />}
            {start.isPending ? t("practice.start.starting") : t("practice.start.submit")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
