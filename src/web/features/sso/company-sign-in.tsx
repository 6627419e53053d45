import { Building2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { SSO_ERRORS, type SsoError } from "../../../contract/sso";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { ssoApi } from "./api";

/** What `/login?sso_error=` says, when it names a reason the server sends. */
export function ssoErrorOf(value: string | null): SsoError | null {
  return value !== null && (SSO_ERRORS as readonly string[]).includes(value) ? (value as SsoError) : null;
}

/**
 * "Sign in with your company" on the login page (issue 18): the person types their work e-mail, the server finds
 * the company from its domain, and the browser goes to the company's identity provider.
 */
export function CompanySignIn({ emailFromForm, returnedError }: { emailFromForm: () => string; returnedError: SsoError | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(returnedError !== null);
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setError(t("sso.login.invalidEmail"));
      return;
    }
    setBusy(true);
    try {
      const { redirectUrl } = await ssoApi.start(email.trim());
      window.location.assign(redirectUrl);
    } catch (err) {
      setBusy(false);
      const status = err instanceof ApiError ? err.status : 0;
      setError(status === 404 ? t("sso.login.noCompany") : status === 502 ? t("sso.login.unreachable") : t("sso.login.startFailed"));
    }
  };

  return (
    <div className="space-y-3">
      {returnedError ? <Alert>{t(`sso.login.returned.${returnedError}`)}</Alert> : null}
      {open ? (
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3" aria-label={t("sso.login.title")}>
          <Field label={t("sso.login.email")} hint={t("sso.login.emailHint")} error={error ?? undefined}>
            <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
          </Field>
          <Button type="submit" variant="secondary" className="w-full" disabled={busy}>
            <Building2 className="h-4 w-4" aria-hidden />
            {busy ? t("sso.login.redirecting") : t("sso.login.continue")}
          </Button>
        </form>
      ) : (
        <Button
          type="button"
          variant="secondary"
          className="w-full"
          onClick={() => {
            setEmail(emailFromForm().trim());
            setOpen(true);
          }}
        >
          <Building2 className="h-4 w-4" aria-hidden />
          {t("sso.login.button")}
        </Button>
      )}
    </div>
  );
}
