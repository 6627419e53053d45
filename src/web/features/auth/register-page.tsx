import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import { PASSWORDS_DO_NOT_MATCH, registerBodySchema } from "../../../contract/auth";
import { PLAN_IDS } from "../../../contract/plan-list";
import { useAuth } from "../../lib/auth";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { PasswordInput } from "../../components/ui/password-input";
import { ApiError } from "../../lib/api";
import { translateMessage } from "../../lib/messages";
import { readStorage, STORAGE_KEYS } from "../../lib/storage";
import { authApi } from "./api/auth-api";
import { AuthCard } from "./components/auth-card";

type RegisterForm = z.input<typeof registerBodySchema>;
const FIELDS = ["firstName", "lastName", "email", "password", "confirmPassword", "company"] as const;

/** Where to go after registering: the intended paid plan's checkout, else home (spec 1 §2). */
export function afterRegisterPath(): string {
  const stored = readStorage(STORAGE_KEYS.intendedPlan);
  const plan = PLAN_IDS.find((id) => id === stored);
  // After paying, the new user comes back to the home page and its first step (checkout's return path).
  return plan && plan !== "free" ? `/pricing?plan=${plan}&returnTo=%2F` : "/";
}

export function RegisterPage() {
  const { t } = useTranslation();
  const { user, signIn } = useAuth();
  const navigate = useNavigate();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerBodySchema),
    mode: "onSubmit",
    defaultValues: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "", company: "" },
  });
  const { errors, isSubmitting } = form.formState;
  // Set once this page signs the new user in, so its own redirect does not race the one after registering.
  const [registered, setRegistered] = useState(false);

  if (user && !isSubmitting && !registered) return <Navigate to="/" replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      const res = await authApi.register({ ...values, company: values.company || undefined });
      setRegistered(true);
      signIn(res.user, res.token);
      toast.success(t("register.success"));
      await navigate(afterRegisterPath());
    } catch (e) {
      const err = e instanceof ApiError ? e : null;
      for (const fe of err?.fieldErrors ?? []) {
        const name = FIELDS.find((f) => f === fe.path);
        if (name) form.setError(name, { message: fe.msg });
      }
      // error, else message, else the fallback (spec 1 §8).
      setGeneralError(translateMessage(t, err?.body?.error ?? err?.body?.message, "messages.fixHighlighted", err?.reason));
    }
  });

  // "Passwords do not match" is checked when leaving the confirm field, too (spec 1 §5).
  const onConfirmBlur = () => {
    const { password, confirmPassword } = form.getValues();
    // Only adds the error; typing clears it (re-validation on change), so nothing moves under the pointer on blur.
    if (confirmPassword && password !== confirmPassword) {
      form.setError("confirmPassword", { message: PASSWORDS_DO_NOT_MATCH });
    }
  };

  const err = (name: (typeof FIELDS)[number]) => (errors[name] ? translateMessage(t, errors[name]?.message, "messages.required") : undefined);
  const confirm = form.register("confirmPassword");

  return (
    <AuthCard title={t("register.title")} subtitle={t("register.subtitle")}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {generalError ? <Alert>{generalError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("form.firstName")} error={err("firstName")}>
            <Input autoComplete="given-name" {...form.register("firstName")} />
          </Field>
          <Field label={t("form.lastName")} error={err("lastName")}>
            <Input autoComplete="family-name" {...form.register("lastName")} />
          </Field>
        </div>
        <Field label={t("form.email")} error={err("email")}>
          <Input type="email" autoComplete="email" placeholder={t("form.emailPlaceholder")} {...form.register("email")} />
        </Field>
        <Field label={t("form.password")} error={err("password")}>
          <PasswordInput autoComplete="new-password" placeholder={t("form.passwordPlaceholder")} {...form.register("password")} />
        </Field>
        <Field label={t("form.confirmPassword")} error={err("confirmPassword")}>
          <PasswordInput
            autoComplete="new-password"
            {...confirm}
            onBlur={(e) => {
              void confirm.onBlur(e);
              onConfirmBlur();
            }}
          />
        </Field>
        <Field label={t("form.company")} optionalLabel={t("form.optional")} hint={t("register.companyHint")} error={err("company")}>
          <Input autoComplete="organization" {...form.register("company")} />
        </Field>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t("register.submitting") : t("register.submit")}
        </Button>
        <p className="text-center text-sm text-slate-600 dark:text-slate-400">
          {t("register.haveAccount")}{" "}
          <Link to="/login" className="font-medium text-brand-600 hover:underline dark:text-brand-300">
            {t("register.login")}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
