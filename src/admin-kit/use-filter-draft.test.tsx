import { expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { useFilterDraft } from "./use-filter-draft";

type Filters = { location_id: number; search: string };
const ALL: Filters = { location_id: 0, search: "" };

/** A bar's fields as text, and what a user does to them, for the filters the URL applies. */
function Bar({ applied }: { applied: Filters }) {
  // the applied filters are the test's to move (rerender), as the URL's are the list's
  const { draft, set, reset } = useFilterDraft(applied, ALL, () => {});
  return (
    <>
      <output>{`${draft.location_id} ${draft.search}`}</output>
      <button onClick={() => set("location_id", 2)}>choose 2</button>
      <button onClick={() => set("search", "KRJ")}>type KRJ</button>
      <button onClick={reset}>Reset</button>
    </>
  );
}

it("shows the applied filters again after Back, not an edit made before they changed", async () => {
  const a = { location_id: 1, search: "" };
  const x = { location_id: 2, search: "" };
  const screen = await render(<Bar applied={a} />);
  const shown = () => screen.container.querySelector("output")!.textContent;
  const press = (name: string) => (screen.getByRole("button", { name }).element() as HTMLElement).click();
  expect(shown()).toBe("1 ");
  // location 2 chosen, then 'Cari': the URL applies it
  press("choose 2");
  await expect.poll(shown).toBe("2 ");
  await screen.rerender(<Bar applied={x} />);
  expect(shown()).toBe("2 ");
  // Back: the URL applies location 1 again, and the fields say so
  await screen.rerender(<Bar applied={a} />);
  expect(shown()).toBe("1 ");
  // Reset (the draft cleared, the URL's filters cleared), then Back: the fields show location 1, not the reset
  press("Reset");
  await expect.poll(shown).toBe("0 ");
  await screen.rerender(<Bar applied={ALL} />);
  await screen.rerender(<Bar applied={a} />);
  expect(shown()).toBe("1 ");
  // an edit in progress is kept while the applied filters stay the same
  press("type KRJ");
  await expect.poll(shown).toBe("1 KRJ");
  await screen.rerender(<Bar applied={{ ...a }} />);
  expect(shown()).toBe("1 KRJ");
});
