import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/ui/card";
import type { Brand } from "../../../lib/brand";

/**
 * The card of the sign-in pages. With a company's brand (its sign-in link, decision 030) the card opens with the
 * company's logo and display name and is edged in its colour.
 */
export function AuthCard({ title, subtitle, children, brand }: { title: string; subtitle?: string; children: ReactNode; brand?: Brand | null }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-12 sm:py-16">
      <Card className={brand?.color ? "border-t-4" : undefined} style={brand?.color ? { borderTopColor: brand.color } : undefined}>
        {brand ? (
          <div className="mb-5 flex min-w-0 items-center gap-3" data-testid="sign-in-brand">
            {brand.logoUrl ? <img src={brand.logoUrl} alt={t("brand.logoAlt", { name: brand.displayName })} className="h-12 max-w-40 object-contain" /> : null}
            <p className="min-w-0 break-words text-lg font-semibold text-slate-900 dark:text-white">{brand.displayName}</p>
          </div>
        ) : null}
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </Card>
    </div>
  );
}
