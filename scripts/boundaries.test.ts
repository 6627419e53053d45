import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The architecture's boundaries are lint rules (eslint.config.js): an import across one fails `npm run lint`. Each
 * case lints one line as if it were in the named file, the way a newcomer would write it.
 */
const eslint = new ESLint();
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe("architecture boundaries", () => {
  // The first lint loads the config, the plugins and the resolver (seconds on a busy machine); not any case's time.
  beforeAll(() => problems("src/server/app.ts", "export const x = 1;\n"), 60_000);

  it.each([
    [
      "a web feature imports the app shell",
      "src/web/features/practice/x.tsx",
      'import { router } from "../../app/router";\nexport const x = router;\n',
      "import-x/no-restricted-paths",
    ],
    [
      "web/lib imports a feature",
      "src/web/lib/x.ts",
      'import { billingApi } from "../features/billing/api/billing-api";\nexport const x = billingApi;\n',
      "import-x/no-restricted-paths",
    ],
    [
      "a component imports a feature",
      "src/web/components/x.tsx",
      'import { PricingPage } from "../features/billing/pricing-page";\nexport const x = PricingPage;\n',
      "import-x/no-restricted-paths",
    ],
    [
      "the browser imports server code",
      "src/web/features/practice/x.tsx",
      'import { step } from "../../../server/ai/simulation/step";\nexport const x = step;\n',
      "no-restricted-imports",
    ],
    [
      "the contract imports the server",
      "src/contract/x.ts",
      'import { step } from "../server/ai/simulation/step";\nexport const x = step;\n',
      "no-restricted-imports",
    ],
    [
      "server platform code imports a feature",
      "src/server/platform/http/x.ts",
      'import { authRoutes } from "../../features/auth/routes";\nexport const x = authRoutes;\n',
      "no-restricted-imports",
    ],
    [
      "a server feature imports another feature's internal file",
      "src/server/features/practice/x.ts",
      'import { subscriptionView } from "../billing/subscription-state";\nexport const x = subscriptionView;\n',
      "import-x/no-restricted-paths",
    ],
    [
      "a server feature imports an AI engine's file",
      "src/server/features/practice/x.ts",
      'import { renderRating } from "../../ai/builtin/render";\nexport const x = renderRating;\n',
      "import-x/no-restricted-paths",
    ],
    [
      "a server feature calls an LLM provider itself",
      "src/server/features/tips/x.ts",
      'import { answerTips } from "../../ai/tips/answer";\nexport const x = answerTips;\n',
      "import-x/no-restricted-paths",
    ],
    [
      "the composition root builds an engine from its files",
      "src/server/app.ts",
      'import { createTranslator } from "./ai/translation/translator";\nexport const x = createTranslator;\n',
      "import-x/no-restricted-paths",
    ],
    [
      "server platform code imports an AI type from its file",
      "src/server/platform/db/schema/x.ts",
      'import type { Persona } from "../../../ai/simulation/persona";\nexport type X = Persona;\n',
      "import-x/no-restricted-paths",
    ],
    [
      "a domain file imports a feature",
      "src/server/domain/entitlements/x.ts",
      'import { BillingUnavailableError } from "../../features/billing";\nexport const x = BillingUnavailableError;\n',
      "import-x/no-restricted-paths",
    ],
    [
      "a domain test imports a feature",
      "src/server/domain/users/x.test.ts",
      'import { ensureSuperAdmin } from "../../features/users/bootstrap-admin";\nexport const x = ensureSuperAdmin;\n',
      "import-x/no-restricted-paths",
    ],
    [
      "a domain file imports an AI engine's file",
      "src/server/domain/entitlements/x.ts",
      'import { renderRating } from "../../ai/builtin/render";\nexport const x = renderRating;\n',
      "import-x/no-restricted-paths",
    ],
    [
      "a domain module imports another module's internal file",
      "src/server/domain/users/x.ts",
      'import { tryConsume } from "../entitlements/counters";\nexport const x = tryConsume;\n',
      "import-x/no-restricted-paths",
    ],
    [
      "a server feature imports a domain module's internal file",
      "src/server/features/practice/x.ts",
      'import { tryConsume } from "../../domain/entitlements/counters";\nexport const x = tryConsume;\n',
      "import-x/no-restricted-paths",
    ],
    [
      "server platform code imports the domain",
      "src/server/platform/http/x.ts",
      'import { effectivePlan } from "../../domain/entitlements";\nexport const x = effectivePlan;\n',
      "no-restricted-imports",
    ],
    [
      "the seed builds an engine from its file",
      "src/server/seed/x.ts",
      'import { createBuiltinEngine } from "../ai/builtin/builtin-engine";\nexport const x = createBuiltinEngine;\n',
      "import-x/no-restricted-paths",
    ],
  ])("%s: refused", async (_name, file, code, rule) => {
    expect(await problems(file, code)).toContain(rule);
  });

  it.each([
    ["an import along the layers", "src/web/features/practice/x.tsx", 'import { useAuth } from "../../lib/auth";\nexport const x = useAuth;\n'],
    [
      "a server feature imports another through its index",
      "src/server/features/practice/x.ts",
      'import { BillingUnavailableError } from "../billing";\nexport const x = BillingUnavailableError;\n',
    ],
    [
      "a server feature imports its own files",
      "src/server/features/billing/x.ts",
      'import { subscriptionView } from "./subscription-state";\nexport const x = subscriptionView;\n',
    ],
    [
      "a server test reaches into another feature",
      "src/server/features/practice/x.test.ts",
      'import { subscriptionView } from "../billing/subscription-state";\nexport const x = subscriptionView;\n',
    ],
    [
      "a server feature imports the domain through a module's index",
      "src/server/features/practice/x.ts",
      'import { effectivePlan } from "../../domain/entitlements";\nexport const x = effectivePlan;\n',
    ],
    [
      "a domain module imports another through its index",
      "src/server/domain/users/x.ts",
      'import { effectivePlan } from "../entitlements";\nexport const x = effectivePlan;\n',
    ],
    [
      "a domain module imports its own files",
      "src/server/domain/entitlements/x.ts",
      'import { tryConsume } from "./counters";\nexport const x = tryConsume;\n',
    ],
    [
      "a server feature imports the AI through its index",
      "src/server/features/practice/x.ts",
      'import { renderRating } from "../../ai";\nexport const x = renderRating;\n',
    ],
    ["an AI file imports another AI file", "src/server/ai/tips/x.ts", 'import { callSettings } from "../llm/provider";\nexport const x = callSettings;\n'],
    [
      "the seed plays the scripted salesperson",
      "src/server/seed/x.ts",
      'import { runScriptedCall } from "../ai/simulation/fixtures/scripted-calls";\nexport const x = runScriptedCall;\n',
    ],
  ])("%s: passes", async (_name, file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
