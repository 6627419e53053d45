import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inflateRawSync } from "node:zlib";
import { SignedXml } from "xml-crypto";

/**
 * A SAML 2.0 identity provider for tests, in-process: a self-signed RSA key and certificate made at test time
 * (openssl), metadata XML an admin would paste, and responses to the service provider's AuthnRequest signed with
 * xml-crypto the way real IdPs sign them (enveloped signature on the Assertion, exclusive c14n, RSA-SHA256).
 */

export interface KeyPair {
  key: string;
  cert: string;
  /** The certificate's base64 body, as metadata carries it. */
  certBody: string;
}

export function makeKeyPair(commonName = "test-idp"): KeyPair {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "saml-idp-"));
  try {
    const keyFile = path.join(dir, "key.pem");
    const certFile = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", keyFile, "-out", certFile, "-days", "2", "-subj", `/CN=${commonName}`],
      { stdio: "ignore" },
    );
    const cert = fs.readFileSync(certFile, "utf8");
    return { key: fs.readFileSync(keyFile, "utf8"), cert, certBody: cert.replace(/-----[^-]+-----/g, "").replace(/\s+/g, "") };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface AuthnRequestSeen {
  id: string;
  acsUrl: string;
  issuer: string;
}

/** Reads the AuthnRequest out of the HTTP-Redirect binding URL the service provider sent the browser to. */
export function readAuthnRequest(redirectUrl: string): AuthnRequestSeen {
  const encoded = new URL(redirectUrl).searchParams.get("SAMLRequest");
  if (!encoded) throw new Error("no SAMLRequest in the redirect");
  const xml = inflateRawSync(Buffer.from(encoded, "base64")).toString("utf8");
  const attr = (name: string) => new RegExp(`${name}="([^"]+)"`).exec(xml)?.[1] ?? "";
  return { id: attr("ID"), acsUrl: attr("AssertionConsumerServiceURL"), issuer: /<saml:Issuer[^>]*>([^<]+)</.exec(xml)?.[1] ?? "" };
}

export interface ResponseOptions {
  nameId: string;
  nameIdFormat?: string;
  email?: string;
  givenName?: string;
  familyName?: string;
  /** Sign with this key instead of the IdP's (a forged response). */
  signingKey?: string;
  /** Leave the assertion unsigned. */
  unsigned?: boolean;
  /** Move the assertion's time window (ms) to simulate a skewed or stale IdP clock. */
  clockOffsetMs?: number;
  issuer?: string;
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export class TestSamlIdp {
  readonly entityId = `https://idp-${randomUUID().slice(0, 8)}.test/saml`;
  readonly ssoUrl = `${this.entityId}/sso`;
  readonly keys = makeKeyPair();

  metadata(): string {
    return `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${this.entityId}">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${this.keys.certBody}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:2.0:nameid-format:persistent</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${this.ssoUrl}/post"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${this.ssoUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
  }

  /** The base64 SAMLResponse the IdP's auto-submitted form would POST to the ACS. */
  respond(request: AuthnRequestSeen, o: ResponseOptions): string {
    const now = Date.now() + (o.clockOffsetMs ?? 0);
    const iso = (ms: number) => new Date(ms).toISOString();
    const issuer = o.issuer ?? this.entityId;
    const assertionId = `_a${randomUUID().replace(/-/g, "")}`;
    const attrs = [
      ["email", o.email],
      ["givenName", o.givenName],
      ["sn", o.familyName],
    ]
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `<saml:Attribute Name="${k}"><saml:AttributeValue>${esc(v!)}</saml:AttributeValue></saml:Attribute>`)
      .join("");
    const assertion =
      `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${iso(now)}">` +
      `<saml:Issuer>${esc(issuer)}</saml:Issuer>` +
      `<saml:Subject><saml:NameID Format="${o.nameIdFormat ?? "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent"}">${esc(o.nameId)}</saml:NameID>` +
      `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${request.id}" NotOnOrAfter="${iso(now + 5 * 60_000)}" Recipient="${request.acsUrl}"/></saml:SubjectConfirmation></saml:Subject>` +
      `<saml:Conditions NotBefore="${iso(now - 30_000)}" NotOnOrAfter="${iso(now + 5 * 60_000)}"><saml:AudienceRestriction><saml:Audience>${esc(request.issuer)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
      `<saml:AuthnStatement AuthnInstant="${iso(now)}" SessionIndex="_s${randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
      (attrs ? `<saml:AttributeStatement>${attrs}</saml:AttributeStatement>` : "") +
      `</saml:Assertion>`;
    const response =
      `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomUUID().replace(/-/g, "")}" Version="2.0" IssueInstant="${iso(now)}" Destination="${request.acsUrl}" InResponseTo="${request.id}">` +
      `<saml:Issuer>${esc(issuer)}</saml:Issuer>` +
      `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
      assertion +
      `</samlp:Response>`;
    const xml = o.unsigned ? response : this.sign(response, o.signingKey ?? this.keys.key);
    return Buffer.from(xml, "utf8").toString("base64");
  }

  private sign(xml: string, privateKey: string): string {
    const sig = new SignedXml({ privateKey, publicCert: this.keys.cert });
    sig.addReference({
      xpath: "//*[local-name(.)='Assertion']",
      digestAlgorithm: "http://www.w3.org/2001/04/xmlenc#sha256",
      transforms: ["http://www.w3.org/2000/09/xmldsig#enveloped-signature", "http://www.w3.org/2001/10/xml-exc-c14n#"],
    });
    sig.canonicalizationAlgorithm = "http://www.w3.org/2001/10/xml-exc-c14n#";
    sig.signatureAlgorithm = "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256";
    sig.computeSignature(xml, { location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: "after" } });
    return sig.getSignedXml();
  }
}
