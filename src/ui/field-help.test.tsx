import { Profiler, type ProfilerOnRenderCallback, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { Select } from "./select";
import { TextField } from "./text-field";

/**
 * Hydrates `fields` over their server-rendered HTML, as a page rendered at build time is taken over (ADR 810), and
 * records the phase of each render React reports. A state update in the commit itself makes React render again at
 * once, in the same task and with all the pending effects before it: the hydration's longest task (issue 38).
 */
async function hydrated(fields: ReactNode) {
  const phases: string[] = [];
  // what React had rendered by the end of the task that committed the hydration (its microtasks run after it)
  let byTheEndOfTheCommitsTask: string[] = [];
  const onRender: ProfilerOnRenderCallback = (_id, phase) => {
    phases.push(phase);
    if (phase === "mount") queueMicrotask(() => (byTheEndOfTheCommitsTask = [...phases]));
  };
  const tree = (
    <Profiler id="fields" onRender={onRender}>
      {fields}
    </Profiler>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  phases.length = 0;
  const root = hydrateRoot(container, tree);
  // react-aria's second render (its parts switching from the server's snapshot to the browser's) ends the hydration
  await expect.poll(() => phases).toContain("update");
  return { container, phases, byTheEndOfTheCommitsTask, done: () => (root.unmount(), container.remove()) };
}

it("a hydrated field renders again in a task of its own, not in the hydration's commit; its description stays its own text", async () => {
  const { container, byTheEndOfTheCommitsTask, done } = await hydrated(
    <>
      <TextField label="Nomor KJP" description="16 sampai 20 angka, sesuai kartu KJP." />
      <Select label="Lokasi" options={[]} isDisabled />
    </>,
  );
  // react-aria's second render came in a task of its own, not inside the one that committed the hydration
  expect(byTheEndOfTheCommitsTask).toEqual(["mount"]);
  const input = container.querySelector("input")!;
  expect(input).toHaveAccessibleDescription("16 sampai 20 angka, sesuai kartu KJP.");
  // the empty parts that stood in while hydrating are gone
  expect(container.querySelectorAll("[hidden][slot]")).toHaveLength(0);
  done();
});
