import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Brand } from "../../contract/branding";
import { api } from "./api";
import { useAuth } from "./auth";

export type { Brand };

/** Everything cached about the company's brand starts with this key (the branding tab invalidates it on save). */
export const BRAND_QUERY_KEY = ["branding"] as const;

/**
 * The brand of the signed-in user's company (issue 18, decision 024): null for visitors, people outside a company
 * and companies without one. The header, the footer, the document title and the practice screen read it.
 */
export function useBrand(): Brand | null {
  const { user } = useAuth();
  const companyId = user?.companyId ?? null;
  const query = useQuery({
    queryKey: [...BRAND_QUERY_KEY, "mine", user?.id ?? null],
    queryFn: async ({ signal }) => (await api<{ brand: Brand | null }>("/api/branding", { signal })).brand,
    enabled: companyId !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return companyId !== null ? (query.data ?? null) : null;
}

/** Under white-label the tab's title names the company, not SalesDojo; the original title comes back otherwise. */
export function useBrandedTitle(brand: Brand | null): void {
  const name = brand?.whiteLabel ? brand.displayName : null;
  useEffect(() => {
    if (name === null) return;
    const original = document.title;
    document.title = name;
    return () => {
      document.title = original;
    };
  }, [name]);
}
