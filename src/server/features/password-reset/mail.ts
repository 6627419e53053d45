import type { Language } from "../../../contract/languages";
import type { Mail } from "../../platform/mail/mailer";

const TEXT: Record<Language, { subject: string; hello: string; body: string; expires: string; ignore: string }> = {
  en: {
    subject: "Reset your SalesDojo password",
    hello: "Hello",
    body: "We received a request to reset the password of your SalesDojo account. Open this link to choose a new one:",
    expires: "The link works once and expires in 1 hour.",
    ignore: "If you did not ask for this, you can ignore this message; your password stays as it is.",
  },
  et: {
    subject: "Lähtesta oma SalesDojo parool",
    hello: "Tere",
    body: "Saime taotluse sinu SalesDojo konto parooli lähtestamiseks. Uue parooli valimiseks ava see link:",
    expires: "Link töötab ühe korra ja aegub 1 tunni pärast.",
    ignore: "Kui sa seda ei taotlenud, võid selle kirja eirata; sinu parool jääb samaks.",
  },
  es: {
    subject: "Restablece tu contraseña de SalesDojo",
    hello: "Hola",
    body: "Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de SalesDojo. Abre este enlace para elegir una nueva:",
    expires: "El enlace funciona una sola vez y caduca en 1 hora.",
    ignore: "Si no lo solicitaste, puedes ignorar este mensaje; tu contraseña no cambiará.",
  },
  ru: {
    subject: "Сброс пароля SalesDojo",
    hello: "Здравствуйте",
    body: "Мы получили запрос на сброс пароля вашей учётной записи SalesDojo. Откройте эту ссылку, чтобы выбрать новый пароль:",
    expires: "Ссылка действует один раз и истекает через 1 час.",
    ignore: "Если вы не запрашивали сброс, просто проигнорируйте это письмо — пароль останется прежним.",
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function resetMail(opts: { to: string; firstName: string; link: string; language: Language }): Mail {
  const t = TEXT[opts.language];
  const text = `${t.hello} ${opts.firstName},\n\n${t.body}\n\n${opts.link}\n\n${t.expires}\n${t.ignore}\n`;
  const html =
    `<p>${escapeHtml(t.hello)} ${escapeHtml(opts.firstName)},</p><p>${escapeHtml(t.body)}</p>` +
    `<p><a href="${escapeHtml(opts.link)}">${escapeHtml(opts.link)}</a></p>` +
    `<p>${escapeHtml(t.expires)}<br>${escapeHtml(t.ignore)}</p>`;
  return { to: opts.to, subject: t.subject, text, html };
}
