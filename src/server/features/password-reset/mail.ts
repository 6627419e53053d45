import type { Language } from "../../../contract/languages";
import type { Mail } from "../../platform/mail/mailer";
import { type MailBrand, productName, withBrand } from "../branding";

const TEXT: Record<Language, { subject: (app: string) => string; hello: string; body: (app: string) => string; expires: string; ignore: string }> = {
  en: {
    subject: (app) => `Reset your ${app} password`,
    hello: "Hello",
    body: (app) => `We received a request to reset the password of your ${app} account. Open this link to choose a new one:`,
    expires: "The link works once and expires in 1 hour.",
    ignore: "If you did not ask for this, you can ignore this message; your password stays as it is.",
  },
  et: {
    subject: (app) => `Lähtesta oma ${app} parool`,
    hello: "Tere",
    body: (app) => `Saime taotluse sinu ${app} konto parooli lähtestamiseks. Uue parooli valimiseks ava see link:`,
    expires: "Link töötab ühe korra ja aegub 1 tunni pärast.",
    ignore: "Kui sa seda ei taotlenud, võid selle kirja eirata; sinu parool jääb samaks.",
  },
  es: {
    subject: (app) => `Restablece tu contraseña de ${app}`,
    hello: "Hola",
    body: (app) => `Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de ${app}. Abre este enlace para elegir una nueva:`,
    expires: "El enlace funciona una sola vez y caduca en 1 hora.",
    ignore: "Si no lo solicitaste, puedes ignorar este mensaje; tu contraseña no cambiará.",
  },
  ru: {
    subject: (app) => `Сброс пароля ${app}`,
    hello: "Здравствуйте",
    body: (app) => `Мы получили запрос на сброс пароля вашей учётной записи ${app}. Откройте эту ссылку, чтобы выбрать новый пароль:`,
    expires: "Ссылка действует один раз и истекает через 1 час.",
    ignore: "Если вы не запрашивали сброс, просто проигнорируйте это письмо — пароль останется прежним.",
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function resetMail(opts: { to: string; firstName: string; link: string; language: Language; brand?: MailBrand | null }): Mail {
  const t = TEXT[opts.language];
  const app = productName(opts.brand);
  const text = `${t.hello} ${opts.firstName},\n\n${t.body(app)}\n\n${opts.link}\n\n${t.expires}\n${t.ignore}\n`;
  const html =
    `<p>${escapeHtml(t.hello)} ${escapeHtml(opts.firstName)},</p><p>${escapeHtml(t.body(app))}</p>` +
    `<p><a href="${escapeHtml(opts.link)}">${escapeHtml(opts.link)}</a></p>` +
    `<p>${escapeHtml(t.expires)}<br>${escapeHtml(t.ignore)}</p>`;
  return withBrand({ to: opts.to, subject: t.subject(app), text, html }, opts.brand, opts.language);
}
