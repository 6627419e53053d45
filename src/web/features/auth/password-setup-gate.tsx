import { lazy, Suspense, useState } from "react";
import { useAuth } from "../../lib/auth";

// The modal brings a form library and the password rules; only accounts that must set a password load it.
const PasswordSetupModal = lazy(() => import("./password-setup-modal").then((m) => ({ default: m.PasswordSetupModal })));

/**
 * Shows the password-setup modal to a signed-in user with needsPasswordSetup (spec 1 §2). Once shown it stays
 * mounted, so the modal can show its success message and close itself as before.
 */
export function PasswordSetupGate() {
  const { user } = useAuth();
  const [needed, setNeeded] = useState(false);
  if (user?.needsPasswordSetup && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <PasswordSetupModal />
    </Suspense>
  );
}
