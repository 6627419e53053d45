// The branding feature as other features see it: a company's brand for the mails other features send.
export { productName, withBrand } from "./mail";
export { type MailBrand, mailBrandOf } from "./service";
