import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { SSO_QUERY, ssoApi } from "./api";
import { SsoForm } from "./sso-form";

/**
 * The SSO tab of the company area (issue 18): a company admin of an Enterprise company connects the company's
 * identity provider by OpenID Connect or SAML 2.0 (pasting the IdP's metadata; docs/decisions/029), names the
 * e-mail domains it vouches for, and may make it the only way in.
 */
export function SsoTab() {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: SSO_QUERY, queryFn: ({ signal }) => ssoApi.settings(signal) });
  if (settings.isPending) return <Spinner label={t("sso.loading")} />;
  if (settings.isError) {
    return (
      <div className="space-y-3">
        <Alert>{t("sso.errors.loadFailed")}</Alert>
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          {t("sso.tryAgain")}
        </Button>
      </div>
    );
  }
  return <SsoForm key={settings.data.updatedAt ?? "new"} settings={settings.data} />;
}
