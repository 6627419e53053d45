// `npm run bench`: prints a table and writes bench/results.json. See docs/benchmarks.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchEngine } from "./engine.bench";
import { benchHttpTurn } from "./http-turn.bench";
import { printTable } from "./stats";

const rows = [...benchEngine(), ...(await benchHttpTurn())];
printTable(rows);
const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version };
const out = path.resolve(".tmp/bench-results.json");
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), machine, rows }, null, 2));
console.log(`\nmachine: ${machine.cpus} x ${machine.cpu}, ${machine.memoryGb} GB, Node ${machine.node}\nwritten: ${out}`);
