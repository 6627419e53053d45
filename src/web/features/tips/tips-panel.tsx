import { Lightbulb, Maximize2, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button, type ButtonProps } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { TipsChat } from "./components/tips-chat";
import { type TipsSession, useTips } from "./tips-session";

export { TipsProvider, type TipsPanelState } from "./tips-session";

/**
 * The button that opens the tips panel (and closes it when open). It sits in the page's toolbar or the call's
 * header, never floating over the content. `iconOnly` keeps the words for screen readers only (a phone's header).
 */
export function TipsToggle({
  iconOnly = false,
  className,
  size = "md",
  variant = "secondary",
}: { iconOnly?: boolean } & Pick<ButtonProps, "className" | "variant" | "size">) {
  const { t } = useTranslation();
  const tips = useTips();
  if (!tips) return null;
  const { state, registerToggle } = tips;
  const open = state === "expanded";
  return (
    <Button
      ref={registerToggle}
      variant={variant}
      // An icon alone gets the icon size whatever the caller asked for the labelled button.
      size={iconOnly ? "icon" : size}
      className={cn(className, iconOnly && "h-9 w-9")}
      onClick={() => (open ? tips.close() : tips.open())}
      aria-expanded={open}
      title={iconOnly ? t("tips.open") : undefined}
      data-testid="tips-toggle"
    >
      <Lightbulb className={cn("text-brand-600 dark:text-brand-300", iconOnly ? "h-5 w-5" : "h-4 w-4")} aria-hidden />
      <span className={iconOnly ? "sr-only" : undefined}>{t("tips.open")}</span>
    </Button>
  );
}

/**
 * The AI tips panel (spec 2 §2: closed, expanded, minimised). On the practice page it is a side panel at the left
 * (a bottom sheet on a phone); beside a call (`placement="call"`) it is a column of the call dialog on wider
 * screens and a sheet over the lower part of the call on a phone, so the call stays open behind it.
 */
export function TipsPanel({ placement = "page" }: { placement?: "page" | "call" }) {
  const tips = useTips();
  const headingId = useId();
  if (!tips || tips.state === "closed") return null;
  if (tips.state === "minimised") return <MinimisedStrip tips={tips} placement={placement} />;

  const onKeyDown = (e: KeyboardEvent) => {
    // Beside a call the dialog's Escape handler closes the panel first; on the page the panel does it itself.
    if (placement === "page" && e.key === "Escape") {
      e.stopPropagation();
      tips.close();
    }
  };
  const Tag = placement === "page" ? "aside" : "section";
  return (
    <Tag
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      data-testid="tips-panel"
      data-placement={placement}
      className={cn(
        "flex flex-col bg-white dark:bg-slate-900",
        placement === "page"
          ? // m-0: the page's space-y margin would lift a panel pinned to the bottom of the screen.
            "fixed z-30 m-0 border-slate-200 shadow-xl md:top-20 md:bottom-4 md:left-0 md:w-[22rem] md:rounded-r-2xl md:border md:border-l-0 max-md:inset-x-0 max-md:top-[max(4.5rem,30dvh)] max-md:bottom-0 max-md:short:top-[4.5rem] max-md:rounded-t-2xl max-md:border-t dark:border-slate-800"
          : "border-slate-200 md:w-80 md:shrink-0 md:border-r max-md:absolute max-md:inset-x-0 max-md:bottom-0 max-md:z-10 max-md:h-[62%] max-md:short:h-[80%] max-md:rounded-t-2xl max-md:border-t max-md:shadow-[0_-8px_24px_rgba(15,23,42,0.25)] dark:border-slate-800",
      )}
    >
      <TipsChat tips={tips} headingId={headingId} />
    </Tag>
  );
}

function MinimisedStrip({ tips, placement }: { tips: TipsSession; placement: "page" | "call" }) {
  const { t } = useTranslation();
  const expand = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (tips.takeFocusRequest()) expand.current?.focus();
    // Only on mount: the strip mounts when the panel is minimised.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <aside
      className={cn(
        "flex items-center gap-2 border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900",
        placement === "page"
          ? "md:fixed md:top-24 md:m-0 md:left-0 md:z-30 md:w-12 md:flex-col md:rounded-r-xl md:border md:border-l-0 md:py-3 md:shadow-lg max-md:w-fit max-md:rounded-xl max-md:border max-md:px-2"
          : "md:w-12 md:shrink-0 md:flex-col md:border-r md:py-3 max-md:border-b max-md:px-4",
      )}
      aria-label={t("tips.title")}
      data-testid="tips-minimised"
    >
      <Lightbulb className="h-5 w-5 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden />
      <span className="text-sm font-medium text-slate-700 md:sr-only dark:text-slate-200">{t("tips.title")}</span>
      <Button ref={expand} variant="ghost" size="icon" className="max-md:ml-auto" onClick={tips.open} aria-label={t("tips.expand")} title={t("tips.expand")}>
        <Maximize2 className="h-4 w-4" aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" onClick={tips.close} aria-label={t("tips.close")} title={t("tips.close")}>
        <X className="h-4 w-4" aria-hidden />
      </Button>
    </aside>
  );
}
