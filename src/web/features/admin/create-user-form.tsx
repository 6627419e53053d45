import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { type AdminCreateUserResponse, adminCreateUserBodySchema, COMPANY_LIMITS } from "../../../contract/companies";
import { canCreateUserWithRole } from "../../../contract/company-permissions";
import { ROLES, type Role } from "../../../contract/roles";
import { useAuth } from "../../lib/auth";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input, inputClass } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { currentLanguage } from "../../lib/i18n";
import { companyMessage, errorText } from "../company/api/company-api";
import { ADMIN_KEYS, adminApi } from "./api/admin-api";
import { CreatedNotice } from "./created-notice";

const FIELDS = ["firstName", "lastName", "email", "role", "companyId"] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

const EMPTY: Values = { firstName: "", lastName: "", email: "", role: "individual", companyId: "" };

/** Roles that live outside any company. */
const WITHOUT_COMPANY: readonly Role[] = ["individual", "super_admin", "admin"];

/**
 * Create User (spec 3 §2, §5): role and company rules; choosing individual clears the company. Like the company
 * screen's add-user form (docs/decisions/013) it asks for no password: the person gets an invitation mail, in the
 * admin's interface language, and chooses their own.
 */
export function CreateUserForm({ onCancel }: { onCancel(): void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const form = useCreateUserForm();
  const { created, setCreated, mutation, submit } = form;

  if (!user) return null;
  const roles = ROLES.filter((r) => canCreateUserWithRole(user, r));

  if (created) return <UserCreated created={created} onAnother={() => setCreated(null)} onClose={onCancel} />;

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={mutation.isPending} aria-labelledby="create-user-heading">
      <h3 id="create-user-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("admin.createUser.title")}
      </h3>
      {mutation.isError ? <Alert>{errorText(t, mutation.error, "company.messages.createUserFailed")}</Alert> : null}
      <UserFields form={form} roles={roles} />
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("company.userForm.inviteNote")}</p>
      <div className="flex gap-2">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t("admin.creating") : t("admin.createUser.submit")}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={mutation.isPending}>
          {t("company.common.cancel")}
        </Button>
      </div>
    </form>
  );
}

/** The form's values, their errors (the contract's schema on submit, the server's after), the companies and the creation. */
function useCreateUserForm() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [created, setCreated] = useState<AdminCreateUserResponse | null>(null);
  const companies = useQuery({
    queryKey: ADMIN_KEYS.companies("", 1, COMPANY_LIMITS.adminMaxPageSize),
    queryFn: ({ signal }) => adminApi.companies("", 1, COMPANY_LIMITS.adminMaxPageSize, signal),
  });
  const mutation = useMutation({
    mutationFn: adminApi.createUser,
    onSuccess: (res) => {
      setCreated(res);
      setValues(EMPTY);
      void qc.invalidateQueries({ queryKey: ADMIN_KEYS.all });
    },
    onError: (e) => {
      if (!(e instanceof ApiError)) return;
      const next: Partial<Record<FieldName, string>> = {};
      for (const fe of e.fieldErrors) {
        const name = FIELDS.find((f) => f === fe.path);
        if (name) next[name] ??= fe.msg;
      }
      setErrors(next);
    },
  });
  const needsCompany = !WITHOUT_COMPANY.includes(values.role as Role);

  const set = (name: FieldName) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    // Choosing the individual role resets the company (spec 3 §4).
    setValues((v) => ({ ...v, [name]: value, ...(name === "role" && WITHOUT_COMPANY.includes(value as Role) ? { companyId: "" } : {}) }));
    if (name === "companyId" || name === "role") setErrors((x) => ({ ...x, companyId: undefined }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = adminCreateUserBodySchema.safeParse({
      ...values,
      companyId: needsCompany ? values.companyId : null,
      teamId: null,
      language: currentLanguage(),
    });
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = FIELDS.find((f) => f === issue.path[0]);
        if (name) next[name] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };
  const err = (name: FieldName) => (errors[name] ? companyMessage(t, errors[name], "messages.required") : undefined);
  return { values, companies, created, setCreated, mutation, needsCompany, set, submit, err };
}

/** The person's name, e-mail, role and (for a company role) company. */
function UserFields({ form: { values, companies, needsCompany, set, err }, roles }: { form: ReturnType<typeof useCreateUserForm>; roles: Role[] }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t("company.userForm.firstName")} required error={err("firstName")}>
        <Input value={values.firstName} onChange={set("firstName")} autoComplete="off" aria-required />
      </Field>
      <Field label={t("company.userForm.lastName")} required error={err("lastName")}>
        <Input value={values.lastName} onChange={set("lastName")} autoComplete="off" aria-required />
      </Field>
      <Field label={t("company.userForm.email")} required error={err("email")} className="sm:col-span-2">
        <Input type="email" value={values.email} onChange={set("email")} autoComplete="off" aria-required />
      </Field>
      <Field label={t("company.userForm.role")} required error={err("role")}>
        <select className={inputClass} value={values.role} onChange={set("role")} aria-required>
          {roles.map((r) => (
            <option key={r} value={r}>
              {t(`admin.roles.${r}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t("admin.createUser.company")} required={needsCompany} error={err("companyId")}>
        <select className={inputClass} value={values.companyId} onChange={set("companyId")} disabled={!needsCompany} aria-required={needsCompany}>
          <option value="">{needsCompany ? t("admin.createUser.selectCompany") : t("admin.createUser.noCompany")}</option>
          {(companies.data?.companies ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}

/** The user was created and invited: who, as what, and a way to create another. */
function UserCreated({ created, onAnother, onClose }: { created: AdminCreateUserResponse; onAnother(): void; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <CreatedNotice testId="user-created" anotherLabel={t("admin.createUser.another")} onAnother={onAnother} onClose={onClose}>
      <p className="font-semibold">{companyMessage(t, created.message, "company.messages.userCreated")}</p>
      <p>
        {t("admin.createUser.createdDetails", {
          name: `${created.user.firstName} ${created.user.lastName}`,
          email: created.user.email,
          role: t(`admin.roles.${created.user.role}`),
        })}
      </p>
      <p>{t("company.userForm.invited", { email: created.user.email })}</p>
    </CreatedNotice>
  );
}
