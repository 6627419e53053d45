import type { TFunction } from "i18next";
import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { COMPANY_SCENARIO_LIMITS as L, SCENARIO_GOALS } from "../../../contract/company-scenarios";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "../../../contract/language-list";
import { DIFFICULTIES, OBJECTION_KINDS, PERSONALITIES } from "../../../contract/practice-rules";
import { STAGE_WEIGHT_MAX, STAGES } from "../../../contract/stage-list";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { inputClass } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { stageLabel } from "../../lib/stages";
import { type Draft, type Kind, lines } from "./scenario-draft";

export type ScenarioFields = ReturnType<typeof scenarioFields>;

/** The draft, its errors and the shapes the sections' fields take: a text (or text area), a choice, a section. */
export function scenarioFields({
  t,
  draft,
  set,
  errors,
  advancedOpen,
  setAdvancedOpen,
}: {
  t: TFunction;
  draft: Draft;
  set<K extends keyof Draft>(key: K, value: Draft[K]): void;
  errors: Record<string, string>;
  advancedOpen: boolean;
  setAdvancedOpen(open: boolean): void;
}) {
  const err = (path: string) => errors[path];
  const text = (key: keyof Draft, max: number, label: string, opts: { area?: boolean; hint?: string; optional?: boolean; path?: string } = {}) => (
    <Field
      label={label}
      error={err(opts.path ?? String(key))}
      hint={opts.hint}
      optionalLabel={opts.optional ? t("scenarios.form.optional") : undefined}
      required={!opts.optional}
    >
      {opts.area ? (
        <textarea className={cn(inputClass, "min-h-20")} maxLength={max} value={draft[key] as string} onChange={(e) => set(key, e.target.value as never)} />
      ) : (
        <input className={inputClass} maxLength={max} value={draft[key] as string} onChange={(e) => set(key, e.target.value as never)} />
      )}
    </Field>
  );
  const select = <K extends keyof Draft>(key: K, label: string, options: readonly string[], name: (v: string) => string) => (
    <Field label={label} error={err(String(key))}>
      <select className={inputClass} value={draft[key] as string} onChange={(e) => set(key, e.target.value as Draft[K])}>
        {options.map((o) => (
          <option key={o} value={o}>
            {name(o)}
          </option>
        ))}
      </select>
    </Field>
  );
  const section = (title: string, children: ReactNode) => (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-100">{title}</legend>
      {children}
    </fieldset>
  );
  return { t, draft, set, err, text, select, section, advancedOpen, setAdvancedOpen };
}

/** The form's sections, top to bottom. */
export function ScenarioSections({ fields }: { fields: ScenarioFields }) {
  return (
    <>
      <GeneralSection fields={fields} />
      <ProductSection fields={fields} />
      <CustomerSection fields={fields} />
      <PainsSection fields={fields} />
      <ObjectionsSection fields={fields} />
      <CompetitorsSection fields={fields} />
      <StageMinimumsSection fields={fields} />
      <AdvancedSection fields={fields} />
    </>
  );
}

/** The name, language, goal and pass mark. */
function GeneralSection({ fields }: { fields: ScenarioFields }) {
  const { t, draft, set, err, text, select, section } = fields;
  return section(
    t("scenarios.form.general"),
    <>
      {text("name", L.name, t("scenarios.form.name"))}
      <div className="grid gap-3 sm:grid-cols-3">
        {select("language", t("scenarios.form.language"), LANGUAGES, (l) => LANGUAGE_NAMES[l as Language])}
        {select("goal", t("scenarios.form.goal"), SCENARIO_GOALS, (g) => t(`scenarios.goals.${g}`))}
        <Field label={t("scenarios.form.passMark")} error={err("passMark")} hint={t("scenarios.form.passMarkHint")} required>
          <input className={inputClass} type="number" min={0} max={10} step={0.5} value={draft.passMark} onChange={(e) => set("passMark", e.target.value)} />
        </Field>
      </div>
    </>,
  );
}

/** What is sold: the product, its value, its proof and its prices. */
function ProductSection({ fields }: { fields: ScenarioFields }) {
  const { t, text, section } = fields;
  return section(
    t("scenarios.form.product"),
    <>
      {text("productName", L.productName, t("scenarios.form.productName"), { path: "product.name" })}
      {text("description", L.description, t("scenarios.form.description"), { area: true, path: "product.description" })}
      {text("valuePropositions", 1300, t("scenarios.form.valuePropositions"), {
        area: true,
        optional: true,
        hint: t("scenarios.form.onePerLine"),
        path: "product.valuePropositions",
      })}
      {text("proofPoints", 1300, t("scenarios.form.proofPoints"), {
        area: true,
        optional: true,
        hint: t("scenarios.form.onePerLine"),
        path: "product.proofPoints",
      })}
      {text("pricePoints", 600, t("scenarios.form.pricePoints"), {
        area: true,
        optional: true,
        hint: t("scenarios.form.onePerLine"),
        path: "product.pricePoints",
      })}
    </>,
  );
}

/** Who the customer is: role, industry, company, personality, difficulty, situation. */
function CustomerSection({ fields }: { fields: ScenarioFields }) {
  const { t, draft, set, err, text, select, section } = fields;
  return section(
    t("scenarios.form.customer"),
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        {text("role", L.role, t("scenarios.form.role"), { path: "customer.role" })}
        {text("industry", L.industry, t("scenarios.form.industry"), { path: "customer.industry" })}
        {text("companyName", L.companyName, t("scenarios.form.companyName"), { optional: true, path: "customer.companyName" })}
        <Field label={t("scenarios.form.companySize")} error={err("customer.companySize")} required>
          <input className={inputClass} type="number" min={1} value={draft.companySize} onChange={(e) => set("companySize", e.target.value)} />
        </Field>
        {select("personality", t("scenarios.form.personality"), PERSONALITIES, (p) => t(`scenarios.personalities.${p}`))}
        {select("difficulty", t("scenarios.form.difficulty"), DIFFICULTIES, (d) => t(`scenarios.difficulties.${d}`))}
      </div>
      {text("situation", L.situation, t("scenarios.form.situation"), { area: true, path: "customer.situation" })}
    </>,
  );
}

/** The pains the customer may reveal, with their words and impact. */
function PainsSection({ fields }: { fields: ScenarioFields }) {
  const { t, draft, set, err, section } = fields;
  return section(
    t("scenarios.form.pains"),
    <>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t("scenarios.form.painsHint")}</p>
      {draft.pains.map((p, i) => (
        <div key={i} className="space-y-2 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
          {(["description", "words", "impact"] as const).map((k) => (
            <Field key={k} label={t(`scenarios.form.pain.${k}`)} error={err(`customer.pains.${i}.${k}`)} required>
              <input
                className={inputClass}
                maxLength={L.words}
                value={p[k]}
                onChange={(e) =>
                  set(
                    "pains",
                    draft.pains.map((x, j) => (j === i ? { ...x, [k]: e.target.value } : x)),
                  )
                }
              />
            </Field>
          ))}
          {draft.pains.length > 1 ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                set(
                  "pains",
                  draft.pains.filter((_, j) => j !== i),
                )
              }
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              {t("scenarios.form.removePain")}
            </Button>
          ) : null}
        </div>
      ))}
      {err("customer.pains") ? <p className="text-sm text-red-600 dark:text-red-400">{err("customer.pains")}</p> : null}
      {draft.pains.length < L.maxPains ? (
        <Button variant="secondary" size="sm" onClick={() => set("pains", [...draft.pains, { description: "", words: "", impact: "" }])}>
          <Plus className="h-4 w-4" aria-hidden />
          {t("scenarios.form.addPain")}
        </Button>
      ) : null}
    </>,
  );
}

/** The objections the customer may raise, with the resolution that answers each. */
function ObjectionsSection({ fields }: { fields: ScenarioFields }) {
  const { t, draft, set, err, section } = fields;
  return section(
    t("scenarios.form.objections"),
    <>
      {draft.objections.map((o, i) => (
        <div key={i} className="space-y-2 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
          <Field label={t("scenarios.form.objection.kind")} error={err(`customer.objections.${i}.kind`)}>
            <select
              className={inputClass}
              value={o.kind}
              onChange={(e) =>
                set(
                  "objections",
                  draft.objections.map((x, j) => (j === i ? { ...x, kind: e.target.value as Kind } : x)),
                )
              }
            >
              {OBJECTION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`scenarios.objectionKinds.${k}`)}
                </option>
              ))}
            </select>
          </Field>
          {(["words", "resolution"] as const).map((k) => (
            <Field key={k} label={t(`scenarios.form.objection.${k}`)} error={err(`customer.objections.${i}.${k}`)} required>
              <input
                className={inputClass}
                maxLength={k === "words" ? L.words : L.resolution}
                value={o[k]}
                onChange={(e) =>
                  set(
                    "objections",
                    draft.objections.map((x, j) => (j === i ? { ...x, [k]: e.target.value } : x)),
                  )
                }
              />
            </Field>
          ))}
          {draft.objections.length > 1 ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                set(
                  "objections",
                  draft.objections.filter((_, j) => j !== i),
                )
              }
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              {t("scenarios.form.removeObjection")}
            </Button>
          ) : null}
        </div>
      ))}
      {draft.objections.length < L.maxObjections ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            set("objections", [
              ...draft.objections,
              { kind: OBJECTION_KINDS.find((k) => !draft.objections.some((o) => o.kind === k)) ?? "need", words: "", resolution: "" },
            ])
          }
        >
          <Plus className="h-4 w-4" aria-hidden />
          {t("scenarios.form.addObjection")}
        </Button>
      ) : null}
    </>,
  );
}

/** The competitors the customer knows, and the one in use today. */
function CompetitorsSection({ fields }: { fields: ScenarioFields }) {
  const { t, draft, set, text, section } = fields;
  const competitorNames = lines(draft.competitors);
  return section(
    t("scenarios.form.competitors"),
    <div className="grid gap-3 sm:grid-cols-2">
      {text("competitors", 400, t("scenarios.form.competitorNames"), {
        area: true,
        optional: true,
        hint: t("scenarios.form.onePerLine"),
        path: "customer.competitors",
      })}
      <Field label={t("scenarios.form.currentCompetitor")} error={undefined}>
        <select className={inputClass} value={draft.currentCompetitor} onChange={(e) => set("currentCompetitor", e.target.value)}>
          <option value="">{t("scenarios.form.noCurrent")}</option>
          {competitorNames.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </Field>
    </div>,
  );
}

/** The lowest score each stage may have for a pass. */
function StageMinimumsSection({ fields }: { fields: ScenarioFields }) {
  const { t, draft, set, err, section } = fields;
  return section(
    t("scenarios.form.stageMinimums"),
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {STAGES.map((st) => (
        <Field key={st} label={stageLabel(t, st)} error={err(`stageMinimums.${st}`)} optionalLabel={t("scenarios.form.optional")}>
          <input
            className={inputClass}
            type="number"
            min={0}
            max={10}
            value={draft.stageMinimums[st]}
            onChange={(e) => set("stageMinimums", { ...draft.stageMinimums, [st]: e.target.value })}
          />
        </Field>
      ))}
    </div>,
  );
}

/** The stage weights, behind "Advanced". */
function AdvancedSection({ fields }: { fields: ScenarioFields }) {
  const { t, draft, set, err, advancedOpen, setAdvancedOpen } = fields;
  return (
    <details
      className="group rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      open={advancedOpen}
      onToggle={(e) => setAdvancedOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-semibold text-slate-800 dark:text-slate-100">{t("scenarios.form.advanced")}</summary>
      <fieldset className="mt-3 space-y-3">
        <legend className="sr-only">{t("scenarios.form.stageWeights")}</legend>
        <label className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-100">
          <input type="checkbox" className="mt-0.5 h-4 w-4" checked={draft.useWeights} onChange={(e) => set("useWeights", e.target.checked)} />
          <span>{t("scenarios.form.useWeights")}</span>
        </label>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t("scenarios.form.weightsHint", { max: STAGE_WEIGHT_MAX })}</p>
        {draft.useWeights ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {STAGES.map((st) => (
              <Field key={st} label={t("scenarios.form.weightOf", { stage: stageLabel(t, st) })} error={err(`stageWeights.${st}`)} required>
                <input
                  className={inputClass}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={STAGE_WEIGHT_MAX}
                  step={1}
                  value={draft.stageWeights[st]}
                  onChange={(e) => set("stageWeights", { ...draft.stageWeights, [st]: e.target.value })}
                />
              </Field>
            ))}
          </div>
        ) : null}
        {err("stageWeights") ? <p className="text-sm text-red-600 dark:text-red-400">{err("stageWeights")}</p> : null}
      </fieldset>
    </details>
  );
}
