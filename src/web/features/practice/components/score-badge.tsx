import { cn } from "../../../lib/cn";
import { SCORE_BADGE, scoreLevel } from "../lib/score";

/** A score "7/10" (or "7.2/10") coloured relative to the target: ≥ 8 green, ≥ 6 amber, else red (spec 2 §9). */
export function ScoreBadge({
  score,
  max = 10,
  label,
  className,
  ...rest
}: {
  score: number;
  max?: number;
  label?: string;
  className?: string;
  "data-testid"?: string;
}) {
  const level = scoreLevel((score / max) * 10);
  return (
    <span
      data-level={level}
      aria-label={label}
      {...rest}
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold tabular-nums ring-1 ring-inset", SCORE_BADGE[level], className)}
    >
      {score}/{max}
    </span>
  );
}
