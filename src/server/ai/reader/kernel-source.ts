import { readFileSync } from "node:fs";
import wabt from "wabt";

export const KERNEL_WAT_URL = new URL("./kernel.wat", import.meta.url);
export const KERNEL_WASM_URL = new URL("./kernel.wasm", import.meta.url);

/** kernel.wat assembled by wabt (a development dependency: the server loads the committed kernel.wasm). */
export async function compileKernel(): Promise<Uint8Array> {
  const tools = await wabt();
  const module = tools.parseWat("kernel.wat", readFileSync(KERNEL_WAT_URL, "utf8"), { simd: true });
  try {
    module.validate();
    return module.toBinary({}).buffer;
  } finally {
    module.destroy();
  }
}
