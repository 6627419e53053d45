import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import { loginBodySchema } from "../../../contract/auth";
import { useAuth } from "../../lib/auth";
import { useSignInBrand, useSignInSlug } from "../../lib/brand";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { PasswordInput } from "../../components/ui/password-input";
import { translateError, translateMessage } from "../../lib/messages";
import { authApi } from "./api/auth-api";
import { AuthCard } from "./components/auth-card";
import { CompanySignIn, ssoErrorOf } from "../sso/company-sign-in";

type LoginForm = z.input<typeof loginBodySchema>;

export function LoginPage() {
  const { t } = useTranslation();
  const { user, signIn } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Arrived by a company's sign-in link (`?company=<slug>`, decision 030): its logo, name and colour.
  const slug = useSignInSlug();
  const { brand } = useSignInBrand(slug);
  const form = useForm<LoginForm>({ resolver: zodResolver(loginBodySchema), defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  if (user && !isSubmitting) return <Navigate to="/" replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await authApi.login({ email: values.email, password: values.password });
      signIn(res.user, res.token);
      toast.success(t("login.success"));
      await navigate("/");
    } catch (e) {
      // The server's text, else the spec's fallback (spec 1 §8).
      toast.error(translateError(t, e, "login.failed"));
    }
  });

  return (
    <AuthCard title={t("login.title")} subtitle={brand ? t("login.companySubtitle", { name: brand.displayName }) : t("login.subtitle")} brand={brand}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label={t("form.email")} error={errors.email && translateMessage(t, errors.email.message, "messages.invalidEmail")}>
          <Input type="email" autoComplete="email" placeholder={t("form.emailPlaceholder")} {...form.register("email")} />
        </Field>
        <Field label={t("form.password")} error={errors.password && translateMessage(t, errors.password.message, "messages.required")}>
          <PasswordInput autoComplete="current-password" {...form.register("password")} />
        </Field>
        <div className="flex justify-end">
          <Link
            to={slug ? `/forgot-password?company=${encodeURIComponent(slug)}` : "/forgot-password"}
            className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-300"
          >
            {t("login.forgot")}
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t("login.submitting") : t("login.submit")}
        </Button>
        {/* A company's people are invited; under white-label the page offers no SalesDojo account of one's own. */}
        {brand?.whiteLabel ? null : (
          <p className="text-center text-sm text-slate-600 dark:text-slate-400">
            {t("login.noAccount")}{" "}
            <Link to="/register" className="font-medium text-brand-600 hover:underline dark:text-brand-300">
              {t("login.register")}
            </Link>
          </p>
        )}
      </form>
      <div className="my-5 flex items-center gap-3 text-xs uppercase text-slate-500 dark:text-slate-400" aria-hidden>
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        {t("sso.login.or")}
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      <CompanySignIn emailFromForm={() => form.getValues("email")} returnedError={ssoErrorOf(params.get("sso_error"))} />
    </AuthCard>
  );
}
