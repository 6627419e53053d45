// The companies feature as other features see it: scope checks, lookups and account creation.
export { companyInScope, findCompany, findTeam, jsonValue, listCompanies, rowsOf, toActor } from "./queries";
export { type CompanyCtx, requireCompanyArea } from "./scope";
export { createAccount } from "./users";
