import { Menu, Monitor, Moon, Sun, X } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { isPlatformAdmin } from "../../contract/role-list";
import { Button } from "../components/ui/button";
import { LanguageSelect } from "../components/language-select";
import { cn } from "../lib/cn";
import { useAuth } from "../lib/auth";
import { type Brand, useBrand, useBrandedTitle } from "../lib/brand";
import { useTheme } from "../lib/theme";

// The account menu (a dropdown with its positioning library) is for signed-in users only: a visitor's page
// goes without it.
const UserMenu = lazy(() => import("./user-menu").then((m) => ({ default: m.UserMenu })));

interface NavItem {
  to: string;
  label: string;
}

function useNavItems(): NavItem[] {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) {
    return [
      { to: "/", label: t("nav.home") },
      { to: "/pricing", label: t("nav.pricing") },
      { to: "/login", label: t("nav.login") },
    ];
  }
  const items: NavItem[] = [
    { to: "/", label: t("nav.home") },
    { to: "/conversations", label: t("nav.conversations") },
    { to: "/conversation-summaries", label: t("nav.summaries") },
    { to: "/profile", label: t("nav.profile") },
  ];
  if (user.companyId) items.push({ to: "/company", label: t("nav.company") });
  if (isPlatformAdmin(user)) items.push({ to: "/admin", label: t("nav.admin") });
  return items;
}

const THEME_ORDER = ["light", "dark", "system"] as const;

function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const Icon = theme === "light" ? Sun : theme === "dark" ? Moon : Monitor;
  const next = THEME_ORDER[(THEME_ORDER.indexOf(theme) + 1) % THEME_ORDER.length] ?? "system";
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => setTheme(next)}
      aria-label={t("theme.toggle", { theme: t(`theme.${theme}`) })}
      title={t("theme.toggle", { theme: t(`theme.${theme}`) })}
      data-theme-choice={theme}
    >
      <Icon className="h-5 w-5" aria-hidden />
    </Button>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    isActive
      ? "bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-white"
      : "text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
  );

/**
 * The header's home link: SalesDojo's mark and name; with a company brand (decision 024) also the company's logo and
 * display name, and under white-label only those.
 */
function HomeLink({ brand }: { brand: Brand | null }) {
  const { t } = useTranslation();
  const companyMark = brand ? (
    <span className="flex min-w-0 items-center gap-2" data-testid="company-brand">
      {brand.logoUrl ? <img src={brand.logoUrl} alt={t("brand.logoAlt", { name: brand.displayName })} className="h-8 max-w-32 object-contain" /> : null}
      {/* On a phone the logo alone names the company (its alt text says which). */}
      <span className={cn("truncate", brand.logoUrl && "hidden sm:inline")}>{brand.displayName}</span>
    </span>
  ) : null;
  return (
    <Link to="/" className="flex min-w-0 items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
      {brand?.whiteLabel ? null : (
        <>
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
          <span className={cn(brand && "hidden sm:inline")}>{t("app.name")}</span>
        </>
      )}
      {brand && !brand.whiteLabel ? <span className="hidden h-6 w-px bg-slate-300 sm:block dark:bg-slate-700" aria-hidden /> : null}
      {companyMark}
    </Link>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const brand = useBrand();
  useBrandedTitle(brand);
  const items = useNavItems();
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so that navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (fn: (v: boolean) => boolean) => setOpenOn(fn(open) ? pathname : null);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      {brand?.color ? <div className="h-1" style={{ backgroundColor: brand.color }} data-testid="brand-bar" aria-hidden /> : null}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <HomeLink brand={brand} />
        <nav aria-label={t("nav.mainNavigation")} className="ml-4 hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === "/"} className={linkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <LanguageSelect className="hidden sm:block" />
          <ThemeToggle />
          {user ? (
            <Suspense fallback={<span className="inline-block h-10 w-10" aria-hidden />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <Button asChild size="sm" className="ml-1 hidden sm:inline-flex">
              <Link to="/register">{t("nav.getStarted")}</Link>
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
          </Button>
        </div>
      </div>
      {open ? (
        <nav id="mobile-menu" aria-label={t("nav.mainNavigation")} className="border-t border-slate-200 px-4 pb-4 pt-2 md:hidden dark:border-slate-800">
          <div className="flex flex-col gap-1">
            {items.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.to === "/"} className={linkClass}>
                {item.label}
              </NavLink>
            ))}
            {user ? (
              <NavLink to="/settings" className={linkClass}>
                {t("nav.settings")}
              </NavLink>
            ) : (
              <NavLink to="/register" className={linkClass}>
                {t("nav.getStarted")}
              </NavLink>
            )}
            <LanguageSelect className="mt-2 sm:hidden" />
          </div>
        </nav>
      ) : null}
    </header>
  );
}
