import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { compression } from "vite-plugin-compression2";

// The browser app lives in src/web; the server serves dist/web in production. Assets are also written brotli- and
// gzip-compressed (foo.js.br, foo.js.gz) so the server sends them compressed without compressing on each request.
export default defineConfig({
  root: "src/web",
  plugins: [react(), tailwindcss(), compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024, exclude: /\.map$/, logLevel: "silent" })],
  build: { outDir: "../../dist/web", emptyOutDir: true, sourcemap: true },
  server: { proxy: { "/api": "http://localhost:3000" } },
});
