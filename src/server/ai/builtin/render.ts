import { STAGES, type Stage, type StageScores } from "../../../contract/stages";
import type { DiscoveryArea, Finding, LanguagePack, Objection } from "../simulation/types";

export interface RenderedPoint {
  quote: string | null;
  /** The finding's words without the quote (the quote is shown once, beside them). */
  text: string;
  effect: Finding["effect"];
}

export interface RenderedStage {
  stage: Stage;
  score: number;
  feedback: string;
  evidence: Array<{ quote: string; effect: "positive" | "negative" }>;
  points: RenderedPoint[];
  /** The line to try (the "try." finding without its "Try saying:" label), or null. */
  trySaying: string | null;
}

/** "Try saying: «…»" → "«…»": the label is the interface's, the line is the rating's. */
function withoutLabel(text: string): string {
  const m = /^[^:«"„“]{1,40}:\s*(.+)$/su.exec(text);
  return (m?.[1] ?? text).trim();
}

function renderOne(f: Finding, pack: LanguagePack): string {
  const p = f.params ?? {};
  const values: Record<string, string> = {
    quote: f.quote ?? "",
    count: String(p.count ?? ""),
    pain: String(p.pain ?? ""),
    stage: p.stage ? pack.stageNames[p.stage as Stage] : "",
    objection: p.objection ? pack.objectionNames[p.objection as Objection] : "",
    topics: p.topics
      ? pack.list(
          String(p.topics)
            .split(",")
            .filter(Boolean)
            .map((a) => pack.discoveryNames[a as DiscoveryArea] ?? a),
        )
      : "",
  };
  const template = pack.findings[f.code];
  // A template that quotes words we do not have drops the quoted part rather than showing empty quotes.
  const text = f.quote ? template : template.replace(/\s*[«"“„]\{quote\}[»"”“]\s*/g, " ").replace(/\{quote\}/g, "");
  return text
    .replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/**
 * Renders stored findings in any of the four languages (ai-engine.md: a rating can be shown in Estonian without
 * a translation service). Positive findings first, then what to do differently.
 */
export function renderRating(findings: Finding[], scores: StageScores, pack: LanguagePack): { stages: RenderedStage[]; overall: string } {
  const order = { positive: 0, neutral: 1, negative: 2 } as const;
  const stages = STAGES.map((stage) => {
    // What went well, then what to change, then the line to try.
    const rank = (f: Finding) => (f.code.startsWith("try.") ? 3 : order[f.effect]);
    const own = findings.filter((f) => f.stage === stage).sort((a, b) => rank(a) - rank(b));
    const tryLine = own.find((f) => f.code.startsWith("try."));
    return {
      stage,
      score: scores[stage],
      feedback: own.map((f) => renderOne(f, pack)).join(" "),
      points: own
        .filter((f) => !f.code.startsWith("try."))
        .map((f) => ({ quote: f.quote || null, text: renderOne({ ...f, quote: undefined }, pack), effect: f.effect })),
      trySaying: tryLine ? withoutLabel(renderOne(tryLine, pack)) : null,
      evidence: own
        .filter((f): f is Finding & { quote: string } => Boolean(f.quote) && f.effect !== "neutral")
        .map((f) => ({ quote: f.quote, effect: f.effect as "positive" | "negative" })),
    };
  });
  const overall = findings
    .filter((f) => f.stage === "overall")
    .map((f) => renderOne(f, pack))
    .join(" ");
  return { stages, overall };
}
