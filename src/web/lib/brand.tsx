import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "react-router";
import type { SignInBrand } from "../../contract/branding";
import { SIGN_IN_SLUG_PATTERN } from "../../contract/branding-rules";
import { api, ApiError } from "./api";
import { useAuth } from "./auth";

/** What the screens show of a brand: a member's company's, or a sign-in page's (which carries no company id). */
export type Brand = SignInBrand;

/** Everything cached about the company's brand starts with this key (the branding tab invalidates it on save). */
export const BRAND_QUERY_KEY = ["branding"] as const;

/** Pages that keep a company's sign-in link (`?company=<slug>`, decision 030) and show its brand to visitors. */
const SIGN_IN_PAGES = new Set(["/login", "/forgot-password"]);

/** The slug of the company sign-in link the visitor arrived by, on the pages that show it; else null. */
export function useSignInSlug(): string | null {
  const { pathname, search } = useLocation();
  if (!SIGN_IN_PAGES.has(pathname)) return null;
  const slug = new URLSearchParams(search).get("company")?.trim().toLowerCase() ?? "";
  return SIGN_IN_SLUG_PATTERN.test(slug) ? slug : null;
}

/**
 * The brand of a company's sign-in page (GET /api/branding/sign-in/{slug}): display name, colour, logo and
 * white-label, nothing else. `notFound` when no company has published that address.
 */
export function useSignInBrand(slug: string | null): { brand: Brand | null; loading: boolean; notFound: boolean } {
  const query = useQuery({
    queryKey: [...BRAND_QUERY_KEY, "sign-in", slug],
    queryFn: ({ signal }) => api<SignInBrand>(`/api/branding/sign-in/${encodeURIComponent(slug!)}`, { signal }),
    enabled: slug !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return {
    brand: slug !== null ? (query.data ?? null) : null,
    loading: slug !== null && query.isPending,
    notFound: query.error instanceof ApiError && query.error.status === 404,
  };
}

/**
 * The brand of the signed-in user's company (issue 18, decision 024): null for people outside a company and
 * companies without one. A visitor on the sign-in page of a company's link (`/login?company=<slug>`, decision 030)
 * sees that company's. The header, the footer, the document title and the practice screen read it.
 */
export function useBrand(): Brand | null {
  const { user } = useAuth();
  const slug = useSignInSlug();
  const signIn = useSignInBrand(user ? null : slug);
  const companyId = user?.companyId ?? null;
  const query = useQuery({
    queryKey: [...BRAND_QUERY_KEY, "mine", user?.id ?? null],
    queryFn: async ({ signal }) => (await api<{ brand: Brand | null }>("/api/branding", { signal })).brand,
    enabled: companyId !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (!user) return signIn.brand;
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
