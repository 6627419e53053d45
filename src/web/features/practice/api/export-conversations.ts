import { COMMON_MESSAGES } from "../../../../contract/auth-messages";
import type { ErrorBody } from "../../../../contract/errors";
import type { Language } from "../../../../contract/languages";
import { ApiError, requestHeaders } from "../../../lib/api";

export type ExportFormat = "json" | "csv";

/**
 * GET /api/ai/conversations/export (spec ruling 10; paid plans, 403 with upgradeRequired on Free). Resolves
 * with the file and the name the server gave it.
 */
export async function exportConversations(format: ExportFormat, language: Language): Promise<{ blob: Blob; filename: string }> {
  let res: Response;
  try {
    res = await fetch(`/api/ai/conversations/export?${new URLSearchParams({ format, language })}`, {
      headers: requestHeaders(format === "json" ? "application/json" : "text/csv"),
      credentials: "include",
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    throw new ApiError(0, { error: COMMON_MESSAGES.network });
  }
  if (!res.ok) {
    let body: Partial<ErrorBody> | null = null;
    try {
      body = (await res.json()) as Partial<ErrorBody>;
    } catch {
      body = null;
    }
    throw new ApiError(res.status, body, res.statusText);
  }
  const disposition = res.headers.get("content-disposition") ?? "";
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `salesdojo-conversations.${format}`;
  return { blob: await res.blob(), filename };
}
