/** The five rated stages of a sales conversation, in order (spec ruling 5). */
export const STAGES = ["opening", "discovery", "presentation", "objectionHandling", "closing"] as const;
