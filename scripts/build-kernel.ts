// Writes src/server/ai/reader/kernel.wasm from kernel.wat (the reader's SIMD loops). Usage: npm run build:kernel
// The .wasm is committed, so nothing builds it at install or start; kernel.test.ts fails when the two differ.
import { writeFileSync } from "node:fs";
import { KERNEL_WASM_URL, compileKernel } from "../src/server/ai/reader/kernel-source";

const bytes = await compileKernel();
writeFileSync(KERNEL_WASM_URL, bytes);
console.log(`kernel.wasm: ${bytes.length} bytes`);
