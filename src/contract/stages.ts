import { z } from "zod";
import { STAGES } from "./stage-list";

export * from "./stage-list";
export const stageSchema = z.enum(STAGES);
