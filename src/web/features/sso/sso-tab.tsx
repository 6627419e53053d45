import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, ShieldCheck } from "lucide-react";
import type { TFunction } from "i18next";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { messageKeyOf } from "../../../contract/message-keys";
import { SSO_LIMITS, SSO_MESSAGES, type SsoProtocol } from "../../../contract/sso";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Field } from "../../components/ui/field";
import { Input, inputClass } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { translateKeyedMessage } from "../../lib/messages";
import { SSO_QUERY, ssoApi, type SsoSettings } from "./api";

const splitDomains = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((d) => d.trim().toLowerCase().replace(/^@/, ""))
    .filter(Boolean);

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

function SsoForm({ settings }: { settings: SsoSettings }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [protocol, setProtocol] = useState<SsoProtocol>(settings.protocol);
  const [metadataXml, setMetadataXml] = useState(settings.saml?.metadataXml ?? "");
  const [issuerUrl, setIssuerUrl] = useState(settings.issuerUrl);
  const [clientId, setClientId] = useState(settings.clientId);
  const [clientSecret, setClientSecret] = useState("");
  const [domains, setDomains] = useState(settings.allowedDomains.join("\n"));
  const [enabled, setEnabled] = useState(settings.configured ? settings.enabled : true);
  const [mandatory, setMandatory] = useState(settings.mandatory);
  const [removing, setRemoving] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const save = useMutation({
    mutationFn: () =>
      ssoApi.save(
        protocol === "saml"
          ? { enabled, protocol, samlMetadataXml: metadataXml.trim() || undefined, allowedDomains: splitDomains(domains), mandatory }
          : {
              enabled,
              protocol,
              issuerUrl: issuerUrl.trim(),
              clientId: clientId.trim(),
              clientSecret: clientSecret || undefined,
              allowedDomains: splitDomains(domains),
              mandatory,
            },
      ),
    onSuccess: (saved) => {
      toast.success(t("sso.saved"));
      qc.setQueryData(SSO_QUERY, saved);
    },
  });
  const remove = useMutation({
    mutationFn: () => ssoApi.remove(),
    onSuccess: () => {
      toast.success(t("sso.removed"));
      setRemoving(false);
      void qc.invalidateQueries({ queryKey: SSO_QUERY });
    },
    onError: () => toast.error(t("sso.errors.actionFailed")),
  });

  const list = splitDomains(domains);
  const oidc = protocol === "oidc";
  const errors = {
    issuerUrl: !oidc
      ? undefined
      : issuerUrl.trim() === ""
        ? t("sso.errors.required")
        : !/^https?:\/\/\S+$/i.test(issuerUrl.trim())
          ? t("sso.errors.issuerUrl")
          : undefined,
    clientId: oidc && clientId.trim() === "" ? t("sso.errors.required") : undefined,
    clientSecret: oidc && !settings.hasClientSecret && clientSecret === "" ? t("sso.errors.required") : undefined,
    metadataXml: oidc
      ? undefined
      : metadataXml.trim() === "" && !settings.saml
        ? t("sso.saml.errors.required")
        : metadataXml.length > SSO_LIMITS.samlMetadata
          ? t("sso.saml.errors.malformed")
          : undefined,
    domains:
      list.length === 0 ? t("sso.errors.noDomain") : list.length > SSO_LIMITS.domains ? t("sso.errors.tooManyDomains", { max: SSO_LIMITS.domains }) : undefined,
  };
  const shown = (e: string | undefined) => (submitted ? e : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    save.mutate();
  };
  const saveError = save.error instanceof ApiError ? saveErrorText(t, save.error) : save.isError ? t("sso.errors.saveFailed") : null;
  const sp = settings.samlServiceProvider;
  const readOnly = (label: string, value: string, hint?: string) => (
    <Field label={label} hint={hint}>
      <input readOnly value={value} className={cn(inputClass, "font-mono text-xs")} onFocus={(e) => e.currentTarget.select()} />
    </Field>
  );

  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-400">{t("sso.intro")}</p>
      {!settings.secretStorage && oidc ? <Alert>{t("sso.errors.noSecretKey")}</Alert> : null}
      <Card className="space-y-1">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
          <ShieldCheck className="h-4 w-4 text-slate-500" aria-hidden />
          {settings.configured ? (settings.enabled ? t("sso.status.on") : t("sso.status.off")) : t("sso.status.notSetUp")}
        </h3>
        {oidc ? (
          readOnly(t("sso.redirectUri"), settings.redirectUri, t("sso.redirectUriHint"))
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-slate-600 dark:text-slate-400">{t("sso.saml.spIntro")}</p>
            {readOnly(t("sso.saml.spEntityId"), sp.entityId)}
            {readOnly(t("sso.saml.acsUrl"), sp.acsUrl)}
            <a
              href={new URL(sp.metadataUrl).pathname}
              download
              className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
            >
              <Download className="h-4 w-4" aria-hidden />
              {t("sso.saml.downloadSpMetadata")}
            </a>
          </div>
        )}
      </Card>
      <form className="space-y-4" onSubmit={submit} noValidate aria-label={t("sso.formLabel")}>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">{t("sso.protocol")}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(["oidc", "saml"] as const).map((p) => (
              <label key={p} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
                <input type="radio" name="sso-protocol" className="mt-0.5 h-4 w-4 accent-brand-600" checked={protocol === p} onChange={() => setProtocol(p)} />
                <span>
                  <span className="block font-medium text-slate-900 dark:text-white">{t(`sso.protocols.${p}`)}</span>
                  <span className="block text-slate-600 dark:text-slate-400">{t(`sso.protocols.${p}Hint`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {oidc ? (
          <>
            <Field label={t("sso.issuerUrl")} hint={t("sso.issuerUrlHint")} error={shown(errors.issuerUrl)} required>
              <Input
                type="url"
                inputMode="url"
                autoComplete="off"
                value={issuerUrl}
                onChange={(e) => setIssuerUrl(e.target.value)}
                maxLength={SSO_LIMITS.issuerUrl}
                placeholder="https://login.example.com"
                aria-required
              />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t("sso.clientId")} error={shown(errors.clientId)} required>
                <Input autoComplete="off" value={clientId} onChange={(e) => setClientId(e.target.value)} maxLength={SSO_LIMITS.clientId} aria-required />
              </Field>
              <Field
                label={t("sso.clientSecret")}
                hint={settings.hasClientSecret ? t("sso.clientSecretKept") : t("sso.clientSecretHint")}
                error={shown(errors.clientSecret)}
                required={!settings.hasClientSecret}
              >
                <Input
                  type="password"
                  autoComplete="new-password"
                  value={clientSecret}
                  onChange={(e) => setClientSecret(e.target.value)}
                  maxLength={SSO_LIMITS.clientSecret}
                  aria-required={!settings.hasClientSecret}
                />
              </Field>
            </div>
          </>
        ) : (
          <div className="space-y-3">
            <Field
              label={t("sso.saml.metadata")}
              hint={settings.saml ? t("sso.saml.metadataKept") : t("sso.saml.metadataHint")}
              error={shown(errors.metadataXml)}
              required={!settings.saml}
            >
              <textarea
                className={cn(inputClass, "min-h-40 font-mono text-xs")}
                value={metadataXml}
                onChange={(e) => setMetadataXml(e.target.value)}
                spellCheck={false}
                placeholder={'<md:EntityDescriptor entityID="https://idp.example.com/…">'}
                aria-required={!settings.saml}
              />
            </Field>
            {settings.saml && settings.protocol === "saml" ? (
              <dl className="grid gap-x-4 gap-y-1 rounded-lg border border-slate-200 p-3 text-sm sm:grid-cols-[auto_1fr] dark:border-slate-700">
                <dt className="text-slate-500 dark:text-slate-400">{t("sso.saml.idpEntityId")}</dt>
                <dd className="font-mono text-xs break-all text-slate-900 dark:text-white">{settings.saml.idpEntityId}</dd>
                <dt className="text-slate-500 dark:text-slate-400">{t("sso.saml.ssoUrl")}</dt>
                <dd className="font-mono text-xs break-all text-slate-900 dark:text-white">{settings.saml.ssoUrl}</dd>
                <dt className="text-slate-500 dark:text-slate-400">{t("sso.saml.certificate")}</dt>
                <dd className="text-slate-900 dark:text-white">
                  {settings.saml.certificateExpiresAt
                    ? t("sso.saml.certificateValid", {
                        count: settings.saml.certificateCount,
                        date: new Date(settings.saml.certificateExpiresAt).toLocaleDateString(i18n.language),
                      })
                    : t("sso.saml.certificateExpired")}
                </dd>
              </dl>
            ) : null}
          </div>
        )}
        <Field label={t("sso.domains")} hint={t("sso.domainsHint")} error={shown(errors.domains)} required>
          <textarea
            className={cn(inputClass, "min-h-20 font-mono")}
            value={domains}
            onChange={(e) => setDomains(e.target.value)}
            placeholder="example.com"
            aria-required
          />
        </Field>
        <fieldset className="space-y-2">
          <legend className="sr-only">{t("sso.options")}</legend>
          <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
            <input type="checkbox" className="mt-0.5 h-4 w-4 accent-brand-600" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
            <span>
              <span className="block font-medium text-slate-900 dark:text-white">{t("sso.enabled")}</span>
              <span className="block text-slate-600 dark:text-slate-400">{t("sso.enabledHint")}</span>
            </span>
          </label>
          <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
            <input type="checkbox" className="mt-0.5 h-4 w-4 accent-brand-600" checked={mandatory} onChange={(e) => setMandatory(e.target.checked)} />
            <span>
              <span className="block font-medium text-slate-900 dark:text-white">{t("sso.mandatory")}</span>
              <span className="block text-slate-600 dark:text-slate-400">
                {settings.breakGlassEmail ? t("sso.mandatoryHint", { email: settings.breakGlassEmail }) : t("sso.mandatoryHintNoAdmin")}
              </span>
            </span>
          </label>
        </fieldset>
        {saveError ? <Alert>{saveError}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          {settings.configured ? (
            <Button type="button" variant="ghost" className="text-red-700 dark:text-red-400" onClick={() => setRemoving(true)}>
              {t("sso.remove")}
            </Button>
          ) : null}
          <Button type="submit" disabled={save.isPending || (oidc && !settings.secretStorage)}>
            {save.isPending ? t("sso.saving") : t("sso.save")}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={removing}
        title={t("sso.removeTitle")}
        description={t("sso.removeText")}
        confirmLabel={t("sso.remove")}
        cancelLabel={t("sso.cancel")}
        danger
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setRemoving(false)}
      />
    </div>
  );
}

const PUBLIC_DOMAIN = messageKeyOf(SSO_MESSAGES.publicDomain);

function saveErrorText(t: TFunction, error: ApiError): string {
  if (error.status === 409) {
    const domains = error.fieldErrors.map((f) => f.msg.split(":")[0]).join(", ");
    return domains ? t("sso.errors.domainTakenNamed", { domains }) : t("sso.errors.domainTaken");
  }
  if (error.status === 503) return t("sso.errors.noSecretKey");
  if (error.status === 400) {
    const metadata = error.fieldErrors.find((f) => f.path === "samlMetadataXml");
    // The metadata's problem by its key, in the tab's own words for it.
    if (metadata) return translateKeyedMessage(t, metadata.msg, "sso.saml.errors.required", metadata.reason);
    if (error.fieldErrors.some((f) => f.path === "issuerUrl")) return t("sso.errors.insecureIssuer");
    const domainErrors = error.fieldErrors.filter((f) => f.path.startsWith("allowedDomains"));
    if (domainErrors.some((f) => (f.reason ?? messageKeyOf(f.msg)) === PUBLIC_DOMAIN)) return t("sso.errors.publicDomain");
    if (domainErrors.length > 0) return t("sso.errors.badDomain");
  }
  return t("sso.errors.saveFailed");
}
