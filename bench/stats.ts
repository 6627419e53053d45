export interface Row {
  name: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function percentiles(samples: number[]): Omit<Row, "name"> {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  return { count: s.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: s[s.length - 1] ?? 0 };
}

export function printTable(rows: Row[]): void {
  const fmt = (n: number) => n.toFixed(2).padStart(9);
  console.log(`${"measure".padEnd(40)} ${"count".padStart(7)} ${"p50 ms".padStart(9)} ${"p95 ms".padStart(9)} ${"p99 ms".padStart(9)} ${"max ms".padStart(9)}`);
  for (const r of rows) {
    console.log(`${r.name.padEnd(40)} ${String(r.count).padStart(7)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.p99)} ${fmt(r.max)}`);
  }
}
