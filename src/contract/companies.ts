/**
 * The company and administration area: every request body and answer of its calls, plus the admin
 * lists and the usage chart an operator expects. Server and web import these; the permission rules live in
 * ./company-permissions.ts.
 */
export * from "./companies/limits";
export * from "./companies/common";
export * from "./companies/members";
export * from "./companies/company";
export * from "./companies/viewer";
export * from "./companies/admin";
