import type { FastifyBaseLogger } from "fastify";
import { COMPANY_MESSAGES as M } from "../../../contract/companies";
import { type ActorLike, canReadCompany, isHiddenFromCompanyLists, isSuperAdminActor } from "../../../contract/company-permissions";
import type { Db } from "../../platform/db/client";
import { type UserRow } from "../../platform/db/schema";
import { AppError, forbidden, notFound } from "../../platform/errors";
import type { Mailer } from "../../platform/mail/mailer";
import { type CompanyRow, findCompany, findTeam, findTeamByName, findUser, type TeamRow, toActor } from "./queries";

/** The company area's context and scope: which company an actor may act on, and the people and teams in it. */

export interface CompanyCtx {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export const tx = <T>(db: Db, fn: (t: Db) => Promise<T>): Promise<T> => db.transaction((t) => fn(t as unknown as Db));

export const conflict = (msg: string) => new AppError("CONFLICT", msg);
export const badRequest = (msg: string, path?: string) => new AppError("BAD_REQUEST", msg, path ? { errors: [{ path, msg }] } : {});

// ---------------------------------------------------------------------------------------------- scope

/** /company is for members of a company and for super admins; anyone else gets 403. */
export function requireCompanyArea(actor: ActorLike): void {
  if (actor.companyId === null && !isSuperAdminActor(actor)) throw forbidden(M.noCompany);
}

/**
 * The company a call acts on. Super admins name it (query or body), falling back to their own; anyone else
 * always acts on their own company, and naming another one answers 404 as if it did not exist (security 15).
 */
export async function resolveCompany(db: Db, actor: ActorLike, requested: string | null | undefined): Promise<CompanyRow> {
  requireCompanyArea(actor);
  let id: string | null;
  if (isSuperAdminActor(actor)) {
    id = requested ?? actor.companyId;
    if (!id) throw badRequest(M.noCompanyId, "companyId");
  } else {
    if (requested && requested !== actor.companyId) throw notFound(M.companyNotFound);
    id = actor.companyId;
  }
  const company = id ? await findCompany(db, id) : undefined;
  if (!company || !canReadCompany(actor, company.id)) throw notFound(M.companyNotFound);
  return company;
}

/** A user the actor may address at all: of the actor's company (any company for super admins), never a super admin. */
export async function targetInScope(db: Db, actor: ActorLike, userId: string): Promise<UserRow> {
  requireCompanyArea(actor);
  const target = await findUser(db, userId);
  if (!target || target.companyId === null || isHiddenFromCompanyLists(toActor(target))) throw notFound(M.userNotFound);
  if (!isSuperAdminActor(actor) && target.companyId !== actor.companyId) throw notFound(M.userNotFound);
  return target;
}

export async function teamInScope(db: Db, actor: ActorLike, teamId: string): Promise<TeamRow> {
  requireCompanyArea(actor);
  const team = await findTeam(db, teamId);
  if (!team || !canReadCompany(actor, team.companyId)) throw notFound(M.teamNotFound);
  return team;
}

/** A team named by id or by name inside `companyId`; 404 when it is not there. */
export async function teamOfCompany(db: Db, companyId: string, ref: { teamId?: string | null; teamName?: string | null }): Promise<TeamRow | null> {
  if (ref.teamId) {
    const team = await findTeam(db, ref.teamId);
    if (!team || team.companyId !== companyId) throw notFound(M.teamNotFound);
    return team;
  }
  if (ref.teamName) {
    const team = await findTeamByName(db, companyId, ref.teamName);
    if (!team) throw notFound(M.teamNotFound);
    return team;
  }
  return null;
}
