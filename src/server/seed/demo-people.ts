import type { Role } from "../../contract/roles";

/** The demo company's teams and people: who they are, how much they practise and how good they are at it. */

/** How good a person is at each part of a call: the chance (0-1) of doing that part well. */
export interface Skill {
  opening: number;
  discovery: number;
  presentation: number;
  objections: number;
  closing: number;
}

export interface DemoPerson {
  firstName: string;
  lastName: string;
  role: Role;
  team: string | null;
  /** Calls over the six weeks. */
  calls: number;
  skill: Skill;
  /** Added to every skill by the last week (practice pays off for most). */
  growth: number;
}

export const TEAMS = [
  { name: "Outbound", description: "New business by phone" },
  { name: "Inbound", description: "Leads from the website and events" },
  { name: "Key Accounts", description: "Renewals and upsell to the largest customers" },
];

const skill = (opening: number, discovery: number, presentation: number, objections: number, closing: number): Skill => ({
  opening,
  discovery,
  presentation,
  objections,
  closing,
});

export const PEOPLE: DemoPerson[] = [
  { firstName: "Morgan", lastName: "Reyes", role: "company_admin", team: null, calls: 6, skill: skill(0.9, 0.8, 0.8, 0.8, 0.8), growth: 0 },
  { firstName: "Priya", lastName: "Shah", role: "company_team_leader", team: "Outbound", calls: 12, skill: skill(0.9, 0.85, 0.8, 0.75, 0.85), growth: 0.05 },
  { firstName: "Liam", lastName: "Carter", role: "company_user", team: "Outbound", calls: 34, skill: skill(0.85, 0.8, 0.75, 0.7, 0.8), growth: 0.15 },
  { firstName: "Sofia", lastName: "Novak", role: "company_user", team: "Outbound", calls: 28, skill: skill(0.7, 0.6, 0.55, 0.5, 0.55), growth: 0.3 },
  { firstName: "Noah", lastName: "Brooks", role: "company_user", team: "Outbound", calls: 22, skill: skill(0.4, 0.3, 0.3, 0.2, 0.25), growth: 0.35 },
  { firstName: "Emma", lastName: "Lindqvist", role: "company_user", team: "Outbound", calls: 30, skill: skill(0.8, 0.9, 0.6, 0.6, 0.5), growth: 0.1 },
  { firstName: "Marcus", lastName: "Hill", role: "company_team_leader", team: "Inbound", calls: 10, skill: skill(0.8, 0.75, 0.85, 0.8, 0.7), growth: 0.05 },
  { firstName: "Olivia", lastName: "Grant", role: "company_user", team: "Inbound", calls: 31, skill: skill(0.75, 0.7, 0.8, 0.65, 0.7), growth: 0.15 },
  { firstName: "Mateo", lastName: "Ruiz", role: "company_user", team: "Inbound", calls: 25, skill: skill(0.5, 0.45, 0.6, 0.3, 0.35), growth: 0.25 },
  { firstName: "Hannah", lastName: "Kim", role: "company_user", team: "Inbound", calls: 19, skill: skill(0.6, 0.5, 0.4, 0.4, 0.6), growth: 0.2 },
  { firstName: "Elena", lastName: "Petrova", role: "company_team_leader", team: "Key Accounts", calls: 9, skill: skill(0.85, 0.9, 0.8, 0.85, 0.75), growth: 0 },
  { firstName: "James", lastName: "O'Neill", role: "company_user", team: "Key Accounts", calls: 27, skill: skill(0.7, 0.75, 0.7, 0.75, 0.6), growth: 0.1 },
  { firstName: "Aisha", lastName: "Bello", role: "company_user", team: "Key Accounts", calls: 24, skill: skill(0.55, 0.65, 0.5, 0.55, 0.45), growth: 0.25 },
  { firstName: "Lukas", lastName: "Meyer", role: "company_user", team: "Key Accounts", calls: 20, skill: skill(0.3, 0.35, 0.35, 0.3, 0.2), growth: 0.1 },
  // Joined last week and has no team yet: the "no team" case in the users table.
  { firstName: "Nora", lastName: "Quinn", role: "company_user", team: null, calls: 4, skill: skill(0.5, 0.4, 0.4, 0.3, 0.3), growth: 0 },
];
