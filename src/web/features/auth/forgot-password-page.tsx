import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { z } from "zod";
import { emailSchema } from "../../../contract/user";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { currentLanguage } from "../../lib/i18n";
import { translateError, translateMessage } from "../../lib/messages";
import { authApi } from "./api/auth-api";
import { AuthCard } from "./components/auth-card";

const schema = z.object({ email: emailSchema });

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await authApi.forgotPassword({ email, language: currentLanguage() });
      setSentTo(email);
    } catch (e) {
      setError(e instanceof ApiError && e.status > 0 ? translateError(t, e, "forgot.failed") : t("forgot.error"));
    }
  });

  if (sentTo) {
    return (
      <AuthCard title={t("forgot.checkEmailTitle")}>
        <div className="flex flex-col items-center gap-4 text-center">
          <MailCheck className="h-12 w-12 text-brand-600 dark:text-brand-300" aria-hidden />
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("forgot.checkEmailBody", { email: sentTo })}</p>
          <Link to="/login" className="font-medium text-brand-600 hover:underline dark:text-brand-300">
            {t("forgot.backToLogin")}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("forgot.title")} subtitle={t("forgot.subtitle")}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {error ? <Alert>{error}</Alert> : null}
        <Field label={t("form.email")} error={errors.email && translateMessage(t, errors.email.message, "messages.invalidEmail")}>
          <Input type="email" autoComplete="email" placeholder={t("form.emailPlaceholder")} {...form.register("email")} />
        </Field>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t("forgot.submitting") : t("forgot.submit")}
        </Button>
        <p className="text-center text-sm">
          <Link to="/login" className="font-medium text-brand-600 hover:underline dark:text-brand-300">
            {t("forgot.backToLogin")}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
