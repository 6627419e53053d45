import type { EnterpriseRequestBody } from "../../../contract/enterprise";
import type { Mail } from "../../platform/mail/mailer";

/** Header values are one line: a newline in a field must not start a new header or line of the summary. */
const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

/** The plain-text summary the sales team receives for every enterprise inquiry. */
export function enterpriseRequestMail(opts: { to: string; request: EnterpriseRequestBody; id: string; userId: string | null; receivedAt: Date }): Mail {
  const r = opts.request;
  const rows: [string, string][] = [
    ["Name", `${r.firstName} ${r.lastName}`],
    ["Email", r.email],
    ["Phone", r.phone ?? "-"],
    ["Company", r.company],
    ["Job title", r.jobTitle],
    ["Company size", r.companySize],
    ["Industry", r.industry],
    ["Expected users", String(r.expectedUsers)],
    ["Budget (per month)", r.budget],
    ["Timeline", r.timeline],
    ["Signed-in account", opts.userId ?? "no (visitor)"],
    ["Received", opts.receivedAt.toISOString()],
    ["Request id", opts.id],
  ];
  const width = Math.max(...rows.map(([k]) => k.length)) + 2;
  const table = rows.map(([k, v]) => `${`${k}:`.padEnd(width)}${oneLine(v)}`).join("\n");
  const text = `A new enterprise inquiry arrived.\n\n${table}\n\n` + `Use case:\n${r.useCase}\n\n` + `Additional information:\n${r.additionalInfo ?? "-"}\n`;
  return {
    to: opts.to,
    subject: oneLine(`Enterprise request: ${r.company} (${r.expectedUsers} users)`),
    text,
  };
}
