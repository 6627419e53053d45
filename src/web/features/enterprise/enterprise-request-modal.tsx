import { zodResolver } from "@hookform/resolvers/zod";
import type { TFunction } from "i18next";
import { useEffect } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { BUDGETS, COMPANY_SIZES, enterpriseRequestBodySchema, TIMELINES } from "../../../contract/enterprise";
import { useAuth } from "../../lib/auth";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input, inputClass } from "../../components/ui/input";
import { Modal } from "../../components/ui/modal";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { translateMessage } from "../../lib/messages";
import { enterpriseApi } from "./api/enterprise-api";

type FormInput = z.input<typeof enterpriseRequestBodySchema>;
type FormOutput = z.output<typeof enterpriseRequestBodySchema>;
type FieldName = keyof FormInput;

const FIELD_NAMES: readonly FieldName[] = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "company",
  "jobTitle",
  "companySize",
  "industry",
  "useCase",
  "expectedUsers",
  "budget",
  "timeline",
  "additionalInfo",
];

/** Locale keys of the timeline choices (the values themselves are the spec's English words). */
const TIMELINE_KEYS: Record<(typeof TIMELINES)[number], string> = {
  Immediate: "immediate",
  "1-2 weeks": "weeks1to2",
  "1 month": "month1",
  "2-3 months": "months2to3",
  "3+ months": "months3plus",
};

const EMPTY: FormInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  company: "",
  jobTitle: "",
  companySize: "" as FormInput["companySize"],
  industry: "",
  useCase: "",
  expectedUsers: "",
  budget: "" as FormInput["budget"],
  timeline: "" as FormInput["timeline"],
  additionalInfo: "",
};

const selectClass = cn(inputClass, "pr-8");
const textareaClass = cn(inputClass, "min-h-24 resize-y");

export interface EnterpriseRequestModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

type RequestForm = UseFormReturn<FormInput, unknown, FormOutput>;

/** A field's error, in the reader's language, and its label. */
function fieldText(t: TFunction, errors: RequestForm["formState"]["errors"]) {
  return {
    err: (name: FieldName) => (errors[name] ? translateMessage(t, errors[name]?.message, "messages.required") : undefined),
    label: (name: FieldName) => t(`enterprise.fields.${name}`),
  };
}

/**
 * The inquiry's form, filled in from the signed-in user when it opens, and its sending: cleared and closed on
 * success, the server's field errors shown on their fields otherwise.
 */
function useEnterpriseRequest(open: boolean, onOpenChange: (open: boolean) => void) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(enterpriseRequestBodySchema),
    mode: "onSubmit",
    defaultValues: EMPTY,
  });

  // Prefill from the signed-in user without overwriting anything already typed.
  useEffect(() => {
    if (!open || !user) return;
    const known: [FieldName, string | null][] = [
      ["firstName", user.firstName],
      ["lastName", user.lastName],
      ["email", user.email],
      ["company", user.company],
    ];
    for (const [name, value] of known) {
      if (value && !form.getValues(name)) form.setValue(name, value);
    }
  }, [open, user, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await enterpriseApi.submitRequest(values);
      toast.success(translateMessage(t, res.message, "enterprise.success"));
      form.reset(EMPTY);
      onOpenChange(false);
    } catch (e) {
      const err = e instanceof ApiError ? e : null;
      for (const fe of err?.fieldErrors ?? []) {
        const name = FIELD_NAMES.find((f) => f === fe.path);
        if (name) form.setError(name, { message: fe.msg });
      }
      // Server error, else the spec's fallback (spec 1 §8).
      toast.error(translateMessage(t, err?.body?.error, "enterprise.failed", err?.reason));
    }
  });
  return { form, onSubmit };
}

/**
 * The enterprise inquiry (spec 1 §2, §4): open -> submitting -> closed and cleared on success. Anyone may send
 * it; a signed-in user finds their name and email filled in.
 */
export function EnterpriseRequestModal({ open, onOpenChange }: EnterpriseRequestModalProps) {
  const { t } = useTranslation();
  const { form, onSubmit } = useEnterpriseRequest(open, onOpenChange);
  const { errors, isSubmitting } = form.formState;

  const { err, label } = fieldText(t, errors);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!isSubmitting) onOpenChange(next);
      }}
      title={t("enterprise.title")}
      description={t("enterprise.subtitle")}
      closeLabel={t("enterprise.close")}
      className="max-w-2xl"
    >
      <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={isSubmitting}>
        <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-6 py-4">
          <p className="text-xs text-slate-500 dark:text-slate-400">{t("enterprise.requiredNote")}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <ContactFields form={form} />
            <CompanyFields form={form} />
          </div>
          <Field label={label("useCase")} required error={err("useCase")}>
            <textarea rows={3} className={textareaClass} aria-required placeholder={t("enterprise.placeholders.useCase")} {...form.register("useCase")} />
          </Field>
          <Field label={label("additionalInfo")} optionalLabel={t("enterprise.optional")} error={err("additionalInfo")}>
            <textarea rows={3} className={textareaClass} placeholder={t("enterprise.placeholders.additionalInfo")} {...form.register("additionalInfo")} />
          </Field>
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-6 py-4 sm:flex-row sm:justify-end dark:border-slate-800">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
            {t("enterprise.cancel")}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t("enterprise.submitting") : t("enterprise.submit")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Who is asking: name, e-mail, phone, company and role. */
function ContactFields({ form }: { form: RequestForm }) {
  const { t } = useTranslation();
  const { err, label } = fieldText(t, form.formState.errors);
  return (
    <>
      <Field label={label("firstName")} required error={err("firstName")}>
        <Input autoComplete="given-name" aria-required {...form.register("firstName")} />
      </Field>
      <Field label={label("lastName")} required error={err("lastName")}>
        <Input autoComplete="family-name" aria-required {...form.register("lastName")} />
      </Field>
      <Field label={label("email")} required error={err("email")}>
        <Input type="email" autoComplete="email" aria-required {...form.register("email")} />
      </Field>
      <Field label={label("phone")} optionalLabel={t("enterprise.optional")} error={err("phone")}>
        <Input type="tel" autoComplete="tel" {...form.register("phone")} />
      </Field>
      <Field label={label("company")} required error={err("company")}>
        <Input autoComplete="organization" aria-required {...form.register("company")} />
      </Field>
      <Field label={label("jobTitle")} required error={err("jobTitle")}>
        <Input autoComplete="organization-title" aria-required placeholder={t("enterprise.placeholders.jobTitle")} {...form.register("jobTitle")} />
      </Field>
    </>
  );
}

/** The company's size, industry, expected users, budget and timeline. */
function CompanyFields({ form }: { form: RequestForm }) {
  const { t } = useTranslation();
  const { err, label } = fieldText(t, form.formState.errors);
  return (
    <>
      <Field label={label("companySize")} required error={err("companySize")}>
        <select className={selectClass} aria-required {...form.register("companySize")}>
          <option value="">{t("enterprise.placeholders.select")}</option>
          {COMPANY_SIZES.map((size) => (
            <option key={size} value={size}>
              {t("enterprise.companySizeOption", { size })}
            </option>
          ))}
        </select>
      </Field>
      <Field label={label("industry")} required error={err("industry")}>
        <Input aria-required placeholder={t("enterprise.placeholders.industry")} {...form.register("industry")} />
      </Field>
      <Field label={label("expectedUsers")} required error={err("expectedUsers")}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          aria-required
          {...form.register("expectedUsers", { setValueAs: (v: unknown) => (v === "" ? undefined : v) })}
        />
      </Field>
      <Field label={label("budget")} required error={err("budget")}>
        <select className={selectClass} aria-required {...form.register("budget")}>
          <option value="">{t("enterprise.placeholders.select")}</option>
          {BUDGETS.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
      </Field>
      <Field label={label("timeline")} required error={err("timeline")} className="sm:col-span-2">
        <select className={selectClass} aria-required {...form.register("timeline")}>
          <option value="">{t("enterprise.placeholders.select")}</option>
          {TIMELINES.map((tl) => (
            <option key={tl} value={tl}>
              {t(`enterprise.timelines.${TIMELINE_KEYS[tl]}`)}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}
