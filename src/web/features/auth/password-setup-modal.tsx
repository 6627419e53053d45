import { CheckCircle2 } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../lib/auth";
import { PasswordSetupForm } from "./components/password-setup-form";
import { SETUP_REDIRECT_MS } from "./password-setup-page";

/** Opens whenever the signed-in user has needsPasswordSetup; closes itself 2 s after success (spec 1 §2). */
export function PasswordSetupModal() {
  const { t } = useTranslation();
  const { user, setUser } = useAuth();
  const [doneUser, setDoneUser] = useState<typeof user>(null);

  useEffect(() => {
    if (!doneUser) return;
    const timer = setTimeout(() => {
      setUser(doneUser);
      setDoneUser(null);
    }, SETUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [doneUser, setUser]);

  const open = Boolean(user?.needsPasswordSetup) || doneUser !== null;
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900"
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
        >
          <Dialog.Title className="text-xl font-bold text-slate-900 dark:text-white">{t("setup.title")}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("setup.subtitle")}</Dialog.Description>
          <div className="mt-4">
            {doneUser ? (
              <p role="status" className="flex items-center gap-2 text-sm text-emerald-700 dark:text-emerald-400">
                <CheckCircle2 className="h-5 w-5" aria-hidden />
                {t("setup.successModal")}
              </p>
            ) : (
              <PasswordSetupForm requireSpecial onDone={setDoneUser} />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
