import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  COMPANY_LIMITS,
  COMPANY_SIZE_USERS,
  COMPANY_SIZES,
  type CompanySize,
  CREATE_COMPANY_MESSAGES,
  createCompanyBodySchema,
  type CreateCompanyResponse,
} from "../../../contract/companies";
import { canCreateCompany } from "../../../contract/company-permissions";
import { PLANS } from "../../../contract/plan-list";
import { useAuth } from "../../lib/auth";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input, inputClass } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { companyMessage, errorText } from "../company/api/company-api";
import { ADMIN_KEYS, adminApi } from "./api/admin-api";
import { CreatedNotice } from "./created-notice";

type FieldName = "name" | "description" | "industry" | "size" | "maxUsers" | "monthlyConversationLimit";

/** A whole number as typed; anything that is not a number becomes 1 (spec 3 §5). */
export function toWholeNumber(value: string): number {
  const n = Number.parseInt(value, 10);
  return Number.isNaN(n) ? 1 : n;
}

const EMPTY = {
  name: "",
  description: "",
  industry: "",
  size: COMPANY_LIMITS.defaultSize as CompanySize,
  maxUsers: String(COMPANY_SIZE_USERS[COMPANY_LIMITS.defaultSize].default),
  monthlyConversationLimit: String(COMPANY_LIMITS.monthlyConversationLimit.default),
};
const DAILY = PLANS.enterprise.limits.conversations;

/**
 * Create Company (spec 3 §2, §5): admin accounts only; plan enterprise; the creator's own role never changes
 * (issue 20 item 2). The numbers start at values that agree with the size and the plan table, and must keep
 * agreeing (item 10): maximum users follows the size until the admin types their own.
 */
export function CreateCompanyForm({ onCancel }: { onCancel(): void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const form = useCreateCompanyForm();
  const { created, setCreated, mutation, submit } = form;

  if (!user || !canCreateCompany(user)) {
    return <Alert>{t("company.messages.createCompanyDenied")}</Alert>;
  }
  if (created) return <CompanyCreated created={created} onAnother={() => setCreated(null)} onClose={onCancel} />;

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={mutation.isPending} aria-labelledby="create-company-heading">
      <h3 id="create-company-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("admin.createCompany.title")}
      </h3>
      {mutation.isError ? <Alert>{errorText(t, mutation.error, "company.messages.createCompanyFailed")}</Alert> : null}
      <CompanyFields form={form} />
      <div className="flex gap-2">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t("admin.creating") : t("admin.createCompany.submit")}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={mutation.isPending}>
          {t("company.common.cancel")}
        </Button>
      </div>
    </form>
  );
}

/** The form's values, their errors (checked with the contract's schema on submit) and the creation. */
function useCreateCompanyForm() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [maxUsersTyped, setMaxUsersTyped] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [created, setCreated] = useState<CreateCompanyResponse | null>(null);
  const mutation = useMutation({
    mutationFn: adminApi.createCompany,
    onSuccess: (res) => {
      setCreated(res);
      setValues(EMPTY);
      setMaxUsersTyped(false);
      void qc.invalidateQueries({ queryKey: ADMIN_KEYS.all });
      void qc.invalidateQueries({ queryKey: ["company"] });
    },
  });

  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    if (name === "maxUsers") setMaxUsersTyped(true);
    setValues((v) => {
      const next = { ...v, [name]: value };
      // Until the admin types their own, the maximum follows the size (1-10 employees: 10 users).
      if (name === "size" && !maxUsersTyped) next.maxUsers = String(COMPANY_SIZE_USERS[value as CompanySize].default);
      return next;
    });
  };
  const sizeMax = COMPANY_SIZE_USERS[values.size].max;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = createCompanyBodySchema.safeParse({
      name: values.name,
      description: values.description,
      industry: values.industry,
      size: values.size,
      maxUsers: toWholeNumber(values.maxUsers),
      monthlyConversationLimit: toWholeNumber(values.monthlyConversationLimit),
      plan: COMPANY_LIMITS.plan,
    });
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as FieldName] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };
  const err = (name: FieldName) => {
    const message = errors[name];
    if (!message) return undefined;
    if (name === "name") return t("admin.createCompany.nameRequired");
    if (message === CREATE_COMPANY_MESSAGES.maxUsersAboveSize) return t("admin.createCompany.maxUsersAboveSize", { size: values.size, max: sizeMax });
    if (name === "maxUsers") return t("admin.createCompany.range", COMPANY_LIMITS.maxUsers);
    if (name === "monthlyConversationLimit") return t("admin.createCompany.range", COMPANY_LIMITS.monthlyConversationLimit);
    return message;
  };
  return { values, created, setCreated, mutation, set, sizeMax, submit, err };
}

/** The company was created: its name and id, and a way to create another. */
function CompanyCreated({ created, onAnother, onClose }: { created: CreateCompanyResponse; onAnother(): void; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <CreatedNotice testId="company-created" anotherLabel={t("admin.createCompany.another")} onAnother={onAnother} onClose={onClose}>
      <p className="font-semibold">{companyMessage(t, created.message, "company.messages.companyCreated")}</p>
      <p>{t("admin.createCompany.createdDetails", { name: created.company.name, id: created.company.companyId })}</p>
      <p>{t("admin.createCompany.createdNoAdmin")}</p>
    </CreatedNotice>
  );
}

/** The company's name, industry, description and size, and the numbers that must agree with the size and the plan. */
function CompanyFields({ form: { values, set, sizeMax, err } }: { form: ReturnType<typeof useCreateCompanyForm> }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t("admin.createCompany.name")} required error={err("name")}>
        <Input value={values.name} onChange={set("name")} maxLength={200} aria-required />
      </Field>
      <Field label={t("admin.createCompany.industry")} optionalLabel={t("company.common.optional")}>
        <Input value={values.industry} onChange={set("industry")} maxLength={200} />
      </Field>
      <Field label={t("admin.createCompany.description")} optionalLabel={t("company.common.optional")} className="sm:col-span-2">
        <textarea className={cn(inputClass, "min-h-20 resize-y")} value={values.description} onChange={set("description")} maxLength={2000} />
      </Field>
      <Field label={t("admin.createCompany.size")}>
        <select className={inputClass} value={values.size} onChange={set("size")}>
          {COMPANY_SIZES.map((s) => (
            <option key={s} value={s}>
              {t("admin.enterprise.companySizeOption", { size: s })}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label={t("admin.createCompany.maxUsers")}
        hint={t("admin.createCompany.maxUsersHint", { size: values.size, max: sizeMax })}
        required
        error={err("maxUsers")}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={COMPANY_LIMITS.maxUsers.min}
          max={sizeMax}
          step={1}
          value={values.maxUsers}
          onChange={set("maxUsers")}
          aria-required
        />
      </Field>
      <Field
        label={t("admin.createCompany.monthlyConversationLimit")}
        hint={t("admin.createCompany.monthlyHint", { daily: DAILY, ...COMPANY_LIMITS.monthlyConversationLimit })}
        required
        error={err("monthlyConversationLimit")}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={COMPANY_LIMITS.monthlyConversationLimit.min}
          max={COMPANY_LIMITS.monthlyConversationLimit.max}
          step={1}
          value={values.monthlyConversationLimit}
          onChange={set("monthlyConversationLimit")}
          aria-required
        />
      </Field>
      <p className="self-end text-sm text-slate-600 dark:text-slate-400">{t("admin.createCompany.planNote", { daily: DAILY })}</p>
    </div>
  );
}
