import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { env } from "./lib/env-instance";

async function start() {
  // The literal check lets a real-API build drop the mock chunk entirely (DESIGN §2).
  if (import.meta.env.VITE_DEMO === "true") {
    const { startMockApi } = await import("../mocks/browser");
    await startMockApi();
  }
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root");
  createRoot(root).render(
    <StrictMode>
      <App env={env} />
    </StrictMode>,
  );
}

void start();
