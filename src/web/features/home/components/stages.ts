/**
 * The five rated stages of a sales conversation, in order, in the screens' vocabulary (spec rulings 5 and 12;
 * labels under `stages.` in the shared phrase book). A copy of the contract's MANAGER_STAGES so that the home
 * page's script stays free of zod.
 */
export const STAGES = ["opening", "discovery", "presentation", "objectionHandling", "closing"] as const;
