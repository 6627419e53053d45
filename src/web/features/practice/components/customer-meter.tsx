import { CalendarCheck, CircleHelp, Frown, Meh, PhoneOff, ShieldAlert, Smile } from "lucide-react";
import { Popover } from "radix-ui";
import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";
import type { CustomerStateView } from "../api/types";

const MOOD_ICON = { warm: Smile, neutral: Meh, guarded: ShieldAlert, annoyed: Frown } as const;
const MOOD_CLASS = {
  warm: "text-emerald-700 dark:text-emerald-400",
  neutral: "text-slate-700 dark:text-slate-300",
  guarded: "text-amber-700 dark:text-amber-400",
  annoyed: "text-red-700 dark:text-red-400",
} as const;

function Bar({ label, value, colour }: { label: string; value: number; colour: string }) {
  return (
    <div className="flex min-w-[10rem] flex-1 items-center gap-2">
      <span className="w-16 shrink-0 text-xs font-medium text-slate-600 dark:text-slate-400">{label}</span>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 min-w-12 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className={cn("h-full rounded-full transition-all duration-500", colour)} style={{ width: `${value}%` }} />
      </div>
      <span className="w-8 shrink-0 text-right text-xs tabular-nums text-slate-600 dark:text-slate-400">{value}</span>
    </div>
  );
}

/** What the salesperson sees of the customer's mind: trust, interest and mood (ai-engine.md "State"). */
export function CustomerMeter({ state, className }: { state: CustomerStateView; className?: string }) {
  const { t } = useTranslation();
  const Icon = MOOD_ICON[state.mood];
  return (
    <div
      role="group"
      aria-label={t("practice.meter.label")}
      data-testid="customer-meter"
      className={cn("flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4", className)}
    >
      <Bar label={t("practice.meter.trust")} value={state.trust} colour="bg-sky-500" />
      <Bar label={t("practice.meter.interest")} value={state.interest} colour="bg-violet-500" />
      <span className={cn("inline-flex shrink-0 items-center gap-1 text-sm font-medium", MOOD_CLASS[state.mood])} data-mood={state.mood}>
        <Icon className="h-4 w-4" aria-hidden />
        <span className="sr-only">{t("practice.meter.mood")}: </span>
        {t(`practice.meter.moods.${state.mood}`)}
      </span>
      <MeterLegend />
    </div>
  );
}

/** What trust, interest and mood mean, and what moves them: one click away, so the meters are not a mystery. */
function MeterLegend() {
  const { t } = useTranslation();
  return (
    <Popover.Root>
      <Popover.Trigger
        className="inline-flex shrink-0 items-center gap-1 rounded-md px-1.5 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        data-testid="meter-legend"
      >
        <CircleHelp className="h-4 w-4" aria-hidden />
        {t("practice.meter.legend.open")}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          sideOffset={6}
          collisionPadding={12}
          className="z-[70] max-w-xs space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
        >
          <p>
            <strong>{t("practice.meter.trust")} (0-100)</strong>: {t("practice.meter.legend.trust")}
          </p>
          <p>
            <strong>{t("practice.meter.interest")} (0-100)</strong>: {t("practice.meter.legend.interest")}
          </p>
          <p>
            <strong>{t("practice.meter.mood")}</strong>: {t("practice.meter.legend.mood")}
          </p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The call's outcome, when there is one: a booked meeting or a hang-up. */
export function OutcomeBanner({ outcome }: { outcome: CustomerStateView["outcome"] }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  const booked = outcome === "meeting_booked";
  const Icon = booked ? CalendarCheck : PhoneOff;
  return (
    <div
      role="status"
      data-outcome={outcome}
      className={cn(
        "flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium",
        booked
          ? "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
          : "border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200",
      )}
    >
      <Icon className="h-4 w-4 shrink-0" aria-hidden />
      {booked ? t("practice.outcome.meetingBooked") : t("practice.outcome.hungUp")}
    </div>
  );
}
