import type { TFunction } from "i18next";
import type {
  AddCompanyUserBody,
  CompanyDetailsResponse,
  CompanyUserResponse,
  CompanyUsersResponse,
  CreateCompanyBody,
  CreateCompanyResponse,
  CreateTeamBody,
  DeleteCompanyResponse,
  LeaderboardResponse,
  ManagerConversationResponse,
  okMessageSchema,
  TeamResponse,
  UpdateCompanyUserBody,
  UpdateTeamBody,
  UserConversationsResponse,
  UserSummariesResponse,
} from "../../../../contract/companies";
import { COMPANY_LIMITS } from "../../../../contract/companies";
import type { Language } from "../../../../contract/languages";
import type { z } from "zod";
import { api, ApiError } from "../../../lib/api";
import { translateMessage } from "../../../lib/messages";

export type {
  CompanyDetails,
  CompanyListItem,
  CompanyUser,
  LeaderboardResponse,
  ManagerConversation,
  Team as CompanyTeam,
  TeamMember,
} from "../../../../contract/companies";
export type DeleteCompanyResult = DeleteCompanyResponse;
type Ok = z.infer<typeof okMessageSchema>;

export const CONVERSATION_PAGE_SIZE = COMPANY_LIMITS.conversationsPageSize;

const enc = encodeURIComponent;
const withCompany = (path: string, companyId?: string | null) => (companyId ? `${path}?companyId=${enc(companyId)}` : path);

export const COMPANY_KEYS = {
  all: ["company"] as const,
  details: (companyId: string | null) => ["company", "details", companyId] as const,
  users: (companyId: string | null) => ["company", "users", companyId] as const,
  leaderboard: (companyId: string) => ["company", "leaderboard", companyId] as const,
  userConversations: (userId: string, page: number, language: Language) => ["company", "user", userId, "conversations", page, language] as const,
  userSummaries: (userId: string, language: Language) => ["company", "user", userId, "summaries", language] as const,
  conversation: (userId: string, conversationId: string, language: Language) => ["company", "user", userId, "conversation", conversationId, language] as const,
};

/** The calls of spec 3 §7 (company area). A super admin names the company with ?companyId=. */
export const companyApi = {
  details: (companyId: string | null, signal?: AbortSignal) => api<CompanyDetailsResponse>(withCompany("/api/companies/details", companyId), { signal }),
  users: (companyId: string | null, signal?: AbortSignal) =>
    api<CompanyUsersResponse>(withCompany("/api/companies/users", companyId), { signal }).then((r) => r.users),
  addUser: (body: AddCompanyUserBody) => api<CompanyUserResponse>("/api/companies/users", { method: "POST", body }),
  updateUser: (id: string, body: UpdateCompanyUserBody) => api<CompanyUserResponse>(`/api/companies/users/${enc(id)}`, { method: "PUT", body }),
  deleteUser: (id: string) => api<Ok>(`/api/companies/users/${enc(id)}`, { method: "DELETE" }),
  addToTeam: (userId: string, teamName: string) => api<TeamResponse>(`/api/companies/users/${enc(userId)}/team`, { method: "PUT", body: { teamName } }),
  removeFromTeam: (userId: string, teamName: string) => api<TeamResponse>(`/api/companies/users/${enc(userId)}/team`, { method: "DELETE", body: { teamName } }),
  createTeam: (body: CreateTeamBody) => api<TeamResponse>("/api/companies/teams/create", { method: "POST", body }),
  updateTeam: (id: string, body: UpdateTeamBody) => api<TeamResponse>(`/api/companies/teams/${enc(id)}`, { method: "PUT", body }),
  deleteTeam: (id: string) => api<Ok>(`/api/companies/teams/${enc(id)}`, { method: "DELETE" }),
  deleteCompany: (id: string) => api<DeleteCompanyResponse>(`/api/companies/${enc(id)}`, { method: "DELETE" }),
  /** "Set up your team": an Unlimited subscriber's own company (the server gives it the plan's numbers). */
  setUpTeam: (body: CreateCompanyBody) => api<CreateCompanyResponse>("/api/companies/create", { method: "POST", body }),
  leaderboard: (companyId: string, signal?: AbortSignal) => api<LeaderboardResponse>(`/api/leaderboard/company/${enc(companyId)}`, { signal }),
  /** Titles come back in `language` (the interface's), like the rep's own list. */
  userConversations: (userId: string, page: number, language: Language, signal?: AbortSignal) =>
    api<UserConversationsResponse>(`/api/companies/users/${enc(userId)}/conversations?page=${page}&limit=${CONVERSATION_PAGE_SIZE}&language=${language}`, {
      signal,
    }),
  userSummaries: (userId: string, language: Language, signal?: AbortSignal) =>
    api<UserSummariesResponse>(`/api/companies/users/${enc(userId)}/summaries?language=${language}`, { signal }).then((r) => r.summaries),
  /** The conversation with its rating feedback written in `language` (the interface's), like the rep's own scorecard. */
  conversation: (userId: string, conversationId: string, language: Language, signal?: AbortSignal) =>
    api<ManagerConversationResponse>(`/api/companies/users/${enc(userId)}/conversations/${enc(conversationId)}?language=${language}`, { signal }).then(
      (r) => r.conversation,
    ),
};

/**
 * The server's (and the spec's) English words in the interface language, by the message's key; unknown text is
 * shown as sent. The user limit names its number, so it has no key and is read from its words.
 */
export function companyMessage(t: TFunction, message: string | undefined, fallbackKey: string, reason?: string): string {
  const limit = message ? /^This company has reached its limit of (\d+) users/.exec(message) : null;
  if (limit) return t("company.messages.maxUsersReached", { maxUsers: Number(limit[1]) });
  return translateMessage(t, message, fallbackKey, reason);
}

/**
 * The words to show for a failed call (spec 3 §8): the server's validation messages joined by commas when it
 * sent any, else its error, else the spec's fallback for that action (also when the network failed).
 */
export function errorText(t: TFunction, error: unknown, fallbackKey: string): string {
  // No answer at all (the network failed): the server said nothing, so the spec's words for the action.
  if (error instanceof ApiError && error.status === 0) return t(fallbackKey);
  if (error instanceof ApiError) {
    const fields = error.fieldErrors.map((f) => companyMessage(t, f.msg, fallbackKey, f.reason));
    if (fields.length > 0) return [...new Set(fields)].join(", ");
    if (error.serverMessage) return companyMessage(t, error.serverMessage, fallbackKey, error.reason);
  }
  return t(fallbackKey);
}
