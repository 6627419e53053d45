import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { LANGUAGES } from "../../contract/language-list";
import { loadLanguage } from "../lib/i18n";

// Components under test may switch to any language at once.
beforeAll(async () => {
  await Promise.all(LANGUAGES.map((l) => loadLanguage(l)));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
