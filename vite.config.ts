import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";

// `--mode demo` builds the static demo with the embedded mock API; other modes build for a real API.
export default defineConfig(({ mode }) => ({
  base: process.env.BASE_PATH ?? "/",
  plugins: [react(), vanillaExtractPlugin()],
  define: {
    "import.meta.env.VITE_DEMO": JSON.stringify(mode === "demo" || mode === "development" ? "true" : (process.env.VITE_DEMO ?? "false")),
  },
  build: {
    outDir: mode === "demo" ? "dist-demo" : "dist",
    target: "es2022",
    sourcemap: false,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
}));
