import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ImageUp, Trash2 } from "lucide-react";
import type { TFunction } from "i18next";
import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { BRAND_QUERY_KEY } from "../../lib/brand";
import { BRANDING_LIMITS, checkBrandColor, SIGN_IN_SLUG_PATTERN } from "../../../contract/branding-rules";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { translateKeyedError, translateKeyedMessage } from "../../lib/messages";
import { brandingApi, type CompanyBranding, COMPANY_BRANDING_QUERY } from "./api";

const HEX = /^#[0-9a-fA-F]{6}$/;
const ratio = (n: number) => `${n.toFixed(1)}:1`;

/** The screen's own words for a refused upload, by status, for a refusal whose message has no key. */
const LOGO_FALLBACK: Record<number, string> = {
  413: "branding.logo.errors.tooLarge",
  415: "branding.logo.errors.type",
  400: "branding.logo.errors.broken",
  403: "branding.errors.forbidden",
};

/** Why an upload was refused, in the user's words: the server's message by its key, else the status says which. */
function logoError(e: unknown, t: TFunction): string {
  const fallback = (e instanceof ApiError && LOGO_FALLBACK[e.status]) || "branding.errors.actionFailed";
  return translateKeyedError(t, e, fallback);
}

/** Uploading and removing the logo: the company's brand is read again after each; an upload's error is kept to show. */
function useLogoChanges() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const refresh = (next?: CompanyBranding) => {
    if (next) qc.setQueryData(COMPANY_BRANDING_QUERY, next);
    void qc.invalidateQueries({ queryKey: BRAND_QUERY_KEY });
  };
  const upload = useMutation({
    mutationFn: brandingApi.uploadLogo,
    onSuccess: (next) => {
      setError(null);
      toast.success(t("branding.logo.uploaded"));
      refresh(next);
    },
    onError: (e) => setError(logoError(e, t)),
  });
  const remove = useMutation({
    mutationFn: brandingApi.removeLogo,
    onSuccess: () => {
      toast.success(t("branding.logo.removed"));
      refresh();
    },
    onError: (e) => toast.error(translateKeyedError(t, e, "branding.errors.actionFailed")),
  });
  return { upload, remove, error, setError };
}

function LogoCard({ data }: { data: CompanyBranding }) {
  const { t } = useTranslation();
  const inputId = useId();
  const { upload, remove, error, setError } = useLogoChanges();
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    // Said at once, without sending a byte; the server checks again.
    if (file.size > BRANDING_LIMITS.logoBytes) return setError(t("branding.logo.errors.tooLarge"));
    upload.mutate(file);
  };
  const logoUrl = data.brand?.logoUrl ?? null;
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t("branding.logo.title")}</h2>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex h-20 w-40 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 p-2 dark:border-slate-700 dark:bg-slate-900">
          {logoUrl ? (
            <img src={logoUrl} alt={t("branding.logo.current")} className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="text-sm text-slate-500 dark:text-slate-400">{t("branding.logo.none")}</span>
          )}
        </div>
        <div className="space-y-2">
          <div className="flex flex-wrap gap-2">
            <label
              htmlFor={inputId}
              className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white focus-within:ring-2 focus-within:ring-brand-500 focus-within:ring-offset-2 hover:bg-brand-700"
            >
              <ImageUp className="h-4 w-4" aria-hidden />
              {logoUrl ? t("branding.logo.replace") : t("branding.logo.upload")}
              <input
                id={inputId}
                type="file"
                accept="image/png,image/svg+xml,image/webp,.png,.svg,.webp"
                className="sr-only"
                onChange={onFile}
                aria-describedby={`${inputId}-hint`}
                disabled={upload.isPending}
              />
            </label>
            {logoUrl ? (
              <Button variant="secondary" onClick={() => remove.mutate()} disabled={remove.isPending}>
                <Trash2 className="h-4 w-4" aria-hidden />
                {t("branding.logo.remove")}
              </Button>
            ) : null}
          </div>
          <p id={`${inputId}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
            {t("branding.logo.hint", { kb: BRANDING_LIMITS.logoBytes / 1024 })}
          </p>
          {upload.isPending ? <Spinner label={t("branding.logo.uploading")} /> : null}
        </div>
      </div>
      {error ? <Alert>{error}</Alert> : null}
    </Card>
  );
}

function Swatch({ label, background, color }: { label: string; background: string; color: string }) {
  return (
    <div className="flex items-center gap-2 rounded-lg border border-slate-200 p-2 dark:border-slate-700" style={{ backgroundColor: background }}>
      <span className="h-6 w-10 rounded" style={{ backgroundColor: color }} aria-hidden />
      <span className="text-xs font-medium" style={{ color: background === "#ffffff" ? "#0f172a" : "#f1f5f9" }}>
        {label}
      </span>
    </div>
  );
}

function DetailsForm({ data }: { data: CompanyBranding }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [displayName, setDisplayName] = useState(data.brand?.displayName ?? data.companyName);
  const [color, setColor] = useState(data.brand?.color ?? "");
  const [whiteLabel, setWhiteLabel] = useState(data.brand?.whiteLabel ?? false);
  const [slug, setSlug] = useState(data.signInSlug ?? "");
  const [slugTaken, setSlugTaken] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const slugValue = slug.trim().toLowerCase();
  const { trimmed, wellFormed, check } = colorCheck(color);
  const save = useMutation({
    mutationFn: brandingApi.save,
    onSuccess: (next) => {
      setServerError(null);
      qc.setQueryData(COMPANY_BRANDING_QUERY, next);
      void qc.invalidateQueries({ queryKey: BRAND_QUERY_KEY });
      toast.success(t("branding.saved"));
    },
    onError: (e) => {
      if (e instanceof ApiError && e.status === 409) return setSlugTaken(true);
      // A field's message by its key; a colour refused with a suggested one (words that have no key) reads as the form's own.
      const field = e instanceof ApiError ? e.fieldErrors[0] : undefined;
      setServerError(
        field
          ? translateKeyedMessage(t, field.msg, field.path === "color" ? "branding.color.tooLittle" : "branding.errors.actionFailed", field.reason)
          : translateKeyedError(t, e, "branding.errors.actionFailed"),
      );
    },
  });
  const slugError =
    slugValue !== "" && !SIGN_IN_SLUG_PATTERN.test(slugValue) ? t("branding.signIn.format") : slugTaken ? t("branding.signIn.taken") : undefined;
  const savedLink = data.signInSlug ? `${window.location.origin}/login?company=${data.signInSlug}` : null;
  const nameError = displayName.trim() === "" ? t("branding.name.required") : undefined;
  const colorError = !wellFormed ? t("branding.color.format") : check && !check.ok ? t("branding.color.tooLittle") : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (nameError || colorError || (slugError && !slugTaken)) return;
    save.mutate({
      displayName: displayName.trim(),
      color: trimmed === "" ? null : trimmed.toLowerCase(),
      whiteLabel,
      signInSlug: slugValue === "" ? null : slugValue,
    });
  };
  return (
    <Card>
      <form className="space-y-5" onSubmit={submit} noValidate aria-label={t("branding.formLabel")}>
        <Field label={t("branding.name.label")} hint={t("branding.name.hint")} error={nameError} required>
          <Input value={displayName} maxLength={BRANDING_LIMITS.displayName} onChange={(e) => setDisplayName(e.target.value)} aria-required />
        </Field>
        <ColorField color={color} setColor={setColor} error={colorError} />
        <WhiteLabelField checked={whiteLabel} onChange={setWhiteLabel} />
        <SignInSlugField
          slug={slug}
          onChange={(value) => {
            setSlug(value);
            setSlugTaken(false);
          }}
          error={slugError}
          savedLink={savedLink}
        />
        {serverError ? <Alert>{serverError}</Alert> : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("branding.saving") : t("branding.save")}
        </Button>
      </form>
    </Card>
  );
}

/** The brand colour, typed or picked, with its contrast on light and dark and a nearer colour where it has too little. */
function ColorField({ color, setColor, error }: { color: string; setColor(color: string): void; error: string | undefined }) {
  const { t } = useTranslation();
  const { trimmed, wellFormed, check } = colorCheck(color);
  return (
    <div className="space-y-2">
      <Field label={t("branding.color.label")} hint={t("branding.color.hint")} error={error} optionalLabel={t("branding.optional")}>
        <Input value={color} placeholder="#1d4ed8" onChange={(e) => setColor(e.target.value)} className="max-w-40 font-mono" spellCheck={false} />
      </Field>
      <div className="flex flex-wrap items-center gap-2">
        <input
          type="color"
          aria-label={t("branding.color.picker")}
          value={wellFormed && trimmed !== "" ? trimmed.toLowerCase() : "#1d4ed8"}
          onChange={(e) => setColor(e.target.value)}
          className="h-10 w-14 cursor-pointer rounded border border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900"
        />
        {trimmed !== "" ? (
          <Button variant="ghost" size="sm" onClick={() => setColor("")}>
            {t("branding.color.clear")}
          </Button>
        ) : null}
      </div>
      {check ? (
        <div className="space-y-2" data-testid="contrast">
          <div className="flex flex-wrap gap-2">
            <Swatch label={t("branding.color.onLight", { ratio: ratio(check.light) })} background="#ffffff" color={trimmed} />
            <Swatch label={t("branding.color.onDark", { ratio: ratio(check.dark) })} background="#020617" color={trimmed} />
            <span className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-medium" style={{ backgroundColor: trimmed, color: check.buttonText }}>
              {t("branding.color.button", { ratio: ratio(check.buttonContrast) })}
            </span>
          </div>
          {!check.ok && check.suggestion ? (
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
              <span className="h-5 w-5 rounded border border-slate-300" style={{ backgroundColor: check.suggestion }} aria-hidden />
              <span>{t("branding.color.suggestion", { color: check.suggestion })}</span>
              <Button variant="secondary" size="sm" onClick={() => setColor(check.suggestion!)}>
                {t("branding.color.useSuggestion", { color: check.suggestion })}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** White-label: the SalesDojo name is hidden; the header, the browser tab and the mails show only the display name. */
function WhiteLabelField({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-3">
      <input
        id="brand-white-label"
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-1 h-4 w-4 rounded border-slate-300 accent-brand-600"
        aria-describedby="brand-white-label-hint"
      />
      <div>
        <label htmlFor="brand-white-label" className="text-sm font-medium text-slate-900 dark:text-white">
          {t("branding.whiteLabel.label")}
        </label>
        <p id="brand-white-label-hint" className="text-xs text-slate-500 dark:text-slate-400">
          {t("branding.whiteLabel.hint")}
        </p>
      </div>
    </div>
  );
}

/** The address of the company's own sign-in page, and the link once it is saved. */
function SignInSlugField({
  slug,
  onChange,
  error,
  savedLink,
}: {
  slug: string;
  onChange(slug: string): void;
  error: string | undefined;
  savedLink: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <Field label={t("branding.signIn.label")} hint={t("branding.signIn.hint")} error={error} optionalLabel={t("branding.optional")}>
        <Input
          value={slug}
          placeholder="acme"
          maxLength={40}
          onChange={(e) => onChange(e.target.value)}
          className="max-w-60 font-mono"
          spellCheck={false}
          autoCapitalize="none"
        />
      </Field>
      {savedLink ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t("branding.signIn.link")}:{" "}
          <a href={savedLink} className="break-all font-mono text-brand-600 hover:underline dark:text-brand-300" data-testid="sign-in-link">
            {savedLink}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** The colour as typed, whether it is a hex colour, and its contrast check (none for an empty or malformed one). */
function colorCheck(color: string) {
  const trimmed = color.trim();
  const wellFormed = trimmed === "" || HEX.test(trimmed);
  const check = trimmed !== "" && wellFormed ? checkBrandColor(trimmed) : null;
  return { trimmed, wellFormed, check };
}

/**
 * The Branding tab of the company area (issue 18, decision 024): a company admin of an Enterprise company sets the
 * logo, the brand colour (checked for contrast as it is typed, with a nearer colour offered), the display name and
 * white-label.
 */
export function BrandingTab() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: COMPANY_BRANDING_QUERY, queryFn: ({ signal }) => brandingApi.get(signal) });
  if (query.isPending) return <Spinner label={t("branding.loading")} />;
  if (query.isError) return <Alert>{translateKeyedError(t, query.error, "branding.errors.loadFailed")}</Alert>;
  return (
    <div className="space-y-4">
      <p className="max-w-2xl text-sm text-slate-600 dark:text-slate-400">{t("branding.intro")}</p>
      <LogoCard data={query.data} />
      <DetailsForm data={query.data} />
    </div>
  );
}
