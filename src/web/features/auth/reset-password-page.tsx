import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, XCircle } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { passwordSchema } from "../../../contract/password";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { PasswordInput } from "../../components/ui/password-input";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { translateError, translateMessage } from "../../lib/messages";
import { authApi } from "./api/auth-api";
import { AuthCard } from "./components/auth-card";

/** Verify the token (loading), then the invalid-link state, the form, or the success state (spec 1 §2). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const verify = useQuery({
    queryKey: ["reset-token", token],
    queryFn: () => authApi.verifyResetToken(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [fieldError, setFieldError] = useState<{ password?: string; confirm?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  if (!token) return <InvalidLink message={t("reset.missingToken")} />;
  if (verify.isPending) {
    return (
      <AuthCard title={t("reset.title")}>
        <Spinner label={t("reset.verifying")} />
      </AuthCard>
    );
  }
  if (verify.isError) {
    const e = verify.error;
    const message = e instanceof ApiError && e.status === 400 ? t("reset.invalidOrExpired") : t("reset.verifyFailed");
    return <InvalidLink message={message} />;
  }
  if (done) {
    return (
      <AuthCard title={t("reset.successTitle")}>
        <div className="flex flex-col items-center gap-4 text-center">
          <CheckCircle2 className="h-12 w-12 text-emerald-600" aria-hidden />
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("reset.successBody")}</p>
          <Button asChild>
            <Link to="/login">{t("reset.signIn")}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const next: { password?: string; confirm?: string } = {};
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) next.password = translateMessage(t, parsed.error.issues[0]?.message, "reset.failed");
    if (password !== confirm) next.confirm = t("messages.passwordsDoNotMatch");
    setFieldError(next);
    if (next.password || next.confirm) return;
    setSubmitting(true);
    try {
      await authApi.resetPassword({ token, newPassword: password });
      setDone(true);
    } catch (err) {
      setError(translateError(t, err, "reset.failed"));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t("reset.title")} subtitle={t("reset.forAccount", { email: verify.data.email })}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {error ? <Alert>{error}</Alert> : null}
        <Field label={t("reset.newPassword")} hint={t("reset.hint")} error={fieldError.password}>
          <PasswordInput autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <Field label={t("reset.confirmNewPassword")} error={fieldError.confirm}>
          <PasswordInput
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => {
              setConfirm(e.target.value);
              // Clear while typing, not on blur: a message vanishing on blur would move the button under the pointer.
              setFieldError((f) => ({ ...f, confirm: undefined }));
            }}
            onBlur={() => {
              if (confirm && confirm !== password) setFieldError((f) => ({ ...f, confirm: t("messages.passwordsDoNotMatch") }));
            }}
          />
        </Field>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t("reset.submitting") : t("reset.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}

function InvalidLink({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("reset.title")}>
      <div className="flex flex-col items-center gap-4 text-center">
        <XCircle className="h-12 w-12 text-red-600" aria-hidden />
        <p role="alert" className="text-sm text-slate-700 dark:text-slate-200">
          {message}
        </p>
        <Button asChild variant="secondary">
          <Link to="/forgot-password">{t("reset.requestNew")}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
