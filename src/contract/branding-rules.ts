// Company branding's limits and colour rules as plain values, without zod (the browser imports these; the schemas
// are in branding.ts). Decision 024 explains the contrast rule.

import type { ActorLike } from "./company-permissions";

/** Company admins of their own company (a platform admin brands no company from the company screens). */
export function canManageBranding(actor: Pick<ActorLike, "role" | "isSuperAdmin" | "companyId">): boolean {
  return actor.role === "company_admin" && actor.isSuperAdmin !== true && actor.companyId !== null;
}

export const BRANDING_LIMITS = {
  displayName: 60,
  /** The largest logo accepted, in bytes. */
  logoBytes: 512 * 1024,
  /** The largest width or height of a PNG or WebP logo, in pixels (a bigger one is a decompression bomb, not a logo). */
  logoPixels: 4096,
} as const;

/**
 * The address of a company's branded sign-in page, `/login?company=<slug>` (decision 030): 3-40 lowercase letters,
 * digits and inner hyphens, chosen by the company admin, unique.
 */
export const SIGN_IN_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/;

export const LOGO_TYPES = ["image/png", "image/svg+xml", "image/webp"] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/** Branding's messages under their stable keys (`branding.<name>`, see message-keys.ts). */
export const BRANDING_MESSAGES = {
  notAdmin: "Only a company admin can change the company's branding.",
  enterpriseOnly: "Branding is part of the Enterprise plan.",
  saved: "Branding saved",
  logoRemoved: "Logo removed",
  noLogo: "Logo not found",
  logoTooLarge: `The logo is larger than ${BRANDING_LIMITS.logoBytes / 1024} KB.`,
  logoType: "The logo must be a PNG, SVG or WebP image.",
  logoBroken: "The logo file is damaged or is not the image it claims to be.",
  logoDimensions: `The logo may be at most ${BRANDING_LIMITS.logoPixels} pixels wide and high.`,
  svgRefused: "This SVG cannot be used: it has a DOCTYPE or entities, or no drawable content is left after removing scripts and external references.",
  slugFormat: "Use 3 to 40 lowercase letters, digits and hyphens (not at the start or end).",
  slugTaken: "Another company already uses this sign-in address.",
  signInNotFound: "No branded sign-in page at this address.",
  colorContrast: "This colour has too little contrast with the app's light or dark background (at least 3:1 against both is needed).",
  colorFormat: "Use a colour like #1d4ed8",
} as const;

/** The app's page backgrounds: light (white) and dark (Tailwind slate-950). */
export const BRAND_BACKGROUNDS = { light: "#ffffff", dark: "#020617" } as const;
/** A brand colour is used for non-text marks (the header's bar, the practice banner's edge): WCAG 1.4.11, 3:1. */
export const BRAND_MIN_CONTRAST = 3;
/** Text on a brand-coloured button or badge: WCAG 1.4.3, 4.5:1. */
export const BRAND_TEXT_MIN_CONTRAST = 4.5;

const HEX = /^#([0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] {
  const m = HEX.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or black, whichever reads better on the colour (one of them always reaches 4.5:1). */
export function textColorOn(hex: string): "#ffffff" | "#000000" {
  return contrastRatio(hex, "#ffffff") >= contrastRatio(hex, "#000000") ? "#ffffff" : "#000000";
}

function toHsl(hex: string): [number, number, number] {
  const [r, g, b] = channels(hex).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h / 6, s, l];
}

function fromHsl(h: number, s: number, l: number): string {
  const hue = (p: number, q: number, t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const rgb = s === 0 ? [l, l, l] : [hue(p, q, h + 1 / 3), hue(p, q, h), hue(p, q, h - 1 / 3)];
  return `#${rgb
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

export interface BrandColorCheck {
  ok: boolean;
  /** Contrast against the light and the dark page background. */
  light: number;
  dark: number;
  /** The text colour for buttons filled with the brand colour, and its contrast. */
  buttonText: "#ffffff" | "#000000";
  buttonContrast: number;
  /** When not ok: the nearest colour of the same hue and saturation that passes (only the lightness moves). */
  suggestion: string | null;
}

const passes = (hex: string) =>
  contrastRatio(hex, BRAND_BACKGROUNDS.light) >= BRAND_MIN_CONTRAST && contrastRatio(hex, BRAND_BACKGROUNDS.dark) >= BRAND_MIN_CONTRAST;

/**
 * Checks a brand colour: at least 3:1 against both page backgrounds, and a text colour (white or black) that reads
 * at 4.5:1 on it. A failing colour gets a suggestion: the same hue and saturation at the closest lightness that
 * passes. The server refuses a failing colour; the screen offers the suggestion (decision 024).
 */
export function checkBrandColor(hex: string): BrandColorCheck {
  const color = hex.toLowerCase();
  const buttonText = textColorOn(color);
  const result = {
    light: contrastRatio(color, BRAND_BACKGROUNDS.light),
    dark: contrastRatio(color, BRAND_BACKGROUNDS.dark),
    buttonText,
    buttonContrast: contrastRatio(color, buttonText),
  };
  if (passes(color) && result.buttonContrast >= BRAND_TEXT_MIN_CONTRAST) return { ok: true, ...result, suggestion: null };
  const [h, s, l] = toHsl(color);
  let best: string | null = null;
  let bestDistance = Infinity;
  for (let i = 0; i <= 400; i++) {
    const candidate = fromHsl(h, s, i / 400);
    if (!passes(candidate) || contrastRatio(candidate, textColorOn(candidate)) < BRAND_TEXT_MIN_CONTRAST) continue;
    const distance = Math.abs(i / 400 - l);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return { ok: false, ...result, suggestion: best };
}
