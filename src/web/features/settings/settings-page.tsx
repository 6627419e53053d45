import { LogOut, Monitor, Moon, Sun } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { LANGUAGE_NAMES, LANGUAGES, type Language, THEMES } from "../../../contract/language-list";
import type { PublicUser } from "../../../contract/user";
import { useAuth } from "../../lib/auth";
import { useUser } from "../../lib/require-user";
import { useTheme } from "../../lib/theme";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { currentLanguage, i18n, setLanguage } from "../../lib/i18n";
import { canManageBilling, formatDate, isCompanyManaged, subscriptionDisplay } from "../billing/format";

const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** The subscription's date or problem under the plan name (settingsPlan phrase book). */
function PlanStatusLine({ user }: { user: PublicUser }) {
  const {
    t,
    i18n: { language },
  } = useTranslation();
  const state = subscriptionDisplay(user);
  const date = formatDate(user.subscription.currentPeriodEnd, language);
  let text: string | null = null;
  if (state === "pastDue") text = t("settingsPlan.pastDue");
  else if (state === "ending" && date) text = t("settingsPlan.ends", { date });
  else if (state === "active" && date) text = t("settingsPlan.renews", { date });
  return text ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{text}</p> : null;
}

/** Theme, language with save, plan with a change-plan link, logout (spec 1 §2). */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t("settings.title")}</h1>

      <ThemeCard />

      <LanguageCard />

      <PlanCard />

      <AccountCard />
    </div>
  );
}

/** Light, dark, or as the system is. */
function ThemeCard() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  return (
    <Card>
      <fieldset>
        <legend className="text-lg font-semibold">{t("settings.appearance")}</legend>
        <p className="text-sm text-slate-500 dark:text-slate-400">{t("settings.themeHint")}</p>
        <div role="radiogroup" aria-label={t("theme.label")} className="mt-4 grid grid-cols-3 gap-3">
          {THEMES.map((option) => {
            const Icon = THEME_ICONS[option];
            const selected = theme === option;
            return (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={selected}
                onClick={() => setTheme(option)}
                className={cn(
                  "flex flex-col items-center gap-2 rounded-xl border p-4 text-sm font-medium",
                  selected
                    ? "border-brand-600 bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-white"
                    : "border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800",
                )}
              >
                <Icon className="h-5 w-5" aria-hidden />
                {t(`theme.${option}`)}
              </button>
            );
          })}
        </div>
      </fieldset>
    </Card>
  );
}

/** The interface language, saved with its own button. */
function LanguageCard() {
  const { t, i18n: active } = useTranslation();
  // One source of truth: the list shows the interface language until the user picks another here; a switch in
  // the header (or a save) drops the unsaved pick.
  const [pick, setPick] = useState<{ language: Language; under: string } | null>(null);
  const language = pick && pick.under === active.language ? pick.language : currentLanguage();
  const setLanguageChoice = (choice: Language) => setPick({ language: choice, under: active.language });
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t("settings.languageTitle")}</h2>
      <p className="text-sm text-slate-500 dark:text-slate-400">{t("settings.languageHint")}</p>
      <form
        className="mt-4 flex flex-wrap items-center gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          // Shown in the newly chosen language.
          void setLanguage(language).then(() => toast.success(i18n.t("settings.saved")));
        }}
      >
        <select
          aria-label={t("language.label")}
          value={language}
          onChange={(e) => setLanguageChoice(e.target.value as Language)}
          className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900"
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
        <Button type="submit">{t("settings.save")}</Button>
      </form>
    </Card>
  );
}

/** The plan and its date, and where to change it (unless the company manages it). */
function PlanCard() {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t("settings.planTitle")}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("settings.currentPlan", { plan: t(`plans.${user.subscription.plan}`) })}</p>
      <PlanStatusLine user={user} />
      {isCompanyManaged(user) ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t("settingsPlan.managed")}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t("settingsPlan.hint")}</p>
          <Button asChild variant="secondary" className="mt-4">
            {/* The change flow needs a billing customer (spec 1 §6); everyone else picks from all plans. */}
            <Link to={canManageBilling(user) ? "/pricing?change=true" : "/pricing"}>{t("settings.changePlan")}</Link>
          </Button>
        </>
      )}
    </Card>
  );
}

/** Logging out. */
function AccountCard() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const logout = async () => {
    await signOut();
    toast.success(t("logout.success"));
    await navigate("/login");
  };
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t("settings.accountTitle")}</h2>
      <Button variant="danger" className="mt-4" onClick={() => void logout()}>
        <LogOut className="h-4 w-4" aria-hidden />
        {t("logout.action")}
      </Button>
    </Card>
  );
}
