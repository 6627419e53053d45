// Feedback's messages without zod (the schemas are in feedback.ts).

/** Feedback's messages under their stable keys (`feedback.<name>`, see message-keys.ts). */
export const FEEDBACK_MESSAGES = {
  titleRequired: "Please enter a title for your feedback.",
  descriptionRequired: "Please enter a description for your feedback.",
} as const;
