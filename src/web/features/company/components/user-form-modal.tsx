import { zodResolver } from "@hookform/resolvers/zod";
import type { TFunction } from "i18next";
import { useMutation } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { type UseFormReturn, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { COMPANY_MESSAGES, type CompanyMemberRole, companyMemberRoleSchema, type Team } from "../../../../contract/companies";
import { assignableRoles, canChooseTeam } from "../../../../contract/company-permissions";
import { emailSchema, nameSchema, REQUIRED } from "../../../../contract/user";
import { useAuth } from "../../../lib/auth";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input, inputClass } from "../../../components/ui/input";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api";
import { currentLanguage } from "../../../lib/i18n";
import { companyApi, type CompanyUser, companyMessage, errorText } from "../api/company-api";
import { roleLabelKey } from "./badges";

const teamLeaderHasTeam = (b: { role: string; teamId: string }) => b.role !== "company_team_leader" || b.teamId !== "";
const TEAM_RULE = { path: ["teamId"], message: COMPANY_MESSAGES.teamLeaderNeedsTeam };

/**
 * Add and edit user (spec 3 §5): names, email and role required; a leader needs a team. Adding asks for no
 * password: the new user gets an invitation and sets their own (docs/decisions/013).
 */
const userSchema = z
  .object({ firstName: nameSchema, lastName: nameSchema, email: emailSchema, role: companyMemberRoleSchema, teamId: z.string() })
  .refine(teamLeaderHasTeam, TEAM_RULE);

type UserValues = z.input<typeof userSchema>;
type FieldName = keyof UserValues;
const FIELDS: readonly FieldName[] = ["firstName", "lastName", "email", "role", "teamId"];

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
  const form = useForm<UserValues>({
    resolver: zodResolver(userSchema),
    mode: "onSubmit",
    defaultValues: {
      firstName: user?.firstName ?? "",
      lastName: user?.lastName ?? "",
      email: user?.email ?? "",
      role: (user?.role as CompanyMemberRole | undefined) ?? "company_user",
      teamId: user?.teamId ?? "",
    },
  });
  const { errors } = form.formState;

  const mutation = useSaveUser({ form, user, choosesTeam, companyId, onSaved });

  const { err, label } = userFieldText(t, errors);

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
      <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))} className="flex min-h-0 flex-1 flex-col" aria-busy={mutation.isPending}>
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
            {choosesTeam ? <RoleAndTeamFields form={form} roles={roles} teams={teams} /> : null}
          </div>
          {editing ? null : (
            <p className="flex gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
              <MailCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-700 dark:text-indigo-300" aria-hidden />
              {t("company.userForm.inviteNote")}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2 border-t border-slate-200 px-6 py-3 dark:border-slate-800">
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            {t("company.common.cancel")}
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t("company.common.saving") : editing ? t("company.userForm.save") : t("company.userForm.sendInvite")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

type UserForm = UseFormReturn<UserValues>;

/** A field's error in the reader's language, and its label. */
function userFieldText(t: TFunction, errors: UserForm["formState"]["errors"]) {
  const err = (name: FieldName) => {
    const message = errors[name]?.message;
    if (!message) return undefined;
    if (message === REQUIRED) return t("messages.required");
    return companyMessage(t, message, "messages.required");
  };
  const label = (name: FieldName) => t(`company.userForm.${name}`);
  return { err, label };
}

/**
 * Saving the form: an edit changes the user; an add invites them (a team leader's new users join the leader's team
 * as reps). The server's field errors are shown on their fields.
 */
function useSaveUser({
  form,
  user,
  choosesTeam,
  companyId,
  onSaved,
}: {
  form: UserForm;
  user: CompanyUser | undefined;
  choosesTeam: boolean;
  companyId: string;
  onSaved(message: string): void;
}) {
  const { t } = useTranslation();
  const editing = user !== undefined;
  return useMutation({
    mutationFn: async (v: UserValues) => {
      const teamId = choosesTeam && v.teamId ? v.teamId : null;
      if (editing) {
        return companyApi.updateUser(user._id, { firstName: v.firstName, lastName: v.lastName, email: v.email, role: v.role, teamId });
      }
      return companyApi.addUser({
        firstName: v.firstName,
        lastName: v.lastName,
        email: v.email,
        role: choosesTeam ? v.role : "company_user",
        teamId,
        companyId,
        language: currentLanguage(),
      });
    },
    onSuccess: (res) =>
      onSaved(editing ? companyMessage(t, res.message, "company.messages.userUpdated") : t("company.userForm.invited", { email: res.user.email })),
    onError: (e) => {
      if (e instanceof ApiError) {
        for (const fe of e.fieldErrors) {
          const name = FIELDS.find((f) => f === fe.path);
          if (name) form.setError(name, { message: fe.msg });
        }
      }
    },
  });
}

/** The role and the team, for those who choose them (a team leader needs a team). */
function RoleAndTeamFields({ form, roles, teams }: { form: UserForm; roles: CompanyMemberRole[]; teams: Team[] }) {
  const { t } = useTranslation();
  const { err, label } = userFieldText(t, form.formState.errors);
  const role = useWatch({ control: form.control, name: "role" });
  return (
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
  );
}
