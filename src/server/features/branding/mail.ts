import type { Language } from "../../../contract/languages";
import type { Mail } from "../../platform/mail/mailer";
import type { MailBrand } from "./service";

/**
 * Mails to a branded company's users (decision 024): the sender's name is the display name ("Acme Academy via
 * SalesDojo"; under white-label only "Acme Academy"), and a footer says who it is from. Under white-label no part of
 * the mail names SalesDojo: the templates take the product's name from `productName`.
 */

export const PRODUCT_NAME = "SalesDojo";

/** The product's name as this company's users should read it. */
export function productName(brand: MailBrand | null | undefined): string {
  return brand?.whiteLabel ? brand.displayName : PRODUCT_NAME;
}

const FOOTER: Record<Language, (name: string) => string> = {
  en: (n) => `Sent by ${PRODUCT_NAME} on behalf of ${n}.`,
  et: (n) => `Saatis ${PRODUCT_NAME} ettevõtte ${n} nimel.`,
  es: (n) => `Enviado por ${PRODUCT_NAME} en nombre de ${n}.`,
  ru: (n) => `Отправлено ${PRODUCT_NAME} от имени «${n}».`,
};

const VIA: Record<Language, (name: string) => string> = {
  en: (n) => `${n} via ${PRODUCT_NAME}`,
  et: (n) => `${n} (${PRODUCT_NAME})`,
  es: (n) => `${n} vía ${PRODUCT_NAME}`,
  ru: (n) => `${n} через ${PRODUCT_NAME}`,
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * The logo as an inline part (decision 030): the html refers to it by Content-ID, so the mail client draws it from
 * the mail itself and nobody's client calls our server when the mail is opened. The id names neither SalesDojo nor
 * the company.
 */
function logoPart(logo: NonNullable<MailBrand["logo"]>): { cid: string; attachment: NonNullable<Mail["attachments"]>[number] } {
  const cid = `logo-${logo.hash.slice(0, 16)}@brand.invalid`;
  const ext = logo.type === "image/png" ? "png" : "webp";
  return { cid, attachment: { filename: `logo.${ext}`, content: logo.data, contentType: logo.type, cid } };
}

/** A plain-text mail's html twin (for the logo): the text, escaped, with its line breaks kept. */
const htmlOf = (text: string) => `<div style="white-space:pre-wrap">${escapeHtml(text)}</div>`;

/** The mail with the company's sender name, logo (PNG or WebP) and footer; unchanged without a brand. */
export function withBrand(mail: Mail, brand: MailBrand | null | undefined, language: Language): Mail {
  if (!brand) return mail;
  const footer = brand.whiteLabel ? brand.displayName : FOOTER[language](brand.displayName);
  const fromName = brand.whiteLabel ? brand.displayName : VIA[language](brand.displayName);
  const part = brand.logo ? logoPart(brand.logo) : null;
  const html = mail.html ?? (part ? htmlOf(mail.text) : undefined);
  const header = part ? `<p><img src="cid:${part.cid}" alt="${escapeHtml(brand.displayName)}" style="max-height:48px;max-width:200px;height:auto"></p>` : "";
  return {
    ...mail,
    fromName,
    text: `${mail.text.replace(/\n*$/, "")}\n\n-- \n${footer}\n`,
    ...(html ? { html: `${header}${html}<hr><p>${escapeHtml(footer)}</p>` } : {}),
    ...(part ? { attachments: [...(mail.attachments ?? []), part.attachment] } : {}),
  };
}
