import { Download, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SSO_LIMITS } from "../../../contract/sso";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Field } from "../../components/ui/field";
import { Input, inputClass } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import type { SsoSettings } from "./api";
import { type SsoForm as SsoFormState, useSsoForm } from "./use-sso-form";

/** The company's SSO settings: where the identity provider sends people back, the protocol, its fields, the domains. */
export function SsoForm({ settings }: { settings: SsoSettings }) {
  const { t } = useTranslation();
  const form = useSsoForm(settings);
  const { oidc, domains, setDomains, errors, shown, submit, save, remove, removing, setRemoving, saveError } = form;

  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-400">{t("sso.intro")}</p>
      {!settings.secretStorage && oidc ? <Alert>{t("sso.errors.noSecretKey")}</Alert> : null}
      <ServiceProviderCard settings={settings} oidc={oidc} />
      <form className="space-y-4" onSubmit={submit} noValidate aria-label={t("sso.formLabel")}>
        <ProtocolChoice form={form} />
        {oidc ? <OidcFields form={form} settings={settings} /> : <SamlFields form={form} settings={settings} />}
        <Field label={t("sso.domains")} hint={t("sso.domainsHint")} error={shown(errors.domains)} required>
          <textarea
            className={cn(inputClass, "min-h-20 font-mono")}
            value={domains}
            onChange={(e) => setDomains(e.target.value)}
            placeholder="example.com"
            aria-required
          />
        </Field>
        <SsoOptions form={form} settings={settings} />
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

/** A value to copy into the identity provider: selected whole on focus. */
function ReadOnlyField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Field label={label} hint={hint}>
      <input readOnly value={value} className={cn(inputClass, "font-mono text-xs")} onFocus={(e) => e.currentTarget.select()} />
    </Field>
  );
}

/** Whether SSO is on, and what the identity provider needs of this app: the redirect URI, or the SAML service provider. */
function ServiceProviderCard({ settings, oidc }: { settings: SsoSettings; oidc: boolean }) {
  const { t } = useTranslation();
  const sp = settings.samlServiceProvider;
  return (
    <Card className="space-y-1">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
        <ShieldCheck className="h-4 w-4 text-slate-500" aria-hidden />
        {settings.configured ? (settings.enabled ? t("sso.status.on") : t("sso.status.off")) : t("sso.status.notSetUp")}
      </h3>
      {oidc ? (
        <ReadOnlyField label={t("sso.redirectUri")} value={settings.redirectUri} hint={t("sso.redirectUriHint")} />
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("sso.saml.spIntro")}</p>
          <ReadOnlyField label={t("sso.saml.spEntityId")} value={sp.entityId} />
          <ReadOnlyField label={t("sso.saml.acsUrl")} value={sp.acsUrl} />
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
  );
}

/** OpenID Connect or SAML 2.0. */
function ProtocolChoice({ form: { protocol, setProtocol } }: { form: SsoFormState }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** The OpenID Connect provider: its issuer, this app's client id and secret (a kept secret need not be typed again). */
function OidcFields({ form, settings }: { form: SsoFormState; settings: SsoSettings }) {
  const { t } = useTranslation();
  const { issuerUrl, setIssuerUrl, clientId, setClientId, clientSecret, setClientSecret, errors, shown } = form;
  return (
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
  );
}

/** The SAML identity provider's metadata, and what was read from the stored one. */
function SamlFields({ form, settings }: { form: SsoFormState; settings: SsoSettings }) {
  const { t, i18n } = useTranslation();
  const { metadataXml, setMetadataXml, errors, shown } = form;
  return (
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
  );
}

/** SSO on or off, and whether it is the only way in. */
function SsoOptions({ form: { enabled, setEnabled, mandatory, setMandatory }, settings }: { form: SsoFormState; settings: SsoSettings }) {
  const { t } = useTranslation();
  return (
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
  );
}
