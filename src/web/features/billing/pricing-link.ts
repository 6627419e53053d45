import type { Location } from "react-router";

/**
 * A link to the plans that brings the buyer back here after paying: /pricing?returnTo=<this page>. The server
 * checks the path again before it becomes the checkout's success URL (contract/return-path.ts).
 */
export function pricingHref(from: Pick<Location, "pathname" | "search">, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  params.set("returnTo", `${from.pathname}${from.search}`);
  return `/pricing?${params.toString()}`;
}
