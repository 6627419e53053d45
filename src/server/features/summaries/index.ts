// The summaries feature as other features see it: making and listing conversation summaries.
export { listSummaries, summarizeAfterEnd, toSummaryView } from "./service";
