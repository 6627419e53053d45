import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { messageKeyOf } from "../../../contract/message-keys";
import { SSO_LIMITS, SSO_MESSAGES, type SsoProtocol } from "../../../contract/sso";
import { ApiError } from "../../lib/api";
import { translateKeyedMessage } from "../../lib/messages";
import { SSO_QUERY, ssoApi, type SsoSettings } from "./api";

const splitDomains = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((d) => d.trim().toLowerCase().replace(/^@/, ""))
    .filter(Boolean);

/**
 * What the SSO form knows and does: the fields as typed, what is wrong with them (shown once the admin tries to
 * save), saving, and removing the settings.
 */
export function useSsoForm(settings: SsoSettings) {
  const { t } = useTranslation();
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
    mutationFn: () => ssoApi.save(saveBody({ protocol, metadataXml, issuerUrl, clientId, clientSecret, domains, enabled, mandatory })),
    onSuccess: (saved) => {
      toast.success(t("sso.saved"));
      qc.setQueryData(SSO_QUERY, saved);
    },
  });
  const remove = useRemoveSso(() => setRemoving(false));

  const oidc = protocol === "oidc";
  const errors = fieldErrors(t, settings, { protocol, metadataXml, issuerUrl, clientId, clientSecret, domains });
  const shown = (e: string | undefined) => (submitted ? e : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    save.mutate();
  };
  const saveError = save.error instanceof ApiError ? saveErrorText(t, save.error) : save.isError ? t("sso.errors.saveFailed") : null;
  return {
    protocol,
    setProtocol,
    metadataXml,
    setMetadataXml,
    issuerUrl,
    setIssuerUrl,
    clientId,
    setClientId,
    clientSecret,
    setClientSecret,
    domains,
    setDomains,
    enabled,
    setEnabled,
    mandatory,
    setMandatory,
    removing,
    setRemoving,
    save,
    remove,
    oidc,
    errors,
    shown,
    submit,
    saveError,
  };
}

export type SsoForm = ReturnType<typeof useSsoForm>;

/** The fields as typed. */
interface SsoValues {
  protocol: SsoProtocol;
  metadataXml: string;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  domains: string;
  enabled: boolean;
  mandatory: boolean;
}

/** What is sent: the chosen protocol's fields, trimmed; a blank secret or metadata keeps the stored one. */
function saveBody({ protocol, metadataXml, issuerUrl, clientId, clientSecret, domains, enabled, mandatory }: SsoValues) {
  return protocol === "saml"
    ? { enabled, protocol, samlMetadataXml: metadataXml.trim() || undefined, allowedDomains: splitDomains(domains), mandatory }
    : {
        enabled,
        protocol,
        issuerUrl: issuerUrl.trim(),
        clientId: clientId.trim(),
        clientSecret: clientSecret || undefined,
        allowedDomains: splitDomains(domains),
        mandatory,
      };
}

/** What is wrong with each field, by its name; undefined where nothing is. */
function fieldErrors(
  t: TFunction,
  settings: SsoSettings,
  { protocol, metadataXml, issuerUrl, clientId, clientSecret, domains }: Omit<SsoValues, "enabled" | "mandatory">,
) {
  const list = splitDomains(domains);
  const oidc = protocol === "oidc";
  return {
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
}

/** Removing the settings: the form is read again, and `done` closes the confirmation. */
function useRemoveSso(done: () => void) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => ssoApi.remove(),
    onSuccess: () => {
      toast.success(t("sso.removed"));
      done();
      void qc.invalidateQueries({ queryKey: SSO_QUERY });
    },
    onError: () => toast.error(t("sso.errors.actionFailed")),
  });
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
