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

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The mail with the company's sender name and footer; unchanged without a brand. */
export function withBrand(mail: Mail, brand: MailBrand | null | undefined, language: Language): Mail {
  if (!brand) return mail;
  const footer = brand.whiteLabel ? brand.displayName : FOOTER[language](brand.displayName);
  const fromName = brand.whiteLabel ? brand.displayName : VIA[language](brand.displayName);
  return {
    ...mail,
    fromName,
    text: `${mail.text.replace(/\n*$/, "")}\n\n-- \n${footer}\n`,
    ...(mail.html ? { html: `${mail.html}<hr><p>${escapeHtml(footer)}</p>` } : {}),
  };
}
