import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";

// The server's features (src/server/features/<name>), for the rule that they use each other only through index.ts.
const serverFeatures = readdirSync(new URL("./src/server/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The server's domain modules (src/server/domain/<name>): what several features build on (entitlements, the user
// view). Each offers itself through its index.ts.
const domainModules = readdirSync(new URL("./src/server/domain", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The zone that keeps the domain below the features. */
const domainImportsNoFeature = {
  target: "./src/server/domain",
  from: "./src/server/features",
  message: "The domain is below the features and imports none of them; move what both need into src/server/domain.",
};

/** A zone: files in `target` import src/server/ai only through its index.ts. */
function aiOnlyThroughIndex(target) {
  return {
    target,
    from: "./src/server/ai",
    except: ["./index.ts"],
    message: 'Import the AI from its public surface, src/server/ai/index.ts ("../../ai"), and export what you need there (ADR 032).',
  };
}

export default tseslint.config(
  { ignores: [".tmp/**", "dist/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "src/web/public/**"] },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: { "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } } },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**"], message: "The browser never imports server code." }] }],
    },
  },
  {
    // The screens (not their tests): constants come from the contract's zod-free modules.
    files: ["src/web/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "src/web/test/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], message: "The browser never imports server code." },
            {
              // These contract modules build zod schemas when loaded: a screen that imports a constant from one
              // carries all of zod (issue 15: home and practice transfer sizes). Types are fine.
              group: [
                "**/contract/practice",
                "**/contract/stages",
                "**/contract/usage",
                "**/contract/voice",
                "**/contract/plans",
                "**/contract/tips",
                "**/contract/languages",
                "**/contract/assignments",
                "**/contract/branding",
              ],
              allowTypeImports: true,
              message:
                "Import values from the zod-free module instead (practice-rules, stage-list, usage-rules, voice-rules, plan-list, tips-rules, language-list, assignment-rules, branding-rules); a screen that validates with the schema may disable this.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/contract/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**", "**/web/**"], message: "The contract depends on nothing but zod." }] }],
    },
  },
  {
    files: ["src/server/platform/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/features/**", "**/domain/**"], message: "Platform code must not depend on features or on the domain." }] },
      ],
    },
  },
  {
    // The web app's layers: features build on components/ and lib/ (auth, theme, brand, api, i18n…), never on the
    // app shell (app/: router, layout, header) that assembles them; components/ and lib/ know no feature.
    files: ["src/web/**/*.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./src/web/features", from: "./src/web/app", message: "A feature does not import the app shell; shared hooks live in src/web/lib." },
            {
              target: ["./src/web/components", "./src/web/lib"],
              from: "./src/web/features",
              message: "components/ and lib/ are below the features and import none of them.",
            },
          ],
        },
      ],
    },
  },
  {
    // A server feature uses another only through that feature's index.ts, which names what it offers; its other
    // files are its own business. It uses the domain the same way, through each domain module's index.ts. Inside a
    // feature, files import each other directly. Tests (*.test.ts) may reach into other features' files and into
    // the domain's to set up or check state. The composition root (app.ts, start.ts) and the seed are
    // not features and register routes straight from the routes modules.
    files: ["src/server/features/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...serverFeatures.map((feature) => ({
              target: `./src/server/features/${feature}`,
              from: "./src/server/features",
              except: [`./${feature}`, ...serverFeatures.map((other) => `./${other}/index.ts`)],
              message: 'Import another feature from its index.ts ("../<feature>"), and export what you need there.',
            })),
            {
              target: "./src/server/features",
              from: "./src/server/domain",
              except: domainModules.map((module) => `./${module}/index.ts`),
              message: 'Import the domain from a module\'s index.ts ("../../domain/<module>"), and export what you need there.',
            },
            aiOnlyThroughIndex("./src/server/features"),
          ],
        },
      ],
    },
  },
  {
    // The domain (src/server/domain) lies between platform/ and the features: the rules and state that several
    // features share, such as the plan in effect, the usage limits and their counters, and the public user view. It
    // imports no feature, tests included; what a feature and the domain both need belongs in the domain.
    files: ["src/server/domain/**/*.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: [domainImportsNoFeature] }] },
  },
  {
    // Outside tests, a domain module uses another only through that module's index.ts, and the AI only through
    // ai/index.ts.
    files: ["src/server/domain/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            domainImportsNoFeature,
            ...domainModules.map((module) => ({
              target: `./src/server/domain/${module}`,
              from: "./src/server/domain",
              except: [`./${module}`, ...domainModules.map((other) => `./${other}/index.ts`)],
              message: 'Import another domain module from its index.ts ("../<module>"), and export what you need there.',
            })),
            aiOnlyThroughIndex("./src/server/domain"),
          ],
        },
      ],
    },
  },
  {
    // The AI (src/server/ai) has one public surface, ai/index.ts: the port (createAi: reply and rating, tips,
    // translation, transcription) and the deterministic simulation, packs and renderers (ADR 032). The rest of the
    // server never imports an engine's or a use case's files. The seed plays the scripted salesperson fixtures;
    // tests may reach in to set up (the OpenAI test server, the provider's messages).
    files: ["src/server/**/*.ts"],
    ignores: ["**/*.test.ts", "src/server/ai/**", "src/server/features/**", "src/server/domain/**"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            aiOnlyThroughIndex(["./src/server/platform", "./src/server/test", "./src/server/app.ts", "./src/server/start.ts", "./src/server/main.ts"]),
            { ...aiOnlyThroughIndex("./src/server/seed"), except: ["./index.ts", "./simulation/fixtures", "./simulation/random.ts"] },
          ],
        },
      ],
    },
  },
);
