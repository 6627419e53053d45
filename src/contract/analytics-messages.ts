// Company analytics' messages without zod: the browser translates them by key (message-keys.ts). A team that is
// not found says the company area's words (COMPANY_MESSAGES.teamNotFound), under their key.

/** Analytics' messages under their stable keys (`analytics.<name>`, see message-keys.ts). */
export const ANALYTICS_MESSAGES = {
  notAllowed: "Only company admins and team leaders can see analytics.",
  noTeam: "You lead no team yet, so there is nothing to show.",
} as const;
