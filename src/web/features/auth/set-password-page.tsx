import { useQuery } from "@tanstack/react-query";
import { MailWarning } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { passwordSchema, PASSWORD_MIN } from "../../../contract/password";
import { useAuth } from "../../lib/auth";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { PasswordInput } from "../../components/ui/password-input";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { translateError, translateMessage } from "../../lib/messages";
import { authApi } from "./api/auth-api";
import { AuthCard } from "./components/auth-card";

/**
 * The invitation link (/set-password?token=…): "Set your password", greeting the invitee by name and company;
 * setting it signs them in and the home page shows their first step (docs/decisions/013).
 */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const info = useQuery({
    queryKey: ["invite", token],
    queryFn: ({ signal }) => authApi.inviteInfo(token, signal),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [fieldError, setFieldError] = useState<{ password?: string; confirm?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (!token) return <InvalidInvite message={t("invite.missingToken")} />;
  if (info.isPending) {
    return (
      <AuthCard title={t("invite.title")}>
        <Spinner label={t("invite.checking")} />
      </AuthCard>
    );
  }
  if (info.isError) {
    const e = info.error;
    return <InvalidInvite message={e instanceof ApiError && e.status === 400 ? t("invite.invalid") : t("invite.checkFailed")} />;
  }

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const next: { password?: string; confirm?: string } = {};
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) next.password = translateMessage(t, parsed.error.issues[0]?.message, "invite.failed");
    if (password !== confirm) next.confirm = t("messages.passwordsDoNotMatch");
    setFieldError(next);
    if (next.password || next.confirm) return;
    setSubmitting(true);
    try {
      const res = await authApi.acceptInvite({ token, password, confirmPassword: confirm });
      signIn(res.user, res.token);
      toast.success(t("invite.done"));
      await navigate("/", { replace: true });
    } catch (err) {
      const invalid = err instanceof ApiError && err.status === 400 && err.fieldErrors.length === 0;
      setError(invalid ? t("invite.invalid") : translateError(t, err, "invite.failed"));
      setSubmitting(false);
    }
  };

  const { firstName, company, email } = info.data;
  return (
    <AuthCard
      title={t("invite.title")}
      subtitle={company ? t("invite.welcomeCompany", { firstName, company, email }) : t("invite.welcome", { firstName, email })}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {error ? <Alert>{error}</Alert> : null}
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <Field label={t("invite.password")} hint={t("invite.hint", { min: PASSWORD_MIN })} error={fieldError.password}>
          <PasswordInput autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <Field label={t("invite.confirm")} error={fieldError.confirm}>
          <PasswordInput
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => {
              setConfirm(e.target.value);
              setFieldError((f) => ({ ...f, confirm: undefined }));
            }}
            onBlur={() => {
              if (confirm && confirm !== password) setFieldError((f) => ({ ...f, confirm: t("messages.passwordsDoNotMatch") }));
            }}
          />
        </Field>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t("invite.submitting") : t("invite.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}

function InvalidInvite({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("invite.title")}>
      <div className="flex flex-col items-center gap-4 text-center">
        <MailWarning className="h-12 w-12 text-amber-600 dark:text-amber-400" aria-hidden />
        <p role="alert" className="text-sm text-slate-700 dark:text-slate-200">
          {message}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("invite.askAgain")}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild variant="secondary">
            <Link to="/login">{t("invite.login")}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/forgot-password">{t("invite.forgot")}</Link>
          </Button>
        </div>
      </div>
    </AuthCard>
  );
}
