import { Archive, ArchiveRestore, Copy, Pencil, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Language, LANGUAGE_NAMES } from "../../../contract/language-list";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { inputClass } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import type { CompanyScenario } from "./api";
import { missingLanguages, preferredVersion, type ScenarioGroup } from "./versions";

type Kind = "duplicate" | "archive" | "restore";

/**
 * One training on the manager's Scenarios tab: its language versions as chips (the chosen one is shown and acted
 * on), and "Add a version in <language>" for the languages it has no version in yet.
 */
export function ScenarioGroupCard({
  group,
  language,
  busy,
  onEdit,
  onAct,
  onDelete,
  onAddVersion,
}: {
  group: ScenarioGroup;
  language: Language;
  busy: boolean;
  onEdit(s: CompanyScenario): void;
  onAct(kind: Kind, s: CompanyScenario): void;
  onDelete(s: CompanyScenario): void;
  onAddVersion(s: CompanyScenario, language: Language): void;
}) {
  const { t } = useTranslation();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const s = group.versions.find((v) => v.id === chosenId) ?? preferredVersion(group, language);
  const missing = missingLanguages(group);
  return (
    <li data-scenario-id={s.id} data-group-id={group.groupId}>
      <Card className="flex h-full flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 break-words font-semibold text-slate-900 dark:text-white" lang={s.language}>
            {s.name}
          </h3>
          {s.status === "archived" ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
              {t("scenarios.archived")}
            </span>
          ) : null}
        </div>
        <VersionChips group={group} shown={s} onChoose={setChosenId} />
        <p className="text-sm text-slate-700 dark:text-slate-300" lang={s.language}>
          {t("scenarios.summary", { product: s.product.name, role: s.customer.role, industry: s.customer.industry })}
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {[
            LANGUAGE_NAMES[s.language],
            t(`scenarios.goals.${s.goal}`),
            t(`scenarios.difficulties.${s.customer.difficulty}`),
            t("scenarios.passMarkShort", { mark: s.passMark }),
          ].join(" · ")}
        </p>
        <ScenarioActions scenario={s} busy={busy} onEdit={onEdit} onAct={onAct} onDelete={onDelete} />
        {missing.length > 0 ? <AddVersion missing={missing} busy={busy} onAdd={(lang) => onAddVersion(s, lang)} /> : null}
      </Card>
    </li>
  );
}

/** The training's language versions as chips; the pressed one is the version shown. */
function VersionChips({ group, shown, onChoose }: { group: ScenarioGroup; shown: CompanyScenario; onChoose(id: string): void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t("scenarios.versions.label", { name: shown.name })} className="flex flex-wrap gap-1">
      {group.versions.map((v) => (
        <button
          key={v.id}
          type="button"
          aria-pressed={v.id === shown.id}
          title={LANGUAGE_NAMES[v.language]}
          aria-label={LANGUAGE_NAMES[v.language]}
          onClick={() => onChoose(v.id)}
          className={cn(
            "min-h-8 rounded-full border px-2.5 text-xs font-medium uppercase focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
            v.id === shown.id
              ? "border-brand-600 bg-brand-600 text-white dark:border-brand-400"
              : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-slate-800",
            v.status === "archived" && "line-through",
          )}
        >
          {v.language}
        </button>
      ))}
    </div>
  );
}

/** Edit, duplicate, archive or restore, and delete the version shown. */
function ScenarioActions({
  scenario: s,
  busy,
  onEdit,
  onAct,
  onDelete,
}: {
  scenario: CompanyScenario;
  busy: boolean;
  onEdit(s: CompanyScenario): void;
  onAct(kind: Kind, s: CompanyScenario): void;
  onDelete(s: CompanyScenario): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-auto flex flex-wrap items-center gap-1 pt-2">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onEdit(s)}
        aria-label={t("scenarios.actions.editNamed", { name: `${s.name} (${LANGUAGE_NAMES[s.language]})` })}
      >
        <Pencil className="h-4 w-4" aria-hidden />
        {t("scenarios.actions.edit")}
      </Button>
      <Button variant="ghost" size="sm" disabled={busy} onClick={() => onAct("duplicate", s)}>
        <Copy className="h-4 w-4" aria-hidden />
        {t("scenarios.actions.duplicate")}
      </Button>
      <Button variant="ghost" size="sm" disabled={busy} onClick={() => onAct(s.status === "archived" ? "restore" : "archive", s)}>
        {s.status === "archived" ? <ArchiveRestore className="h-4 w-4" aria-hidden /> : <Archive className="h-4 w-4" aria-hidden />}
        {t(s.status === "archived" ? "scenarios.actions.restore" : "scenarios.actions.archive")}
      </Button>
      <Button variant="ghost" size="sm" className="text-red-700 dark:text-red-400" onClick={() => onDelete(s)}>
        <Trash2 className="h-4 w-4" aria-hidden />
        {t("scenarios.actions.delete")}
      </Button>
    </div>
  );
}

/** "Add a version in": the languages the training has no version in yet. */
function AddVersion({ missing, busy, onAdd }: { missing: Language[]; busy: boolean; onAdd(language: Language): void }) {
  const { t } = useTranslation();
  const addId = useId();
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-2 dark:border-slate-700">
      <label htmlFor={addId} className="text-xs text-slate-600 dark:text-slate-400">
        {t("scenarios.versions.add")}
      </label>
      <select
        id={addId}
        className={cn(inputClass, "h-9 w-auto py-1 text-sm")}
        value=""
        disabled={busy}
        onChange={(e) => {
          const lang = e.target.value as Language;
          if (lang) onAdd(lang);
        }}
      >
        <option value="">{t("scenarios.versions.choose")}</option>
        {missing.map((l) => (
          <option key={l} value={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
