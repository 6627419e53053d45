import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES } from "../../../../contract/language-list";
import { PERSONALITIES } from "../../../../contract/practice-rules";
import type { Conversation } from "../api/types";
import { formatDateTime, formatDuration } from "../lib/format";
import { engineName } from "./engine-label";
import { StatusBadge } from "./status-badge";

/** The conversation's data: scenario, difficulty, client, date, duration (mm:ss). */
export function ConversationFacts({ conversation: c }: { conversation: Conversation }) {
  const { t, i18n } = useTranslation();
  const client = c.clientCustomization;
  const facts: [string, string][] = [
    [t("practice.details.scenario"), t(`practice.scenarios.${c.scenario}`)],
    [t("practice.details.difficulty"), t(`practice.difficulties.${c.difficulty}`)],
    [t("practice.details.client"), [client.name, client.role, client.company].filter(Boolean).join(", ")],
    [
      t("practice.details.personality"),
      (PERSONALITIES as readonly string[]).includes(client.personality) ? t(`practice.personalities.${client.personality}`) : client.personality,
    ],
    [t("practice.details.date"), formatDateTime(c.createdAt, i18n.language)],
    [t("practice.details.duration"), formatDuration(c.duration)],
    [t("practice.details.language"), LANGUAGE_NAMES[c.language]],
    [t("practice.engine.label"), engineName(t, c.engine)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
      <div>
        <dt className="text-xs tracking-wide text-slate-500 uppercase dark:text-slate-400">{t("practice.details.status")}</dt>
        <dd className="mt-0.5">
          <StatusBadge status={c.status} />
        </dd>
      </div>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
            <dd className="mt-0.5 font-medium break-words text-slate-900 dark:text-white" data-fact={label}>
              {value}
            </dd>
          </div>
        ))}
    </dl>
  );
}
