import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { DEFAULT_THEME, type Theme, THEMES } from "../../contract/language-list";
import { readStorage, STORAGE_KEYS, writeStorage } from "./storage";

interface ThemeState {
  theme: Theme;
  /** What is shown: the system theme resolves to light or dark. */
  effective: "light" | "dark";
  setTheme(theme: Theme): void;
}

const ThemeContext = createContext<ThemeState | null>(null);
const DARK_QUERY = "(prefers-color-scheme: dark)";

function storedTheme(): Theme {
  const v = readStorage(STORAGE_KEYS.theme);
  return (THEMES as readonly string[]).includes(v ?? "") ? (v as Theme) : DEFAULT_THEME;
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(storedTheme);
  const [systemDark, setSystemDark] = useState(systemPrefersDark);

  // "System" follows the operating system live (spec 1 §4).
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const mq = window.matchMedia(DARK_QUERY);
    const onChange = () => setSystemDark(mq.matches);
    mq.addEventListener("change", onChange);
    return () => mq.removeEventListener("change", onChange);
  }, []);

  const effective = theme === "system" ? (systemDark ? "dark" : "light") : theme;
  useEffect(() => {
    document.documentElement.classList.toggle("dark", effective === "dark");
  }, [effective]);

  const setTheme = useCallback((t: Theme) => {
    writeStorage(STORAGE_KEYS.theme, t);
    setThemeState(t);
  }, []);

  const value = useMemo(() => ({ theme, effective, setTheme }), [theme, effective, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error("useTheme outside ThemeProvider");
  return ctx;
}
