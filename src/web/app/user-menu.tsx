import { MessageSquarePlus, Settings as SettingsIcon, UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { PublicUser } from "../../contract/user";
import { useOpenFeedback } from "../features/feedback/feedback-provider";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white";

/** The signed-in user's menu in the header: who is signed in, settings and beta feedback (no floating button). */
export function UserMenu({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openFeedback = useOpenFeedback();
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:data-[state=open]:bg-slate-800"
        aria-label={t("nav.accountMenu")}
        title={t("nav.accountMenu")}
        data-testid="user-menu"
      >
        <UserRound className="h-5 w-5" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 min-w-56 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate text-sm font-semibold text-slate-900 dark:text-white">{name}</span>
            <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate("/settings")}>
            <SettingsIcon className="h-4 w-4" aria-hidden />
            {t("nav.settings")}
          </DropdownMenu.Item>
          {openFeedback ? (
            <DropdownMenu.Item className={itemClass} onSelect={openFeedback}>
              <MessageSquarePlus className="h-4 w-4" aria-hidden />
              {t("feedback.button")}
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
