import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../contract/languages";
import { resetMail } from "./mail";

const link = "https://app.example.test/reset-password?token=abc_DEF-123";

describe("resetMail", () => {
  it("puts the link in the text and the HTML part, in every language", () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      const mail = resetMail({ to: "a@example.test", firstName: "Ann", link, language });
      expect(mail.to).toBe("a@example.test");
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.text).toContain("Ann");
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(LANGUAGES.length);
  });

  it("escapes the user's name in the HTML part", () => {
    const mail = resetMail({ to: "a@example.test", firstName: '<img src=x onerror="alert(1)">', link, language: "en" });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});
