import { act, Profiler, type ProfilerOnRenderCallback, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, expectTypeOf, it } from "vitest";
import { CitizenLocale } from "./citizen-locale";
import { FieldHelp, type ErrorMessage } from "./field-help";
import { Select } from "./select";
import { TextField } from "./text-field";

/**
 * Hydrates `fields` over their server-rendered HTML, as a page rendered at build time is taken over (ADR 810), and
 * records the phase of each render React reports. `act` returns once the hydration, its effects and everything they
 * render again are done: any second render is in `phases` by then.
 */
async function hydrated(profiled: ReactNode, others: ReactNode) {
  const phases: string[] = [];
  const onRender: ProfilerOnRenderCallback = (_id, phase) => void phases.push(phase);
  const tree = (
    <CitizenLocale>
      <Profiler id="fields" onRender={onRender}>
        {profiled}
      </Profiler>
      {others}
    </CitizenLocale>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  phases.length = 0;
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  let root: Root | undefined;
  await act(async () => void (root = hydrateRoot(container, tree)));
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  return { container, phases, done: () => (root?.unmount(), container.remove()) };
}

it("FieldHelp hydrates in one render; it stays described by its own text and by parts that exist", async () => {
  const { container, phases, done } = await hydrated(
    // FieldHelp alone, with and without a description: a field's own hooks (react-aria's focus and hover) may render
    // it again when another test file's frame takes the browser's focus meanwhile, which is not the question here
    <>
      <FieldHelp description="Tanggal dalam kata" />
      <FieldHelp />
    </>,
    <>
      <TextField label="Nomor KJP" description="16 sampai 20 angka, sesuai kartu KJP." />
      {/* (a select renders again after its hydration for its list's collection: react-aria's own) */}
      <Select label="Lokasi" options={[]} isDisabled />
    </>,
  );
  // the hydration's render, and no second one after it
  expect(phases).toEqual(["mount"]);
  const input = container.querySelector("input[aria-describedby]")!;
  // the description's text, then the empty error part (the join's space is all it adds)
  expect(input).toHaveAccessibleDescription(/^16 sampai 20 angka, sesuai kartu KJP\.\s*$/);
  // every id that describes a field names an element of the page, after the hydration as during it
  const describedBy = [...container.querySelectorAll("[aria-describedby]")].flatMap((element) =>
    element.getAttribute("aria-describedby")!.split(" "),
  );
  expect(describedBy.length).toBeGreaterThanOrEqual(3);
  expect(describedBy.filter((id) => !document.getElementById(id))).toEqual([]);
  done();
});

// An error marks its field invalid: an empty list would mark it with nothing to read, so the type has none (UX check
// s31). A check of types only: `npm run typecheck` fails on it (the directive below unused) if the rule goes, not vitest.
it("types only: an error is one message or a list of at least one, never an empty list", () => {
  // @ts-expect-error an empty list is no message
  const none: ErrorMessage = [];
  void none;
  expectTypeOf<readonly []>().not.toExtend<ErrorMessage>();
  expectTypeOf<readonly string[]>().not.toExtend<ErrorMessage>();
  expectTypeOf<readonly [string, string]>().toExtend<ErrorMessage>();
  expectTypeOf<string>().toExtend<ErrorMessage>();
});
