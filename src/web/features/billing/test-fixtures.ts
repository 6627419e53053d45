import type { PublicUser } from "../../../contract/user";

/** A signed-in individual user for component tests; override what the test is about. */
export function testUser(overrides: Partial<PublicUser> = {}, subscription: Partial<PublicUser["subscription"]> = {}): PublicUser {
  return {
    _id: "u1",
    id: "u1",
    firstName: "Mari",
    lastName: "Maasikas",
    email: "mari@example.test",
    company: null,
    companyId: null,
    role: "individual",
    isAdmin: false,
    isSuperAdmin: false,
    isCompanyAdmin: false,
    isTeamLeader: false,
    teamId: null,
    needsPasswordSetup: false,
    companyJoinedAt: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    subscription: {
      plan: "free",
      status: "inactive",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      billingCustomerId: null,
      ...subscription,
    },
    usage: { aiConversations: 0, monthlyLimit: 3 },
    ...overrides,
  };
}

/** A user with a live test-mode subscription to `plan`. */
export function subscribedUser(plan: "basic" | "pro" | "unlimited", subscription: Partial<PublicUser["subscription"]> = {}) {
  return testUser(
    {},
    {
      plan,
      status: "active",
      currentPeriodEnd: "2031-03-15T12:00:00.000Z",
      billingCustomerId: "cus_local_u1",
      ...subscription,
    },
  );
}
