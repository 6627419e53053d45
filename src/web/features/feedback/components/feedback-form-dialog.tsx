import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FEEDBACK_PRIORITIES, FEEDBACK_TYPES, feedbackBodySchema } from "../../../../contract/feedback";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input, inputClass } from "../../../components/ui/input";
import { Modal } from "../../../components/ui/modal";
import { cn } from "../../../lib/cn";
import { translateMessage } from "../../../lib/messages";
import type { FeedbackContext, FeedbackFormValues } from "../send-feedback";

const formSchema = feedbackBodySchema.pick({ type: true, priority: true, title: true, description: true });
type FormInput = z.input<typeof formSchema>;

/** The form after a send: bug, medium, blank title and description (spec 1 §4). */
export const FEEDBACK_DEFAULTS: FormInput = { type: "bug", priority: "medium", title: "", description: "" };

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** What will be sent along, as captured when the form opened. */
  context: FeedbackContext | null;
  onSubmit(values: FeedbackFormValues): void;
}

export function FeedbackFormDialog({ open, onOpenChange, context, onSubmit }: Props) {
  const { t, i18n } = useTranslation();
  const form = useForm<FormInput, unknown, FeedbackFormValues>({
    resolver: zodResolver(formSchema),
    mode: "onSubmit",
    defaultValues: FEEDBACK_DEFAULTS,
  });
  const { errors, isSubmitting } = form.formState;
  const [title, description] = useWatch({ control: form.control, name: ["title", "description"] });
  const canSubmit = !isSubmitting && Boolean(title) && Boolean(description);

  const submit = form.handleSubmit((values) => {
    form.reset(FEEDBACK_DEFAULTS);
    onSubmit(values);
  });

  const err = (name: keyof FormInput) => (errors[name] ? translateMessage(t, errors[name]?.message, "messages.required") : undefined);
  const time = context ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(context.timestamp)) : "";

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("feedback.title")} description={t("feedback.subtitle")} closeLabel={t("feedback.close")}>
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-6 py-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t("feedback.fields.type")}>
              <select className={inputClass} {...form.register("type")}>
                {FEEDBACK_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`feedback.types.${type}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t("feedback.fields.priority")}>
              <select className={inputClass} {...form.register("priority")}>
                {FEEDBACK_PRIORITIES.map((p) => (
                  <option key={p} value={p}>
                    {t(`feedback.priorities.${p}`)}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Field label={t("feedback.fields.title")} required error={err("title")}>
            <Input aria-required placeholder={t("feedback.placeholders.title")} {...form.register("title")} />
          </Field>
          <Field label={t("feedback.fields.description")} required error={err("description")}>
            <textarea
              rows={5}
              className={cn(inputClass, "min-h-28 resize-y")}
              aria-required
              placeholder={t("feedback.placeholders.description")}
              {...form.register("description")}
            />
          </Field>
          {context ? (
            <section
              aria-labelledby="feedback-auto-heading"
              className="rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600 dark:bg-slate-800/60 dark:text-slate-300"
            >
              <h3 id="feedback-auto-heading" className="font-medium text-slate-700 dark:text-slate-200">
                {t("feedback.auto.heading")}
              </h3>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
                <dt>{t("feedback.auto.url")}</dt>
                <dd className="break-all">{context.url}</dd>
                <dt>{t("feedback.auto.browser")}</dt>
                <dd className="break-all">{context.userAgent}</dd>
                <dt>{t("feedback.auto.time")}</dt>
                <dd>{time}</dd>
                <dt>{t("feedback.auto.user")}</dt>
                <dd className="break-all">
                  {context.userName} ({context.userEmail})
                </dd>
              </dl>
            </section>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-6 py-4 sm:flex-row sm:justify-end dark:border-slate-800">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("feedback.cancel")}
          </Button>
          <Button type="submit" disabled={!canSubmit}>
            {isSubmitting ? t("feedback.submitting") : t("feedback.submit")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
