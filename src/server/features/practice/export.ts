import type { Language } from "../../../contract/languages";
import type { ConversationRow } from "../../platform/db/schema";
import { toConversationView } from "./view";

const CSV_COLUMNS = [
  "id",
  "title",
  "scenario",
  "difficulty",
  "language",
  "status",
  "createdAt",
  "endedAt",
  "durationSeconds",
  "messages",
  "introduction",
  "mapping",
  "productPresentation",
  "objectionHandling",
  "close",
  "total",
  "feedback",
  "transcript",
] as const;

export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  // Quote always; double inner quotes; neutralise spreadsheet formulas (=, +, -, @ at the start).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A user's own conversations with their ratings, as JSON or CSV (paid plans). */
export function exportConversations(rows: ConversationRow[], format: "json" | "csv", language: Language): string {
  const views = rows.map((r) => toConversationView(r, language));
  if (format === "json") return JSON.stringify({ exportedAt: new Date().toISOString(), conversations: views }, null, 2);
  const lines = [CSV_COLUMNS.join(",")];
  for (const v of views) {
    const r = v.aiRatings;
    const total = r ? r.introduction + r.mapping + r.productPresentation + r.objectionHandling + r.close : null;
    const transcript = v.messages.map((m) => `${m.role === "user" ? "Salesperson" : "Customer"}: ${m.content}`).join("\n");
    lines.push(
      [
        v.id,
        v.title,
        v.scenario,
        v.difficulty,
        v.language,
        v.status,
        v.createdAt,
        v.endedAt,
        v.duration,
        v.messages.length,
        r?.introduction,
        r?.mapping,
        r?.productPresentation,
        r?.objectionHandling,
        r?.close,
        total,
        v.aiRatingFeedback,
        transcript,
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
