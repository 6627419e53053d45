import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { CompanyDetails, CompanyListItem, CompanyUser, Team } from "../../../contract/companies";
import type { PublicUser } from "../../../contract/user";
import { i18n } from "../../lib/i18n";
import { testUser } from "../billing/test-fixtures";

export const COMPANY_ID = "c1";
export const TEAM_A = "t-a";
export const TEAM_B = "t-b";

type Role = CompanyUser["role"];

export function companyUser(id: string, firstName: string, role: Role, teamId: string | null, teamName?: string): CompanyUser {
  return {
    _id: id,
    id,
    firstName,
    lastName: "Tamm",
    email: `${firstName.toLowerCase()}@acme.test`,
    role,
    isSuperAdmin: false,
    isAdmin: false,
    isCompanyAdmin: role === "company_admin",
    isTeamLeader: role === "company_team_leader",
    companyId: COMPANY_ID,
    teamId,
    team: teamId && teamName ? { _id: teamId, id: teamId, name: teamName } : null,
    companyJoinedAt: "2026-01-10T10:00:00.000Z",
    createdAt: "2026-01-10T10:00:00.000Z",
    needsPasswordSetup: false,
    subscription: { plan: "enterprise" },
  };
}

/** Admin Ada; leader Liis (team A); users Uku (team A), Mart (team B, "Enterprise Accounts North"), Kati (no team), Olev (team id unknown); admin Anne. */
export const ADA = companyUser("u-admin", "Ada", "company_admin", null);
export const LIIS = companyUser("u-lead", "Liis", "company_team_leader", TEAM_A, "Alpha");
export const UKU = companyUser("u-uku", "Uku", "company_user", TEAM_A, "Alpha");
export const MART = companyUser("u-mart", "Mart", "company_user", TEAM_B, "Enterprise Accounts North");
export const KATI = companyUser("u-kati", "Kati", "company_user", null);
export const OLEV: CompanyUser = { ...companyUser("u-olev", "Olev", "company_user", "t-gone"), team: null };
export const ANNE = companyUser("u-anne", "Anne", "company_admin", null);
export const USERS: CompanyUser[] = [ADA, LIIS, UKU, MART, KATI, OLEV, ANNE];

const ref = (u: CompanyUser) => ({ _id: u._id, id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email });
const member = (u: CompanyUser) => ({ ...ref(u), role: u.role });

export function team(id: string, name: string, members: CompanyUser[], leader: CompanyUser | null): Team {
  return {
    _id: id,
    id,
    name,
    description: `${name} description`,
    companyId: COMPANY_ID,
    teamLeader: leader ? ref(leader) : null,
    members: members.map(member),
    memberCount: members.length,
    createdAt: "2026-01-10T10:00:00.000Z",
  };
}

export const TEAMS: Team[] = [team(TEAM_A, "Alpha", [LIIS, UKU], LIIS), team(TEAM_B, "Enterprise Accounts North", [MART], null)];

export const COMPANY: CompanyDetails = {
  _id: COMPANY_ID,
  id: COMPANY_ID,
  companyId: "ACME-1234",
  name: "Acme Sales",
  description: null,
  industry: "Software",
  size: "11-50",
  subscription: { plan: "enterprise", maxUsers: 25, monthlyConversationLimit: 50 },
  admin: ref(ADA),
  userCount: USERS.length,
  teamCount: TEAMS.length,
  users: USERS.slice(0, 5),
  teams: TEAMS,
  createdAt: "2026-01-10T10:00:00.000Z",
};

export const LIST_ITEM: CompanyListItem = {
  _id: COMPANY_ID,
  id: COMPANY_ID,
  companyId: "ACME-1234",
  name: "Acme Sales",
  description: null,
  industry: "Software",
  size: "11-50",
  subscription: COMPANY.subscription,
  admin: COMPANY.admin,
  userCount: USERS.length,
  teamCount: 2,
  createdAt: COMPANY.createdAt,
};

/** The signed-in user as one of USERS (or a super admin). */
export function actorFrom(u: CompanyUser): PublicUser {
  return testUser({
    _id: u._id,
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    role: u.role,
    companyId: u.companyId,
    teamId: u.teamId,
    isCompanyAdmin: u.isCompanyAdmin,
    isTeamLeader: u.isTeamLeader,
  });
}

export function superAdmin(): PublicUser {
  return testUser({ _id: "u-root", id: "u-root", role: "super_admin", isSuperAdmin: true, isAdmin: true, firstName: "Root" });
}

export function renderWithProviders(element: ReactNode, path = "/company") {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/company", element },
      { path: "/admin", element },
      { path: "/", element: <p>home</p> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={qc}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

export type Handler = (url: URL, init: RequestInit) => Response | undefined;

/** A fetch stub: the first handler that answers wins; anything else is a 404 the test would notice. */
export function stubFetch(handlers: Handler[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fn = async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://localhost");
    const method = init.method ?? "GET";
    calls.push({ method, path: url.pathname + url.search, body: init.body ? JSON.parse(String(init.body)) : undefined });
    for (const h of handlers) {
      const res = h(url, { ...init, method });
      if (res) return res;
    }
    return Response.json({ error: `no handler for ${method} ${url.pathname}` }, { status: 404 });
  };
  return { fn, calls };
}

export const route =
  (method: string, path: string | RegExp, answer: (url: URL, init: RequestInit) => Response): Handler =>
  (url, init) =>
    init.method === method && (typeof path === "string" ? url.pathname === path : path.test(url.pathname)) ? answer(url, init) : undefined;
