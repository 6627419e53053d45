import { describe, expect, it } from "vitest";
import { addCompanyUserBodySchema, COMPANY_LIMITS, CREATE_COMPANY_MESSAGES, createCompanyBodySchema, teamMemberBodySchema } from "./companies";
import {
  type ActorLike,
  assignableRoles,
  canAddMember,
  canAddUsers,
  canCreateCompany,
  canCreateUserWithRole,
  canDeleteCompany,
  canEditUser,
  canManageMembers,
  canReadCompany,
  canRemoveMember,
  canSetUpOwnTeam,
  canViewDetails,
  companyCreation,
  cutTeamName,
  hasAdminAccess,
  leaderboardBand,
} from "./company-permissions";
import { PLAN_IDS, PLANS, selfServeTeam, TEAM_PLAN_IDS } from "./plans";

const A = "company-a";
const B = "company-b";
const person = (id: string, role: ActorLike["role"], companyId: string | null, teamId: string | null = null): ActorLike => ({
  id,
  role,
  companyId,
  teamId,
});

const superAdmin = person("sa", "super_admin", null);
const admin = person("ad", "admin", null);
const companyAdmin = person("ca", "company_admin", A);
const otherAdmin = person("ca2", "company_admin", A);
const leader = person("tl", "company_team_leader", A, "t1");
const rep = person("r1", "company_user", A, "t1");
const otherTeamRep = person("r2", "company_user", A, "t2");
const noTeamRep = person("r3", "company_user", A, null);
const foreignRep = person("f1", "company_user", B, "tb");
const individual = person("in", "individual", null);
const team1 = { id: "t1", companyId: A, teamLeaderId: "tl" };
const foreignTeam = { id: "tb", companyId: B, teamLeaderId: null };

describe("admin access (spec 3 §6)", () => {
  it("is the role super_admin or admin, or either flag", () => {
    expect(hasAdminAccess(superAdmin)).toBe(true);
    expect(hasAdminAccess(admin)).toBe(true);
    expect(hasAdminAccess({ role: "individual", isSuperAdmin: true })).toBe(true);
    expect(hasAdminAccess({ role: "company_user", isAdmin: true })).toBe(true);
    expect(hasAdminAccess(companyAdmin)).toBe(false);
    expect(hasAdminAccess(individual)).toBe(false);
  });

  it("only super admins delete companies or create company and platform accounts; admins create individuals", () => {
    expect(canDeleteCompany(superAdmin)).toBe(true);
    expect(canDeleteCompany(admin)).toBe(false);
    expect(canDeleteCompany(companyAdmin)).toBe(false);
    expect(canCreateUserWithRole(admin, "super_admin")).toBe(false);
    expect(canCreateUserWithRole(admin, "admin")).toBe(false);
    for (const role of ["company_admin", "company_team_leader", "company_user"] as const) {
      expect(canCreateUserWithRole(admin, role)).toBe(false);
      expect(canCreateUserWithRole({ role: "company_user", isAdmin: true, id: "x", companyId: A, teamId: null }, role)).toBe(false);
      expect(canCreateUserWithRole(superAdmin, role)).toBe(true);
    }
    expect(canCreateUserWithRole(admin, "individual")).toBe(true);
    expect(canCreateUserWithRole(superAdmin, "admin")).toBe(true);
    expect(canCreateUserWithRole(companyAdmin, "company_user")).toBe(false);
  });

  it("admin accounts create companies and stay what they are; an Unlimited subscriber sets up their own team", () => {
    expect(canCreateCompany(admin)).toBe(true);
    expect(canCreateCompany(superAdmin)).toBe(true);
    expect(canCreateCompany(companyAdmin)).toBe(false);
    expect(canCreateCompany(individual)).toBe(false);
    expect(companyCreation(admin, "free")).toBe("platform");
    expect(companyCreation(superAdmin, "unlimited")).toBe("platform");
    // Team management and leaderboards belong to Enterprise and Unlimited (spec 3 §1).
    expect(companyCreation(individual, "unlimited")).toBe("ownTeam");
    for (const plan of ["free", "basic", "pro", "enterprise"] as const) expect(companyCreation(individual, plan)).toBeNull();
    expect(companyCreation(companyAdmin, "unlimited")).toBeNull();
    expect(canSetUpOwnTeam({ role: "individual", companyId: A }, "unlimited")).toBe(false);
    expect(selfServeTeam("unlimited")).toEqual({ setUp: "self", maxUsers: 10, monthlyConversationLimit: PLANS.unlimited.limits.conversations });
    expect(PLANS.enterprise.team?.setUp).toBe("admin");
    expect(PLAN_IDS.filter((p) => PLANS[p].team !== null)).toEqual([...TEAM_PLAN_IDS]);
  });
});

describe("company rules (spec 3 §6, security items 15-16)", () => {
  it("members read their own company only; super admins read any", () => {
    expect(canReadCompany(rep, A)).toBe(true);
    expect(canReadCompany(rep, B)).toBe(false);
    expect(canReadCompany(individual, A)).toBe(false);
    expect(canReadCompany(superAdmin, B)).toBe(true);
  });

  it("company admins and team leaders add users; only admins give the leader role", () => {
    expect(canAddUsers(companyAdmin)).toBe(true);
    expect(canAddUsers(leader)).toBe(true);
    expect(canAddUsers(rep)).toBe(false);
    expect(canAddUsers(companyAdmin, B)).toBe(false);
    expect(assignableRoles(leader)).toEqual(["company_user"]);
    expect(assignableRoles(companyAdmin)).toContain("company_team_leader");
    expect(assignableRoles(rep)).toEqual([]);
  });

  it("edit: company admin only, not self, not another admin, not another company", () => {
    expect(canEditUser(companyAdmin, rep)).toBe(true);
    expect(canEditUser(companyAdmin, leader)).toBe(true);
    expect(canEditUser(companyAdmin, companyAdmin)).toBe(false);
    expect(canEditUser(companyAdmin, otherAdmin)).toBe(false);
    expect(canEditUser(companyAdmin, foreignRep)).toBe(false);
    expect(canEditUser(leader, rep)).toBe(false);
    expect(canEditUser(superAdmin, foreignRep)).toBe(true);
  });

  it("details: admins for the company, leaders for their own team, never on admins", () => {
    expect(canViewDetails(companyAdmin, otherTeamRep)).toBe(true);
    expect(canViewDetails(companyAdmin, otherAdmin)).toBe(false);
    expect(canViewDetails(leader, rep)).toBe(true);
    expect(canViewDetails(leader, otherTeamRep)).toBe(false);
    expect(canViewDetails(leader, noTeamRep)).toBe(false);
    expect(canViewDetails(leader, foreignRep)).toBe(false);
    expect(canViewDetails(rep, rep)).toBe(false);
    expect(canViewDetails({ ...leader, teamId: null }, noTeamRep)).toBe(false);
  });

  it("members: the leader manages their own team; candidates are company users not on it", () => {
    expect(canManageMembers(leader, team1)).toBe(true);
    expect(canManageMembers(leader, { id: "t2", companyId: A, teamLeaderId: null })).toBe(false);
    expect(canManageMembers(companyAdmin, foreignTeam)).toBe(false);
    expect(canAddMember(leader, team1, noTeamRep)).toBe(true);
    // Taking a rep from another team is the company admin's call.
    expect(canAddMember(leader, team1, otherTeamRep)).toBe(false);
    expect(canAddMember(companyAdmin, team1, otherTeamRep)).toBe(true);
    expect(canAddMember(companyAdmin, team1, rep)).toBe(false);
    expect(canAddMember(companyAdmin, team1, person("tl2", "company_team_leader", A))).toBe(false);
    expect(canAddMember(companyAdmin, team1, foreignRep)).toBe(false);
    expect(canRemoveMember(leader, team1, rep)).toBe(true);
    expect(canRemoveMember(companyAdmin, team1, leader)).toBe(false);
    expect(canRemoveMember(companyAdmin, team1, otherTeamRep)).toBe(false);
  });
});

describe("display rules and bodies", () => {
  it("cuts team names at 10 characters and bands scores at 40, 30, 20", () => {
    expect(cutTeamName("Enterprise Sales")).toBe("Enterprise...");
    expect(cutTeamName("Sales")).toBe("Sales");
    expect([45, 40, 39.9, 30, 20, 19].map(leaderboardBand)).toEqual(["top", "top", "high", "high", "middle", "low"]);
  });

  it("create company: the defaults agree with the size and the plan table, and disagreeing numbers are refused", () => {
    // 1-10 employees hold at most 10 users; a member has 50 a day, so 30 days of it a month.
    expect(createCompanyBodySchema.parse({ name: "Acme" })).toMatchObject({ size: "1-10", maxUsers: 10, monthlyConversationLimit: 1500 });
    expect(createCompanyBodySchema.parse({ name: "Acme", size: "51-200" }).maxUsers).toBe(200);
    expect(createCompanyBodySchema.parse({ name: "Acme", size: "500+" }).maxUsers).toBe(1000);
    const tooMany = createCompanyBodySchema.safeParse({ name: "Acme", size: "1-10", maxUsers: 1000 });
    expect(tooMany.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["maxUsers", CREATE_COMPANY_MESSAGES.maxUsersAboveSize]]);
    expect(createCompanyBodySchema.safeParse({ name: "Acme", size: "500+", maxUsers: 10_000 }).success).toBe(true);
    expect(createCompanyBodySchema.safeParse({ name: "Acme", size: "500+", maxUsers: 10_001 }).success).toBe(false);
    expect(createCompanyBodySchema.safeParse({ name: "Acme", maxUsers: 0 }).success).toBe(false);
    // Below one enterprise day (50) or above 31 of them (1550) the monthly limit contradicts "50 a day".
    expect(createCompanyBodySchema.safeParse({ name: "Acme", monthlyConversationLimit: 49 }).success).toBe(false);
    expect(createCompanyBodySchema.safeParse({ name: "Acme", monthlyConversationLimit: 50 }).success).toBe(true);
    expect(createCompanyBodySchema.safeParse({ name: "Acme", monthlyConversationLimit: 1551 }).success).toBe(false);
    expect(COMPANY_LIMITS.monthlyConversationLimit).toEqual({ min: 50, max: 1550, default: 1500 });
    expect(createCompanyBodySchema.safeParse({ name: " " }).success).toBe(false);
  });

  it("add user: passwords must match; a member call needs teamName or teamId", () => {
    const body = { firstName: "A", lastName: "B", email: "a@b.test", password: "Secret-123", confirmPassword: "x" };
    const res = addCompanyUserBodySchema.safeParse(body);
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe("Passwords do not match");
    expect(teamMemberBodySchema.safeParse({}).success).toBe(false);
    expect(teamMemberBodySchema.parse({ teamName: "Alpha" })).toEqual({ teamName: "Alpha", teamId: null });
  });
});
