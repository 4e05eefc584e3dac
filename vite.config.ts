import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";

/**
 * ArkType probes for eval at start-up (`new Function("return false")()` in @ark/util's envHasCsp, arktypeio/arktype
 * #1473); under our CSP the probe is refused and logged as a violation. The app always runs without eval, so the
 * probe is answered at build time: "eval is unavailable", i.e. ArkType's jitless mode (ADR 801).
 */
function arktypeWithoutEvalProbe(): Plugin {
  const probe = 'new Function("return false")()';
  return {
    name: "antrean:arktype-without-eval-probe",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]@ark[\\/]util[\\/]out[\\/]functions\.js$/.test(id)) return null;
      if (!code.includes(probe)) throw new Error(`${id}: ArkType's eval probe changed; update arktypeWithoutEvalProbe`);
      return { code: code.replace(probe, "true"), map: null };
    },
  };
}

// `--mode demo` (.env.demo) and the dev server (.env.development) run the embedded mock API; `vite build` targets a real API.
export default defineConfig(({ mode }) => ({
  base: process.env.BASE_PATH ?? "/",
  plugins: [arktypeWithoutEvalProbe(), react(), vanillaExtractPlugin()],
  // public/ holds only msw's service worker: the real-API build must not ship it
  publicDir: mode === "production" ? false : "public",
  build: {
    outDir: mode === "demo" ? "dist-demo" : "dist",
    target: "es2022",
    sourcemap: false,
    manifest: true,
  },
  server: { port: 5173 },
  // `vite preview` serves the demo build (`npm run preview:demo`, e2e); `npm run preview` is scripts/preview.ts.
  preview: { port: 4173 },
}));
