import { Check, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { failedSetupRules, type PasswordRuleId } from "../../../../contract/password";
import type { PublicUser } from "../../../../contract/user";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { PasswordInput } from "../../../components/ui/password-input";
import { ApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { translateError, translateMessage } from "../../../lib/messages";
import { authApi } from "../api/auth-api";

const BASE_RULES: PasswordRuleId[] = ["length", "lowercase", "uppercase", "number"];

/**
 * The password-setup form of the page and the modal (spec 1 §5): the page checks length, lowercase, uppercase
 * and number; the modal also a special character. Failed rules are shown joined with '. '.
 */
export function PasswordSetupForm({ requireSpecial, onDone }: { requireSpecial: boolean; onDone: (user: PublicUser) => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [passwordError, setPasswordError] = useState<string>();
  const [confirmError, setConfirmError] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const rules: PasswordRuleId[] = requireSpecial ? [...BASE_RULES, "special"] : BASE_RULES;
  const failed = new Set(failedSetupRules(password, { requireSpecial }));

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const failedNow = failedSetupRules(password, { requireSpecial });
    setPasswordError(failedNow.length ? failedNow.map((r) => t(`password.rules.${r}`)).join(". ") : undefined);
    setConfirmError(password !== confirm ? t("messages.passwordsDoNotMatch") : undefined);
    if (failedNow.length || password !== confirm) return;
    setSubmitting(true);
    try {
      const res = await authApi.setupPassword({ password, confirmPassword: confirm });
      onDone(res.user);
    } catch (err) {
      const apiErr = err instanceof ApiError ? err : null;
      const field = apiErr?.fieldErrors[0]?.msg;
      setError(field ? translateMessage(t, field, "setup.failed") : translateError(t, apiErr, "setup.failed"));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error ? <Alert>{error}</Alert> : null}
      <Field label={t("form.password")} error={passwordError}>
        <PasswordInput autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <div>
        <p className="text-xs font-medium text-slate-600 dark:text-slate-400">{t("setup.requirements")}</p>
        <ul className="mt-1 grid gap-1 text-xs sm:grid-cols-2">
          {rules.map((rule) => {
            const ok = !failed.has(rule);
            return (
              <li key={rule} className={cn("flex items-center gap-1", ok ? "text-emerald-700 dark:text-emerald-400" : "text-slate-600 dark:text-slate-400")}>
                {ok ? <Check className="h-3.5 w-3.5" aria-hidden /> : <X className="h-3.5 w-3.5" aria-hidden />}
                {t(`password.checklist.${rule}`)}
              </li>
            );
          })}
        </ul>
      </div>
      <Field label={t("form.confirmPassword")} error={confirmError}>
        <PasswordInput autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </Field>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? t("setup.submitting") : t("setup.submit")}
      </Button>
    </form>
  );
}
