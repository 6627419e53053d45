import type { Stage } from "../../../../contract/stages";

export const TIP_TOPICS = ["objections", "closing", "coldCalls", "discovery", "presentation", "followUp"] as const;
export type TipTopic = (typeof TIP_TOPICS)[number];

/** One piece of curated coaching advice: 2-4 sentences plus a phrase the rep can say. */
export interface TipEntry {
  id: string;
  topic: TipTopic;
  stage: Stage;
  title: string;
  text: string;
  /** A sentence the salesperson can say as it is. */
  example: string;
  keywords: string[];
}
