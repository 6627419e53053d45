import { readFileSync } from "node:fs";

/**
 * The reader's two SIMD loops (kernel.wat, assembled into the committed kernel.wasm by `npm run build:kernel`) over
 * a block of WebAssembly memory. The encoder keeps the matrices it multiplies in that memory as Float32Array views,
 * so JavaScript reads and writes them directly and the loops need no copying.
 */
const MODULE = new WebAssembly.Module(readFileSync(new URL("./kernel.wasm", import.meta.url)));

interface Loops {
  rank1(x: number, n: number, src: number, srcStride: number, dst: number, dstStride: number, m: number): void;
  dots(a: number, n: number, m: number, v: number, y: number): void;
  vecMat16(x: number, n: number, w: number, m: number, y: number): void;
  meanRows(e: number, rows: number, n: number, m: number, y: number): void;
  gatherRows(w: number, idx: number, val: number, n: number, m: number, y: number): void;
  convPool(parts: number, T: number, stride: number, offset: number, width: number, h: number, bias: number, out: number): void;
}

const PAGE = 65536;

export class Kernel {
  private readonly memory: WebAssembly.Memory;
  private readonly buffer: ArrayBuffer;
  private readonly loops: Loops;
  private next = 0;

  /** Room for `floats` numbers in all (each view is rounded up to 16 bytes). The memory never grows: growing
   * would detach the views already handed out. */
  constructor(floats: number) {
    const pages = Math.max(1, Math.ceil((floats * 4 + 16) / PAGE));
    this.memory = new WebAssembly.Memory({ initial: pages, maximum: pages });
    this.buffer = this.memory.buffer;
    this.loops = new WebAssembly.Instance(MODULE, { env: { memory: this.memory } }).exports as unknown as Loops;
  }

  /** A new zeroed view of n numbers in the kernel's memory, 16-byte aligned. */
  alloc(n: number): Float32Array {
    const bytes = Math.ceil((n * 4) / 16) * 16;
    if (this.next + bytes > this.buffer.byteLength) throw new Error("The reader's kernel memory is full");
    const view = new Float32Array(this.buffer, this.next, n);
    this.next += bytes;
    return view;
  }

  /** A new zeroed view of n 32-bit integers in the kernel's memory. */
  allocInt32(n: number): Int32Array {
    const f = this.alloc(n);
    return new Int32Array(f.buffer, f.byteOffset, n);
  }

  /** A copy of `values` in the kernel's memory. */
  hold(values: Float32Array): Float32Array {
    const view = this.alloc(values.length);
    view.set(values);
    return view;
  }

  private address(view: Float32Array | Int32Array, at: number): number {
    if (view.buffer !== this.buffer) throw new Error("The array is not in this kernel's memory");
    return view.byteOffset + 4 * at;
  }

  /** y[yAt + j] += Σ_i x[xAt + i] · W[wAt + i·m + j] for i < n, j < m (a row vector times an n × m matrix). */
  vecMat(x: Float32Array, xAt: number, n: number, W: Float32Array, wAt: number, m: number, y: Float32Array, yAt: number): void {
    if (m % 16 === 0) this.loops.vecMat16(this.address(x, xAt), n, this.address(W, wAt), m, this.address(y, yAt));
    else this.loops.rank1(this.address(x, xAt), n, this.address(W, wAt), 4 * m, this.address(y, yAt), 0, m);
  }

  /** A[aAt + i·m + j] += x[xAt + i] · v[vAt + j] for i < n, j < m (an outer product added to an n × m matrix). */
  outer(x: Float32Array, xAt: number, n: number, v: Float32Array, vAt: number, m: number, A: Float32Array, aAt: number): void {
    this.loops.rank1(this.address(x, xAt), n, this.address(v, vAt), 0, this.address(A, aAt), 4 * m, m);
  }

  /** y[yAt + i] += Σ_j A[aAt + i·m + j] · v[vAt + j] for i < n, j < m (an n × m matrix times a column vector). */
  matVec(A: Float32Array, aAt: number, n: number, m: number, v: Float32Array, vAt: number, y: Float32Array, yAt: number): void {
    this.loops.dots(this.address(A, aAt), n, m, this.address(v, vAt), this.address(y, yAt));
  }

  /** y[yAt + j] = the mean over k < n of E[rows[k]·m + j], j < m (m a multiple of four). */
  meanRows(E: Float32Array, rows: Int32Array, n: number, m: number, y: Float32Array, yAt: number): void {
    if (m % 4 !== 0) throw new Error("meanRows needs rows of a multiple of four numbers");
    this.loops.meanRows(this.address(E, 0), this.address(rows, 0), n, m, this.address(y, yAt));
  }

  /**
   * One convolution of `width` words over a sentence of T words, ReLU, then max and mean pooling into out[outAt ..
   * outAt + 2h). Word s's contribution is parts[s·stride + offset ..]; its part for the convolution's k-th word is
   * the h numbers from + k·h (h a multiple of four).
   */
  convPool(
    parts: Float32Array,
    T: number,
    stride: number,
    offset: number,
    width: number,
    h: number,
    bias: Float32Array,
    out: Float32Array,
    outAt: number,
  ): void {
    if (h % 4 !== 0) throw new Error("convPool needs a multiple of four channels");
    this.loops.convPool(this.address(parts, 0), T, 4 * stride, 4 * offset, width, h, this.address(bias, 0), this.address(out, outAt));
  }

  /** y[yAt + j] += Σ_k val[k] · W[idx[k]·m + j] for k < n, j < m: a weighted sum of rows of W picked by idx. */
  gatherRows(W: Float32Array, idx: Int32Array, val: Float32Array, n: number, m: number, y: Float32Array, yAt: number): void {
    this.loops.gatherRows(this.address(W, 0), this.address(idx, 0), this.address(val, 0), n, m, this.address(y, yAt));
  }
}
