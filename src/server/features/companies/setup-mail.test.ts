import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../contract/languages";
import { setupMail } from "./setup-mail";

const link = "https://app.example.test/set-password?token=abc";

describe("the invitation mail", () => {
  it.each(LANGUAGES)("in %s names the company in the subject, the inviter and the link, and never speaks of a reset", (language) => {
    const mail = setupMail({ to: "n@example.test", firstName: "Nora", inviter: "Carl Admin", company: "Acme <Ltd>", link, language });
    expect(mail.subject).toContain("Acme <Ltd>");
    expect(mail.text).toContain("Carl Admin");
    expect(mail.text).toContain(link);
    expect(mail.html).toContain("Acme &lt;Ltd&gt;");
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/reset|lähtesta|restablec|сброс/i);
  });

  it("says 'You're invited to SalesDojo' for an account without a company", () => {
    expect(setupMail({ to: "n@example.test", firstName: "N", inviter: "A", company: null, link }).subject).toBe("You're invited to SalesDojo");
  });
});
