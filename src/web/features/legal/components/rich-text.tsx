import { Trans } from "react-i18next";
import { Link } from "react-router";

export const SUPPORT_EMAIL = "support@salesdojo.example";
export const SALES_EMAIL = "sales@salesdojo.example";

const LINK_CLASS = "font-medium text-brand-700 underline decoration-brand-500/40 underline-offset-2 hover:decoration-brand-500 dark:text-indigo-300";

/**
 * Renders a translated text that may contain the tags <email>, <privacy> and <contact>,
 * turning them into the support mail link and links to the privacy and contact pages.
 */
export function RichText({ i18nKey }: { i18nKey: string }) {
  return (
    <Trans
      i18nKey={i18nKey}
      components={{
        email: <a href={`mailto:${SUPPORT_EMAIL}`} className={LINK_CLASS} />,
        privacy: <Link to="/privacy" className={LINK_CLASS} />,
        contact: <Link to="/contact" className={LINK_CLASS} />,
      }}
    />
  );
}
