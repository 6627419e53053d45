// Company scenarios' limits and messages as plain values, without zod: the browser translates the messages by key
// (message-keys.ts); the schemas are in company-scenarios.ts.

export const COMPANY_SCENARIO_LIMITS = {
  name: 80,
  productName: 60,
  description: 400,
  item: 200,
  pricePoint: 120,
  role: 80,
  industry: 80,
  companyName: 80,
  situation: 600,
  words: 200,
  resolution: 300,
  competitorName: 60,
  maxValuePropositions: 6,
  maxProofPoints: 6,
  maxPricePoints: 4,
  maxPains: 4,
  maxObjections: 4,
  maxCompetitors: 5,
  maxCompanySize: 1_000_000,
  /** Scenarios one company may hold (active and archived). */
  maxPerCompany: 200,
} as const;

/**
 * Company scenarios' messages under their stable keys (`scenario.<name>`, see message-keys.ts), with the starter
 * library's (it copies into the company's scenarios) and the assignments' "Scenario not found." (the same words
 * about the same scenario).
 */
export const COMPANY_SCENARIO_MESSAGES = {
  notFound: "Scenario not found.",
  noCompany: "Company scenarios belong to a company; you are not in one.",
  forbidden: "Only company admins and team leaders manage scenarios",
  archived: "This scenario is archived. Ask your manager to restore it.",
  tooMany: `A company may have at most ${COMPANY_SCENARIO_LIMITS.maxPerCompany} scenarios. Delete some you no longer use.`,
  plainText: "Plain text only: no markup, links, angle brackets, braces or backticks",
  duplicateObjection: "Each kind of objection may appear once",
  oneCurrent: "Only one competitor can be the one the customer uses today",
  versionExists: "This scenario already has a version in that language.",
  weightsAllZero: "At least one stage needs a weight above 0",
  // field messages of the form's schema
  required: "Required",
  wholeNumber: "A whole number",
  notNegative: "At least 0",
  libraryNotFound: "No such scenario in the library.",
} as const;
