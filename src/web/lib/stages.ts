import type { TFunction } from "i18next";
import { type ManagerStage, type Stage, STAGE_TO_MANAGER } from "../../contract/stage-list";

/**
 * The one set of stage labels a person sees (spec ruling 12): Opening, Discovery, Presentation, Objection
 * handling, Closing, whichever of the API's two vocabularies the data uses.
 */
export function stageLabel(t: TFunction, stage: Stage | ManagerStage): string {
  const name = (STAGE_TO_MANAGER as Record<string, ManagerStage>)[stage] ?? stage;
  return t(`stages.${name}`);
}
