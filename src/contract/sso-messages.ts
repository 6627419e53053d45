// Single sign-on's messages without zod: the browser translates them by key (message-keys.ts); the schemas are in sso.ts.

export const SSO_MESSAGES = {
  notAdmin: "Only a company admin can configure single sign-on.",
  enterpriseOnly: "Single sign-on is part of the Enterprise plan.",
  noSecretKey: "Single sign-on cannot be configured on this server: its administrator has not set SSO_SECRET_KEY.",
  secretRequired: "Enter the client secret.",
  insecureIssuer: "The issuer URL must start with https://",
  domainTaken: "Another company already uses this e-mail domain for single sign-on.",
  publicDomain: "A public e-mail provider's domain cannot be used for single sign-on.",
  saved: "Single sign-on settings saved",
  removed: "Single sign-on removed",
  notConfigured: "Single sign-on is not set up for this company.",
  noCompanyForDomain: "No company signs in with single sign-on for this e-mail domain. Sign in with your password.",
  mandatory: "Your company requires single sign-on. Use “Sign in with your company”.",
  providerUnreachable: "Your company's identity provider could not be reached. Please try again later.",
  oidcFieldsRequired: "Enter the issuer URL and the client id.",
  samlMetadataRequired: "Paste the identity provider's SAML metadata XML.",
};

/**
 * Why pasted SAML IdP metadata was refused (the 400's `errors[].msg` for path `samlMetadataXml`), under the stable
 * keys `samlMetadata.<name>` (see message-keys.ts).
 */
export const SAML_METADATA_ERRORS = {
  malformed: "This is not well-formed XML (or it is too large, or has a DOCTYPE).",
  noIdp: "No identity provider (IDPSSODescriptor) in this metadata.",
  noEntityId: "The metadata has no entityID.",
  noSsoUrl: "The identity provider offers no SingleSignOnService with the HTTP-Redirect binding.",
  insecureSsoUrl: "The SingleSignOnService location must start with https://",
  noCert: "The metadata has no signing certificate.",
  badCert: "A signing certificate in the metadata cannot be read.",
  certExpired: "Every signing certificate in the metadata has expired.",
} as const;
export type SamlMetadataErrorCode = keyof typeof SAML_METADATA_ERRORS;
