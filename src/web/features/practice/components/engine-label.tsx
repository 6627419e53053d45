import { Cpu } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Conversation } from "../api/types";

/** The engine that plays the customer: "Offline simulator" or the model's name (ai-engine.md). */
export function engineName(t: (key: string) => string, engine: Conversation["engine"]): string {
  return engine.kind === "builtin" ? t("practice.engine.builtin") : engine.label;
}

export function EngineLabel({ engine }: { engine: Conversation["engine"] }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400" data-testid="engine-label">
      <Cpu className="h-4 w-4" aria-hidden />
      <span className="sr-only sm:not-sr-only">{t("practice.engine.label")}:</span>
      <span className="font-medium text-slate-800 dark:text-slate-200">{engineName(t, engine)}</span>
    </span>
  );
}
