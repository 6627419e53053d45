import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Kernel } from "./kernel";
import { KERNEL_WASM_URL, compileKernel } from "./kernel-source";

/** Numbers from a small seeded generator, a quarter of them 0 (as after a ReLU). */
function numbers(n: number, seed: number): Float32Array {
  let a = seed;
  return Float32Array.from({ length: n }, () => {
    a = (Math.imul(a, 1103515245) + 12345) >>> 0;
    const v = ((a >>> 8) / 2 ** 24) * 2 - 1;
    return a % 4 === 0 ? 0 : v;
  });
}

const close = (actual: Float32Array, expected: number[]) => {
  expect(actual.length).toBe(expected.length);
  expected.forEach((e, i) => expect(actual[i]).toBeCloseTo(e, 4));
};

describe("the reader's SIMD kernel", () => {
  it("is built from its source: the committed kernel.wasm is what kernel.wat assembles to (npm run build:kernel)", async () => {
    expect(Buffer.from(await compileKernel()).equals(readFileSync(KERNEL_WASM_URL))).toBe(true);
  });

  // Sizes that are not multiples of four or sixteen exercise the loops' one-number tails and the fallbacks.
  for (const [n, m] of [
    [5, 7],
    [3, 16],
    [48, 38],
    [4, 1],
  ] as const) {
    it(`multiplies like the textbook formulas (${n} × ${m})`, () => {
      const k = new Kernel(4096);
      const x = k.hold(numbers(n, 1));
      const W = k.hold(numbers(n * m, 2));
      const v = k.hold(numbers(m, 3));
      const y0 = numbers(m, 4);

      const y = k.hold(y0);
      k.vecMat(x, 0, n, W, 0, m, y, 0);
      close(
        y,
        Array.from(y0, (b, j) => b + Array.from(x).reduce((s, xi, i) => s + xi * (W[i * m + j] as number), 0)),
      );

      const A = k.hold(W);
      k.outer(x, 0, n, v, 0, m, A, 0);
      close(
        A,
        Array.from(W, (w, ij) => w + (x[Math.floor(ij / m)] as number) * (v[ij % m] as number)),
      );

      const z0 = numbers(n, 5);
      const z = k.hold(z0);
      k.matVec(W, 0, n, m, v, 0, z, 0);
      close(
        z,
        Array.from(z0, (b, i) => b + Array.from(v).reduce((s, vj, j) => s + (W[i * m + j] as number) * vj, 0)),
      );

      const idx = k.allocInt32(3);
      idx.set([n - 1, 0, n - 1]);
      const val = k.hold(Float32Array.of(0.5, -2, 1));
      const g = k.hold(y0);
      k.gatherRows(W, idx, val, 3, m, g, 0);
      close(
        g,
        Array.from(y0, (b, j) => b + 1.5 * (W[(n - 1) * m + j] as number) - 2 * (W[j] as number)),
      );
    });
  }

  it("averages picked rows and pools a convolution's ReLU over a sentence", () => {
    const k = new Kernel(4096);
    const h = 8;
    const E = k.hold(numbers(6 * h, 7));
    const rows = k.allocInt32(3);
    rows.set([4, 1, 4]);
    const mean = k.alloc(h);
    k.meanRows(E, rows, 3, h, mean, 0);
    close(
      mean,
      Array.from({ length: h }, (_, j) => ((2 * (E[4 * h + j] as number) + (E[h + j] as number)) / 3) as number),
    );

    // Four words, each with a contribution of two offsets (a convolution two words wide) after one of another
    // width: stride 3h, offset h.
    const T = 4;
    const width = 2;
    const stride = 3 * h;
    const parts = k.hold(numbers(T * stride, 8));
    const bias = k.hold(numbers(h, 9));
    const out = k.alloc(2 * h);
    k.convPool(parts, T, stride, h, width, h, bias, out, 0);
    const z = (t: number, j: number) => {
      let s = bias[j] as number;
      for (let n = 0; n < width; n++) {
        const w = t + n; // half = 0 for a width of two
        if (w < T) s += parts[w * stride + h + n * h + j] as number;
      }
      return Math.max(0, s);
    };
    const zs = Array.from({ length: h }, (_, j) => Array.from({ length: T }, (_, t) => z(t, j)));
    close(out, [...zs.map((c) => Math.max(...c)), ...zs.map((c) => c.reduce((a, b) => a + b, 0) / T)]);
  });

  it("refuses an array from another kernel's memory and a request beyond its room", () => {
    const a = new Kernel(64);
    const b = new Kernel(64);
    const x = a.alloc(4);
    const y = b.alloc(4);
    expect(() => b.vecMat(x, 0, 1, y, 0, 4, y, 0)).toThrow(/not in this kernel's memory/);
    expect(() => a.alloc(100_000)).toThrow(/memory is full/);
  });
});
