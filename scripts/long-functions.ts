// Lists the functions of the production code under src/ whose body spans more than a limit (80 lines unless given):
// function declarations, methods, function expressions and arrow functions, React components among them. Usage:
//   node --import tsx scripts/long-functions.ts [limit]
// Tests, the test harnesses, the generated OpenAPI types and the data files (language packs, the scenario library)
// are not production code and are left out. A nested function is counted on its own and inside its parent.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const root = new URL("..", import.meta.url).pathname;
const limit = Number(process.argv[2] ?? 80);

const dataFiles = ["src/server/features/scenario-library/library.ts", "src/server/test/openapi-types.ts"];

function isProduction(path: string): boolean {
  if (!/\.tsx?$/.test(path) || /\.test\.tsx?$/.test(path) || path.endsWith(".d.ts")) return false;
  if (path.split("/").includes("test")) return false; // src/server/test, src/web/test and a feature's own test/ folder
  if (path.startsWith("src/server/ai/language/")) return false;
  return !dataFiles.includes(path);
}

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

type FunctionLike =
  ts.FunctionDeclaration | ts.MethodDeclaration | ts.FunctionExpression | ts.ArrowFunction | ts.ConstructorDeclaration | ts.AccessorDeclaration;

function isFunctionLike(node: ts.Node): node is FunctionLike {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

function text(node: ts.Node | undefined, file: ts.SourceFile): string | undefined {
  if (!node) return undefined;
  return ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isPrivateIdentifier(node) ? node.text : node.getText(file);
}

/** The function's own name, or the name it is given where it stands (a variable, a property, a call's argument). */
function nameOf(node: FunctionLike, file: ts.SourceFile, enclosing: string[]): string {
  const own = "name" in node ? text(node.name, file) : undefined;
  if (ts.isConstructorDeclaration(node)) return `${enclosing.at(-1) ?? "class"}.constructor`;
  if (own) return ts.isMethodDeclaration(node) && ts.isClassLike(node.parent) ? `${node.parent.name?.text ?? "class"}.${own}` : own;
  let parent = node.parent;
  while (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent)) parent = parent.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return text(parent.name, file) ?? "?";
  if (ts.isCallExpression(parent)) {
    // A wrapped component (memo(function…), forwardRef(…)) takes the variable's name; a callback, its call's.
    const holder = parent.parent;
    if (ts.isVariableDeclaration(holder)) return text(holder.name, file) ?? "?";
    const callee = parent.expression.getText(file);
    const first = parent.arguments[0];
    const label = first && ts.isStringLiteralLike(first) ? `"${first.text}"` : "";
    return `${callee}(${label}) callback in ${enclosing.at(-1) ?? "module"}`;
  }
  return `anonymous in ${enclosing.at(-1) ?? "module"}`;
}

type Found = { path: string; name: string; lines: number; line: number };

function measure(path: string): Found[] {
  const source = readFileSync(join(root, path), "utf8");
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, path.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Found[] = [];
  const visit = (node: ts.Node, enclosing: string[]) => {
    let inner = enclosing;
    if (isFunctionLike(node) && node.body) {
      const name = nameOf(node, file, enclosing);
      const start = file.getLineAndCharacterOfPosition(node.body.getStart(file)).line;
      const end = file.getLineAndCharacterOfPosition(node.body.getEnd()).line;
      const lines = end - start + 1;
      if (lines > limit) found.push({ path, name, lines, line: start + 1 });
      inner = [...enclosing, name];
    } else if (ts.isClassLike(node) && node.name) {
      inner = [...enclosing, node.name.text];
    }
    ts.forEachChild(node, (child) => visit(child, inner));
  };
  visit(file, []);
  return found;
}

const files = filesUnder("src")
  .map((path) => relative(root, join(root, path)))
  .filter(isProduction);
const found = files.flatMap(measure).sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path));
for (const { path, name, lines, line } of found) console.log(`${String(lines).padStart(4)}  ${path}:${line}  ${name}`);
console.log(`${found.length} functions over ${limit} lines in ${files.length} production files`);

const largest = files
  .map((path) => ({ path, lines: readFileSync(join(root, path), "utf8").split("\n").length - 1 }))
  .sort((a, b) => b.lines - a.lines)
  .slice(0, 10);
console.log("\nlargest production files:");
for (const { path, lines } of largest) console.log(`${String(lines).padStart(5)}  ${path}`);
