import { afterEach, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import type { PickupOutlook } from "./pickup-outlook";
import { RegistrationLead } from "./registration-window";
import { openWindowAt } from "./testing";

afterEach(() => void (document.documentElement.style.fontSize = ""));

// Saturday 2026-03-14, 08:00 WIB, the window open: the pickup date is Sunday, when no market hands out
const open = openWindowAt("2026-03-14", "08:00:00");
const saturday: PickupOutlook[] = [
  // some markets 'Libur', the rest 'Tidak ada sesi'; Monday's pickup next (the UX check's case)
  { kind: "none", pickupDate: "2026-03-15", nextPickupDate: "2026-03-16", marks: "both" },
  { kind: "none", pickupDate: "2026-03-15", nextPickupDate: "2026-03-16", marks: "dayOff" },
  { kind: "none", pickupDate: "2026-03-15", nextPickupDate: null, marks: "noSession" },
  { kind: "full", pickupDate: "2026-03-15" },
];

/**
 * The place under the title is as tall before the locations answer as after it, whatever the answer says: the form
 * below it does not move (ADR 810). A wording shorter than the room it was given shrank the place: at 320 px the form
 * rose by a line when a Saturday's answer came (UX check, session 30).
 */
it.each([
  { width: 320, text: "" },
  { width: 320, text: "200%" },
  { width: 360, text: "" },
])("at $width px (text $text) the place under the title keeps its height when the answer comes", async ({ width, text }) => {
  await page.viewport(width, 640);
  document.documentElement.style.fontSize = text;
  // the page's column: the screen less its 16 px gutter a side (ui/sizes.ts)
  const Column = ({ outlook }: { outlook: PickupOutlook }) => (
    <div style={{ inlineSize: width - 32 }}>
      <RegistrationLead serverWindow={open} ticket={null} outlook={outlook} />
    </div>
  );
  const screen = await render(<Column outlook={null} />);
  const slot = () => screen.container.firstElementChild!.firstElementChild!.getBoundingClientRect().height;
  const before = slot();
  for (const outlook of saturday) {
    await screen.rerender(<Column outlook={outlook} />);
    expect(slot(), `${outlook?.kind} ${outlook?.kind === "none" ? outlook.marks : ""}`).toBe(before);
  }
});

/**
 * The shown notice's lines follow one another at the notice's own gap and its warning bar ends with its last line: the
 * room kept for a longer wording is below the whole notice, not under each of its lines (a Saturday's notice showed it
 * as uneven gaps, UX check, session 31).
 */
it.each([
  { width: 320, text: "" },
  { width: 320, text: "200%" },
  { width: 360, text: "" },
])(
  "at $width px (text $text) a Saturday's notice has its lines evenly spaced, the room kept below it",
  async ({ width, text }) => {
    await page.viewport(width, 640);
    document.documentElement.style.fontSize = text;
    for (const outlook of saturday) {
      const screen = await render(
        <div style={{ inlineSize: width - 32 }}>
          <RegistrationLead serverWindow={open} ticket={null} outlook={outlook} />
        </div>,
      );
      const slot = screen.container.firstElementChild!.firstElementChild!;
      const shown = [...slot.children].filter((wording) => !wording.hasAttribute("aria-hidden"));
      expect(shown).toHaveLength(1);
      const notice = shown[0]!;
      const lines = [...notice.querySelectorAll("p")].filter((line) => getComputedStyle(line).visibility !== "hidden");
      expect(lines.map((line) => line.textContent)).toEqual([expect.any(String), expect.any(String), expect.any(String)]);
      const gap = parseFloat(getComputedStyle(notice).rowGap);
      const boxes = lines.map((line) => line.getBoundingClientRect());
      for (const [index, box] of boxes.slice(1).entries()) expect(box.top - boxes[index]!.bottom).toBeCloseTo(gap, 0);
      expect(notice.getBoundingClientRect().bottom - boxes.at(-1)!.bottom).toBeLessThan(1);
      await screen.unmount();
    }
  },
);
