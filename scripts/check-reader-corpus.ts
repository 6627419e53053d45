// Checks the reader's labelled corpus: valid JSON lines, known acts, no duplicates; prints counts per act.
// Usage: node --import tsx scripts/check-reader-corpus.ts [file ...]   (default: every corpus file)
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { FORM_ACTS, READER_ACTS } from "../src/server/ai/reader/acts";

const dir = "src/server/ai/reader/corpus";
const files =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : readdirSync(dir)
        .filter((f) => f.endsWith(".jsonl"))
        .map((f) => join(dir, f));
const known = new Set<string>(READER_ACTS);
const forms = new Set<string>(FORM_ACTS);
const askers = (acts: string[]) => acts.some((a) => a === "ask_about_customer" || a.startsWith("discovery_"));
let errors = 0;
const fail = (message: string) => {
  console.error(message);
  errors++;
};
const seen = new Map<string, string>();
const counts = new Map<string, number>();
let total = 0;
for (const file of files) {
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((line, i) => {
      if (!line.trim()) return;
      const where = `${file}:${i + 1}`;
      let row: { text?: unknown; acts?: unknown };
      try {
        row = JSON.parse(line);
      } catch {
        console.error(`${where}: not JSON`);
        errors++;
        return;
      }
      if (typeof row.text !== "string" || !row.text.trim() || !Array.isArray(row.acts)) {
        console.error(`${where}: needs "text" (string) and "acts" (array)`);
        errors++;
        return;
      }
      const acts = row.acts as string[];
      for (const a of acts) if (!known.has(a)) fail(`${where}: unknown act ${JSON.stringify(a)}`);
      if (new Set(acts).size !== acts.length) fail(`${where}: an act is listed twice`);
      const formCount = acts.filter((a) => forms.has(a)).length;
      if (formCount > 1) fail(`${where}: at most one question form`);
      if (formCount === 1 && !askers(acts)) fail(`${where}: a question form needs ask_about_customer or a discovery_* act`);
      const key = row.text.trim().toLowerCase();
      if (seen.has(key)) fail(`${where}: duplicate of ${seen.get(key)}`);
      else seen.set(key, where);
      for (const a of acts) counts.set(a, (counts.get(a) ?? 0) + 1);
      if (acts.length === 0) counts.set("(none)", (counts.get("(none)") ?? 0) + 1);
      total++;
    });
}
console.log(`${total} lines in ${files.length} file(s)`);
for (const a of [...READER_ACTS, "(none)"]) console.log(`${a.padEnd(24)} ${counts.get(a) ?? 0}`);
if (errors > 0) {
  console.error(`${errors} error(s)`);
  process.exit(1);
}
