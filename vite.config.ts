import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { securityHeaders } from "./deploy/security-headers.ts";

// `--mode demo` (.env.demo) and the dev server (.env.development) run the embedded mock API; `vite build` targets a real API.
export default defineConfig(({ mode }) => ({
  base: process.env.BASE_PATH ?? "/",
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: mode === "demo" ? "dist-demo" : "dist",
    target: "es2022",
    sourcemap: false,
    manifest: true,
  },
  server: { port: 5173 },
  preview: {
    port: 4173,
    // `npm run preview` (scripts/preview.ts): the production build talks to the mock API served by Node.
    proxy: process.env.PREVIEW_API_ORIGIN
      ? { "/api": { target: process.env.PREVIEW_API_ORIGIN, changeOrigin: false } }
      : undefined,
    headers: process.env.PREVIEW_SECURITY_HEADERS ? securityHeaders : undefined,
  },
}));
