import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  COMPANY_MESSAGES,
  type CompanyMemberRole,
  companyMemberRoleSchema,
  type Team,
} from "../../../../contract/companies";
import { assignableRoles, canChooseTeam } from "../../../../contract/company-permissions";
import { PASSWORDS_DO_NOT_MATCH } from "../../../../contract/auth";
import { passwordSchema, PASSWORD_MIN } from "../../../../contract/password";
import { emailSchema, nameSchema, REQUIRED } from "../../../../contract/user";
import { useAuth } from "../../../app/auth";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input, inputClass } from "../../../components/ui/input";
import { Modal } from "../../../components/ui/modal";
import { PasswordInput } from "../../../components/ui/password-input";
import { ApiError } from "../../../lib/api";
import { companyApi, type CompanyUser, companyMessage, errorText } from "../api/company-api";
import { roleLabelKey } from "./badges";

const teamLeaderHasTeam = (b: { role: string; teamId: string }) => b.role !== "company_team_leader" || b.teamId !== "";
const TEAM_RULE = { path: ["teamId"], message: COMPANY_MESSAGES.teamLeaderNeedsTeam };

/** Add user (spec 3 §5): every field required, password at least 8, the two passwords equal, a leader needs a team. */
const addSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1, { message: REQUIRED }),
    role: companyMemberRoleSchema,
    teamId: z.string(),
  })
  .refine((b) => b.password === b.confirmPassword, { path: ["confirmPassword"], message: PASSWORDS_DO_NOT_MATCH })
  .refine(teamLeaderHasTeam, TEAM_RULE);

/** Edit user (spec 3 §5): names, email and role required; a leader needs a team. */
const editSchema = z
  .object({ firstName: nameSchema, lastName: nameSchema, email: emailSchema, role: companyMemberRoleSchema, teamId: z.string() })
  .refine(teamLeaderHasTeam, TEAM_RULE);

type AddValues = z.input<typeof addSchema>;
type FieldName = keyof AddValues;
const FIELDS: readonly FieldName[] = ["firstName", "lastName", "email", "password", "confirmPassword", "role", "teamId"];

interface Props {
  companyId: string;
  teams: Team[];
  /** The user to edit; absent to add one. */
  user?: CompanyUser;
  onClose(): void;
  onSaved(message: string): void;
}

/** The add-user and edit-user forms of the company screen (spec 3 §2, §5, §6). */
export function UserFormModal({ companyId, teams, user, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { user: actor } = useAuth();
  const editing = user !== undefined;
  const roles: CompanyMemberRole[] = actor ? assignableRoles(actor, companyId) : [];
  const choosesTeam = actor !== null && canChooseTeam(actor, companyId);
  const form = useForm<AddValues>({
    resolver: zodResolver((editing ? editSchema : addSchema) as typeof addSchema),
    mode: "onSubmit",
    defaultValues: {
      firstName: user?.firstName ?? "",
      lastName: user?.lastName ?? "",
      email: user?.email ?? "",
      password: "",
      confirmPassword: "",
      role: (user?.role as CompanyMemberRole | undefined) ?? "company_user",
      teamId: user?.teamId ?? "",
    },
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: "role" });

  const mutation = useMutation({
    mutationFn: async (v: AddValues) => {
      const teamId = choosesTeam && v.teamId ? v.teamId : null;
      if (editing) {
        return companyApi.updateUser(user._id, { firstName: v.firstName, lastName: v.lastName, email: v.email, role: v.role, teamId });
      }
      return companyApi.addUser({
        firstName: v.firstName,
        lastName: v.lastName,
        email: v.email,
        password: v.password,
        confirmPassword: v.confirmPassword,
        role: choosesTeam ? v.role : "company_user",
        teamId,
        companyId,
      });
    },
    onSuccess: (res) => onSaved(companyMessage(t, res.message, editing ? "company.messages.userUpdated" : "company.messages.userAdded")),
    onError: (e) => {
      if (e instanceof ApiError) {
        for (const fe of e.fieldErrors) {
          const name = FIELDS.find((f) => f === fe.path);
          if (name) form.setError(name, { message: fe.msg });
        }
      }
    },
  });

  /** Passwords are compared on blur as well as on submit (spec 3 §5). */
  const checkMatch = () => {
    const { password, confirmPassword } = form.getValues();
    if (confirmPassword && password !== confirmPassword) form.setError("confirmPassword", { message: PASSWORDS_DO_NOT_MATCH });
    else if (form.formState.errors.confirmPassword?.message === PASSWORDS_DO_NOT_MATCH) form.clearErrors("confirmPassword");
  };

  const err = (name: FieldName) => {
    const message = errors[name]?.message;
    if (!message) return undefined;
    if (message === REQUIRED) return t("messages.required");
    return companyMessage(t, message, "messages.required");
  };
  const label = (name: FieldName) => t(`company.userForm.${name}`);
  const confirmRegister = form.register("confirmPassword");

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
      title={editing ? t("company.userForm.editTitle") : t("company.userForm.addTitle")}
      closeLabel={t("company.common.close")}
      className="max-w-xl"
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((v) => mutation.mutate(v))}
        className="flex min-h-0 flex-1 flex-col"
        aria-busy={mutation.isPending}
      >
        <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-6 py-4">
          {mutation.isError ? (
            <Alert>{errorText(t, mutation.error, editing ? "company.messages.updateUserFailed" : "company.messages.addUserFailed")}</Alert>
          ) : null}
          {!editing && !choosesTeam ? <p className="text-sm text-slate-600 dark:text-slate-400">{t("company.userForm.joinsYourTeam")}</p> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={label("firstName")} required error={err("firstName")}>
              <Input autoComplete="off" aria-required {...form.register("firstName")} />
            </Field>
            <Field label={label("lastName")} required error={err("lastName")}>
              <Input autoComplete="off" aria-required {...form.register("lastName")} />
            </Field>
            <Field label={label("email")} required error={err("email")} className="sm:col-span-2">
              <Input type="email" autoComplete="off" aria-required {...form.register("email")} />
            </Field>
            {editing ? null : (
              <>
                <Field label={label("password")} required error={err("password")} hint={t("company.userForm.passwordHint", { min: PASSWORD_MIN })}>
                  <PasswordInput autoComplete="new-password" aria-required {...form.register("password")} />
                </Field>
                <Field label={label("confirmPassword")} required error={err("confirmPassword")}>
                  <PasswordInput
                    autoComplete="new-password"
                    aria-required
                    {...confirmRegister}
                    onBlur={(e) => {
                      void confirmRegister.onBlur(e);
                      checkMatch();
                    }}
                  />
                </Field>
              </>
            )}
            {choosesTeam ? (
              <>
                <Field label={label("role")} required error={err("role")}>
                  <select className={inputClass} aria-required {...form.register("role")}>
                    {roles.map((r) => (
                      <option key={r} value={r}>
                        {t(roleLabelKey(r))}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field
                  label={label("teamId")}
                  required={role === "company_team_leader"}
                  optionalLabel={role === "company_team_leader" ? undefined : t("company.common.optional")}
                  error={err("teamId")}
                >
                  <select className={inputClass} {...form.register("teamId")}>
                    <option value="">{t("company.userForm.noTeam")}</option>
                    {teams.map((team) => (
                      <option key={team._id} value={team._id}>
                        {team.name}
                      </option>
                    ))}
                  </select>
                </Field>
              </>
            ) : null}
          </div>
        </div>
        <div className="flex justify-end gap-2 border-t border-slate-200 px-6 py-3 dark:border-slate-800">
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            {t("company.common.cancel")}
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending
              ? t("company.common.saving")
              : editing
                ? t("company.userForm.save")
                : t("company.userForm.add")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
