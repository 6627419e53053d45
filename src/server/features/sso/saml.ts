import { X509Certificate } from "node:crypto";
import { type CacheProvider, generateServiceProviderMetadata, SAML, ValidateInResponseTo } from "@node-saml/node-saml";
import { DOMParser } from "@xmldom/xmldom";
import * as xpath from "xpath";

/**
 * The SAML 2.0 service provider (docs/decisions/029), all checks through @node-saml/node-saml: the AuthnRequest
 * (HTTP-Redirect binding), and the response at the ACS (HTTP-POST binding): XML signature against the IdP's
 * certificate, issuer, destination/recipient, audience, NotBefore/NotOnOrAfter with a small clock skew, and
 * InResponseTo against a request this server made. Nothing is verified by hand here; this file only reads the IdP
 * metadata an admin pasted and maps the checked assertion to who signed in.
 */

/** Clock difference tolerated between the IdP and this server in NotBefore / NotOnOrAfter checks. */
export const SAML_CLOCK_SKEW_MS = 2 * 60_000;
/** Pasted metadata larger than this is refused before parsing. */
export const SAML_METADATA_MAX_CHARS = 200_000;

const REDIRECT_BINDING = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
const EMAIL_FORMAT = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";
const MD = "urn:oasis:names:tc:SAML:2.0:metadata";
const DS = "http://www.w3.org/2000/09/xmldsig#";
const select = xpath.useNamespaces({ md: MD, ds: DS });

/** The parts of the IdP's metadata the service provider needs. */
export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  certs: string[];
  /** The earliest expiry among the signing certificates (ISO). */
  certExpiresAt: string;
}

/** Why pasted metadata cannot be used; `code` is what the settings screen words in four languages. */
export class MetadataError extends Error {
  constructor(
    public readonly code: "malformed" | "noIdp" | "noEntityId" | "noSsoUrl" | "insecureSsoUrl" | "noCert" | "badCert" | "certExpired",
    message: string,
  ) {
    super(message);
  }
}

const pem = (base64: string) => `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)!.join("\n")}\n-----END CERTIFICATE-----\n`;

/** Reads entity id, the HTTP-Redirect SSO URL and the signing certificates from IdP metadata XML. */
export function parseIdpMetadata(xml: string, now = new Date()): IdpMetadata {
  if (xml.length > SAML_METADATA_MAX_CHARS) throw new MetadataError("malformed", "The metadata is too large.");
  if (/<!DOCTYPE/i.test(xml)) throw new MetadataError("malformed", "Metadata with a DOCTYPE is not accepted.");
  let malformed = false;
  const doc = new DOMParser({
    errorHandler: {
      warning: () => {},
      error: () => {
        malformed = true;
      },
      fatalError: () => {
        malformed = true;
      },
    },
  }).parseFromString(xml.trim(), "text/xml");
  if (malformed || !doc?.documentElement) throw new MetadataError("malformed", "This is not well-formed XML.");
  const nodes = (expr: string, ctx: Node) => select(expr, ctx) as Node[];
  // An EntityDescriptor at the top, or the first one with an IdP role inside an EntitiesDescriptor.
  const entity = nodes("//md:EntityDescriptor[md:IDPSSODescriptor]", doc)[0] as Element | undefined;
  if (!entity) throw new MetadataError("noIdp", "No identity provider (IDPSSODescriptor) in this metadata.");
  const entityId = entity.getAttribute("entityID")?.trim();
  if (!entityId) throw new MetadataError("noEntityId", "The metadata has no entityID.");
  const idp = nodes("md:IDPSSODescriptor", entity)[0]!;
  const sso = nodes(`md:SingleSignOnService[@Binding='${REDIRECT_BINDING}']`, idp)[0] as Element | undefined;
  const ssoUrl = sso?.getAttribute("Location")?.trim();
  if (!ssoUrl) throw new MetadataError("noSsoUrl", "The identity provider offers no SingleSignOnService with the HTTP-Redirect binding.");
  let url: URL;
  try {
    url = new URL(ssoUrl);
  } catch {
    throw new MetadataError("noSsoUrl", "The SingleSignOnService location is not a URL.");
  }
  if (url.protocol !== "https:") throw new MetadataError("insecureSsoUrl", "The SingleSignOnService location must start with https://");
  const certNodes = nodes("md:KeyDescriptor[not(@use) or @use='signing']/ds:KeyInfo/ds:X509Data/ds:X509Certificate", idp);
  if (certNodes.length === 0) throw new MetadataError("noCert", "The metadata has no signing certificate.");
  const certs: string[] = [];
  let earliest = Infinity;
  let anyValid = false;
  for (const node of certNodes) {
    const base64 = (node.textContent ?? "").replace(/\s+/g, "");
    let cert: X509Certificate;
    try {
      cert = new X509Certificate(Buffer.from(base64, "base64"));
    } catch {
      throw new MetadataError("badCert", "A signing certificate in the metadata cannot be read.");
    }
    const until = new Date(cert.validTo).getTime();
    if (until > now.getTime()) anyValid = true;
    earliest = Math.min(earliest, until);
    const text = pem(base64);
    if (!certs.includes(text)) certs.push(text);
  }
  if (!anyValid) throw new MetadataError("certExpired", "Every signing certificate in the metadata has expired.");
  return { entityId, ssoUrl, certs, certExpiresAt: new Date(earliest).toISOString() };
}

/** Where this server is the service provider for one company. */
export function spUrls(publicUrl: string, companyId: string) {
  const base = `${publicUrl}/api/auth/sso/saml/${companyId}`;
  return { entityId: base, acsUrl: `${base}/acs`, metadataUrl: `${base}/metadata` };
}

export interface SamlSettings {
  publicUrl: string;
  companyId: string;
  idpEntityId: string;
  ssoUrl: string;
  certs: string[];
}

/**
 * Request ids this server issued, as node-saml asks for them. The caller keeps them in sso_login_states (saved on
 * start, looked up at the ACS); consuming them once is the caller's atomic update, not this cache's business.
 */
export interface RequestIdStore {
  save(id: string): Promise<void>;
  issuedAt(id: string): Promise<Date | null>;
}

function client(settings: SamlSettings, store: RequestIdStore): SAML {
  const sp = spUrls(settings.publicUrl, settings.companyId);
  const cacheProvider: CacheProvider = {
    saveAsync: async (key, value) => {
      await store.save(key);
      return { value, createdAt: Date.now() };
    },
    getAsync: async (key) => (await store.issuedAt(key))?.toISOString() ?? null,
    removeAsync: async () => null,
  };
  return new SAML({
    entryPoint: settings.ssoUrl,
    issuer: sp.entityId,
    audience: sp.entityId,
    callbackUrl: sp.acsUrl,
    idpIssuer: settings.idpEntityId,
    idpCert: settings.certs,
    // Most IdPs sign the assertion (Entra ID, Okta, Google by default); a signed response around an unsigned
    // assertion is not enough.
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    maxAssertionAgeMs: 10 * 60_000,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: 10 * 60_000,
    cacheProvider,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    signatureAlgorithm: "sha256",
  });
}

/** The IdP's URL with a fresh AuthnRequest (its ID goes to `store.save`). */
export async function authnRequestUrl(settings: SamlSettings, store: RequestIdStore): Promise<string> {
  return client(settings, store).getAuthorizeUrlAsync("", undefined, {});
}

export interface SamlIdentity {
  /** The IdP entity id the assertion came from. */
  issuer: string;
  subject: string;
  inResponseTo: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
}

const first = (v: unknown): string | null => {
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === "string" && s.trim() !== "" ? s.trim() : null;
};

/** Lets node-saml check the POSTed SAMLResponse and reads who signed in. Throws when anything is wrong. */
export async function validateResponse(settings: SamlSettings, store: RequestIdStore, samlResponse: string): Promise<SamlIdentity> {
  const { profile, loggedOut } = await client(settings, store).validatePostResponseAsync({ SAMLResponse: samlResponse });
  if (loggedOut || !profile) throw new Error("not a sign-in response");
  const inResponseTo = first(profile.inResponseTo) ?? first((profile as Record<string, unknown>).InResponseTo);
  const attr = (...names: string[]) => names.map((n) => first(profile[n])).find((v) => v !== null) ?? null;
  const email =
    attr("email", "mail", "urn:oid:0.9.2342.19200300.100.1.3", "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress", "emailAddress") ??
    (profile.nameIDFormat === EMAIL_FORMAT || /^[^@\s]+@[^@\s]+$/.test(profile.nameID ?? "") ? first(profile.nameID) : null);
  return {
    issuer: profile.issuer,
    subject: profile.nameID,
    inResponseTo: inResponseTo ?? "",
    email: email?.toLowerCase() ?? null,
    givenName: attr("givenName", "firstName", "urn:oid:2.5.4.42", "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname"),
    familyName: attr("sn", "surname", "lastName", "urn:oid:2.5.4.4", "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname"),
    name: attr("displayName", "name", "cn", "http://schemas.microsoft.com/identity/claims/displayname"),
  };
}

/** The service provider metadata for the company's IdP administrator (entity id, ACS URL, POST binding). */
export function spMetadata(publicUrl: string, companyId: string): string {
  const sp = spUrls(publicUrl, companyId);
  return generateServiceProviderMetadata({ issuer: sp.entityId, callbackUrl: sp.acsUrl, identifierFormat: null, wantAssertionsSigned: true });
}
