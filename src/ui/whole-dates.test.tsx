import { expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { linesOf, wordBoxes } from "./testing";
import { WholeDates } from "./whole-dates";

const sentence = "Tiket KRJ-003 untuk 2026-11-21, bukan hari ini (2026-11-23).";

it("keeps each date of a sentence on one line however narrow its box, and the sentence's text as it was", async () => {
  // narrower than a date: a date that may break does so at its hyphens ('(2026-' / '11-23).', UX pass s41)
  const { container } = await render(
    <p style={{ width: 60, margin: 0 }}>
      <WholeDates text={sentence} />
    </p>,
  );
  const dates = wordBoxes(container).filter(({ word }) => /\d{4}-\d{2}-\d{2}/.test(word));
  expect(dates.map(({ word }) => word)).toEqual(["2026-11-21", "2026-11-23"]);
  for (const { word, boxes } of dates) expect(linesOf(boxes), word).toBe(1);
  expect(container.textContent).toBe(sentence);
});
