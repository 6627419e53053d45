// Certificates' messages without zod: the browser translates them by key (message-keys.ts); the schemas are in
// certificates.ts.

/** Certificates' messages under their stable keys (`certificate.<name>`, see message-keys.ts). */
export const CERTIFICATE_MESSAGES = {
  notFound: "Certificate not found.",
  noCompany: "Certificates of a company are for its managers; you are not in one.",
  forbidden: "Only company admins and team leaders see the company's certificates",
  userNotFound: "User not found.",
} as const;
