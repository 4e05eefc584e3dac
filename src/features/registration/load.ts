import { importInStages } from "../../lib/next-task";

/**
 * The registration page's code in three steps, each evaluated in a task of its own (src/lib/next-task.ts): a module
 * graph runs in one task when it is first imported, and this page's, with react-aria's select and fields, was one task
 * of 54–112 ms at 4× CPU in each of 10 profiled loads (docs/performance-log.md, issue 38). First `ui/button`, which stands for vite.config.ts's
 * `public-form` chunk group (the forms' shared parts, ADR 802): importing it evaluates that whole group, on purpose.
 * Then react-aria's select, then the page with what it adds. The files themselves are preloaded together (ADR 810).
 */
export function loadRegistration() {
  return importInStages([() => import("../../ui/button"), () => import("../../ui/select"), () => import("./index")]);
}
