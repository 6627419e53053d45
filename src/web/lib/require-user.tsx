import type { ReactNode } from "react";
import { Outlet } from "react-router";
import type { PublicUser } from "../../contract/user";
import { useAuth } from "./auth";

/** What a signed-in-only screen shows while the session loads and to a signed-out visitor. */
export interface Gate {
  pending: ReactNode;
  signedOut: ReactNode;
}

/**
 * The router's guard for signed-in-only screens: while the session loads it shows the screen's `pending`, to a
 * visitor its `signedOut` (a sign-in message or a redirect), and otherwise the screen, which reads its user
 * with `useUser()`.
 */
export function RequireUser({ pending, signedOut }: Gate) {
  const { user, loading } = useAuth();
  if (loading) return pending;
  if (!user) return signedOut;
  return <Outlet />;
}

/** The signed-in user of a screen under `RequireUser`. */
export function useUser(): PublicUser {
  const { user } = useAuth();
  if (!user) throw new Error("useUser outside RequireUser");
  return user;
}
