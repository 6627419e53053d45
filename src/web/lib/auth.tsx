import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useMemo } from "react";
import type { PublicUser } from "../../contract/user";
import { api, ApiError } from "./api";
import { readStorage, STORAGE_KEYS, writeStorage } from "./storage";

interface AuthState {
  user: PublicUser | null;
  loading: boolean;
  /** Stores the token and user after login or registration (spec 1 §4). */
  signIn(user: PublicUser, token: string): void;
  setUser(user: PublicUser): void;
  /** Ends the session; a failing call is ignored. */
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);
export const ME_QUERY_KEY = ["auth", "me"] as const;

export function AuthProvider({ children }: { children: ReactNode }) {
  const qc = useQueryClient();
  const me = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const sent = readStorage(STORAGE_KEYS.token);
      try {
        return (await api<{ user: PublicUser }>("/api/auth/me", { signal })).user;
      } catch (e) {
        if (e instanceof ApiError && e.status === 401) {
          // Forget the token only if it is the one that was refused: another tab (or a sign-in meanwhile) may
          // have stored a new one while this request was on its way.
          if (sent !== null && readStorage(STORAGE_KEYS.token) === sent) writeStorage(STORAGE_KEYS.token, null);
          return null;
        }
        // A failing refresh is only logged (spec 1 §4).
        console.warn("Could not load the current user", e);
        return null;
      }
    },
    staleTime: 60_000,
    retry: false,
  });

  const signIn = useCallback(
    (user: PublicUser, token: string) => {
      writeStorage(STORAGE_KEYS.token, token);
      qc.setQueryData(ME_QUERY_KEY, user);
    },
    [qc],
  );
  const setUser = useCallback((user: PublicUser) => qc.setQueryData(ME_QUERY_KEY, user), [qc]);
  const signOut = useCallback(async () => {
    try {
      await api<{ message: string }>("/api/auth/logout", { body: {} });
    } catch {
      // Ignored: the local session ends either way.
    }
    writeStorage(STORAGE_KEYS.token, null);
    qc.setQueryData(ME_QUERY_KEY, null);
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY_KEY[0] });
  }, [qc]);

  const value = useMemo(() => ({ user: me.data ?? null, loading: me.isPending, signIn, setUser, signOut }), [me.data, me.isPending, signIn, setUser, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth outside AuthProvider");
  return ctx;
}
