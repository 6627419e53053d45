import { describe, expect, it } from "vitest";
import { enterpriseRequestMail } from "./mail";

const request = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@navy.example",
  phone: undefined,
  company: "Compiler\r\nBcc: victim@example.test",
  jobTitle: "Head of Sales",
  companySize: "51-200" as const,
  industry: "Software",
  useCase: "Line one\nLine two",
  expectedUsers: 60,
  budget: "$2500-$5000" as const,
  timeline: "1 month" as const,
  additionalInfo: undefined,
};

describe("enterprise request mail", () => {
  it("is a plain summary to the sales address, one field per line, with the free text kept as written", () => {
    const mail = enterpriseRequestMail({ to: "sales@example.test", request, id: "r-1", userId: null, receivedAt: new Date(0) });
    expect(mail.to).toBe("sales@example.test");
    expect(mail.html).toBeUndefined();
    expect(mail.text).toMatch(/^Name:\s+Grace Hopper$/m);
    expect(mail.text).toMatch(/^Phone:\s+-$/m);
    expect(mail.text).toMatch(/^Signed-in account:\s+no \(visitor\)$/m);
    expect(mail.text).toContain("Use case:\nLine one\nLine two");
  });

  it("keeps the subject and summary lines on one line whatever the fields contain", () => {
    const mail = enterpriseRequestMail({ to: "s@example.test", request, id: "r-1", userId: "u-1", receivedAt: new Date(0) });
    expect(mail.subject).toBe("Enterprise request: Compiler Bcc: victim@example.test (60 users)");
    expect(mail.text).toMatch(/^Company:\s+Compiler Bcc: victim@example.test$/m);
    expect(mail.text).not.toMatch(/^Bcc:/m);
  });
});
