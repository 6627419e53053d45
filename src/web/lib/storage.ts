/** Per-device storage keys of spec 1 §3. */
export const STORAGE_KEYS = {
  token: "sb_token",
  language: "language",
  theme: "theme",
  intendedPlan: "intendedPlan",
} as const;

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}
