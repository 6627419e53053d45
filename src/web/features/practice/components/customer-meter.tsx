import { CalendarCheck, CircleHelp, Frown, Meh, PhoneOff, ShieldAlert, Smile } from "lucide-react";
import { Popover } from "radix-ui";
import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";
import type { Conversation, CustomerStateView } from "../api/types";
import { engineName } from "./engine-label";

const MOOD_ICON = { warm: Smile, neutral: Meh, guarded: ShieldAlert, annoyed: Frown } as const;
const MOOD_CLASS = {
  warm: "text-emerald-700 dark:text-emerald-400",
  neutral: "text-slate-700 dark:text-slate-300",
  guarded: "text-amber-700 dark:text-amber-400",
  annoyed: "text-red-700 dark:text-red-400",
} as const;

function Bar({ label, value, colour, compact }: { label: string; value: number; colour: string; compact: boolean }) {
  return (
    <div className={cn("flex flex-1 items-center gap-2", compact ? "min-w-0 gap-1.5" : "min-w-[10rem]")}>
      <span className={cn("shrink-0 text-xs font-medium text-slate-600 dark:text-slate-400", compact ? null : "w-16")}>{label}</span>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 min-w-6 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className={cn("h-full rounded-full transition-all duration-500", colour)} style={{ width: `${value}%` }} />
      </div>
      <span className="w-6 shrink-0 text-right text-xs tabular-nums text-slate-600 dark:text-slate-400">{value}</span>
    </div>
  );
}

export interface CustomerMeterProps {
  state: CustomerStateView;
  className?: string;
  /**
   * A phone's call: everything on one line (the mood as its icon, the legend as a question mark); the engine's
   * name, shown beside the meters on wider screens, moves into the legend.
   */
  compact?: boolean;
  engine?: Conversation["engine"];
}

/** What the salesperson sees of the customer's mind: trust, interest and mood (ai-engine.md "State"). */
export function CustomerMeter({ state, className, compact = false, engine }: CustomerMeterProps) {
  const { t } = useTranslation();
  const Icon = MOOD_ICON[state.mood];
  const mood = t(`practice.meter.moods.${state.mood}`);
  return (
    <div
      role="group"
      aria-label={t("practice.meter.label")}
      data-testid="customer-meter"
      data-compact={compact || undefined}
      className={cn(compact ? "flex items-center gap-3" : "flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4", className)}
    >
      <Bar label={t("practice.meter.trust")} value={state.trust} colour="bg-sky-500" compact={compact} />
      <Bar label={t("practice.meter.interest")} value={state.interest} colour="bg-violet-500" compact={compact} />
      <span
        className={cn("inline-flex shrink-0 items-center gap-1 text-sm font-medium", MOOD_CLASS[state.mood])}
        data-mood={state.mood}
        title={compact ? mood : undefined}
      >
        <Icon className="h-4 w-4" aria-hidden />
        <span className="sr-only">{t("practice.meter.mood")}: </span>
        <span className={compact ? "sr-only" : undefined}>{mood}</span>
      </span>
      <MeterLegend compact={compact} engine={compact ? engine : undefined} />
    </div>
  );
}

/** What trust, interest and mood mean, and what moves them: one click away, so the meters are not a mystery. */
function MeterLegend({ compact, engine }: { compact: boolean; engine?: Conversation["engine"] }) {
  const { t } = useTranslation();
  return (
    <Popover.Root>
      <Popover.Trigger
        className="inline-flex shrink-0 items-center gap-1 rounded-md px-1.5 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        aria-label={compact ? t("practice.meter.legend.open") : undefined}
        title={compact ? t("practice.meter.legend.open") : undefined}
        data-testid="meter-legend"
      >
        <CircleHelp className="h-4 w-4" aria-hidden />
        {compact ? null : t("practice.meter.legend.open")}
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
          {engine ? (
            <p className="border-t border-slate-200 pt-2 dark:border-slate-700">
              <strong>{t("practice.engine.label")}</strong>: {engineName(t, engine)}
            </p>
          ) : null}
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
