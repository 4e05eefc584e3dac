import { afterEach, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import { ErrorSummary, type ErrorSummaryItem } from "./error-summary";
import { wordBoxes } from "./testing";

afterEach(() => void (document.documentElement.style.fontSize = ""));

const item = (n: number): ErrorSummaryItem => ({
  fieldId: `field-${n}`,
  label: `Nomor ${n}`,
  message: ["No KJP harus berisi minimal 16 karakter", "Hanya boleh berisi karakter 0-9"],
  focus: () => {},
});

// after a refused 'Daftar' focus goes to the summary (the registration form): taller than the screen at 360 px with
// 200 % text, it showed its middle and the title was 322 px above the screen (UX check, session 31)
it("focused and taller than the screen, the summary shows from its title", async () => {
  await page.viewport(360, 640);
  document.documentElement.style.fontSize = "200%";
  const screen = await render(
    <main>
      <div style={{ blockSize: "150vh" }} />
      <ErrorSummary title="Ada isian yang perlu diperbaiki" items={[1, 2, 3, 4, 5].map(item)} />
      <div style={{ blockSize: "150vh" }} />
    </main>,
  );
  const summary = screen.container.querySelector<HTMLElement>("[tabindex='-1']")!;
  expect(summary.getBoundingClientRect().height).toBeGreaterThan(640);
  summary.focus();
  const title = screen.container.querySelector("h2")!.getBoundingClientRect();
  expect(title.top).toBeGreaterThanOrEqual(0);
  expect(title.bottom).toBeLessThanOrEqual(640);
});

it("makes each link a 44 px target, whether it takes one line or two", async () => {
  await page.viewport(360, 640);
  const lines = (message: string, label: string): ErrorSummaryItem => ({
    fieldId: label,
    label,
    message: [message],
    focus: () => {},
  });
  const items = [lines("Pilih lokasi terlebih dahulu", "Lokasi"), lines("No KJP harus berisi minimal 16 karakter", "Nomor KJP")];
  const screen = await render(<ErrorSummary title="Ada isian yang perlu diperbaiki" items={items} />);
  const links = [...screen.container.querySelectorAll("a")];
  expect(links).toHaveLength(2);
  for (const link of links) expect(link.getBoundingClientRect().height, link.textContent ?? "").toBeGreaterThanOrEqual(44);
});

// a field that breaks two rules ('12a' as a KJP): its link laid the name, each message's parts and the hidden full stop
// out side by side, columns a word wide: at 320 px with 200 % text 168 px wide, 864 px tall, 'Nomor' broken in two
// (UX pass, session 45)
it.each([
  { width: 320, text: "200%" },
  { width: 360, text: "" },
])("at $width px (text $text) a link of two messages reads as lines across the box, each word whole", async ({ width, text }) => {
  await page.viewport(width, 640);
  document.documentElement.style.fontSize = text;
  const screen = await render(
    <ErrorSummary
      title="Ada isian yang perlu diperbaiki"
      items={[
        {
          fieldId: "no_kjp",
          label: "Nomor KJP",
          message: ["Hanya boleh berisi karakter 0-9", "No KJP harus berisi minimal 16 karakter"],
          focus: () => {},
        },
      ]}
    />,
  );
  const link = screen.container.querySelector("a")!;
  const list = screen.container.querySelector("ul")!;
  // as wide as the list's line, not a column
  expect(link.getBoundingClientRect().width).toBeGreaterThan(list.getBoundingClientRect().width * 0.8);
  for (const { word, boxes } of wordBoxes(link)) expect(new Set(boxes.map((box) => Math.round(box.top))).size, word).toBe(1);
  // the second message starts on a line below the first's end
  const [first, second] = ["Hanya", "No"].map((start) => wordBoxes(link).find(({ word }) => word === start)!.boxes[0]!);
  expect(second!.top).toBeGreaterThan(first!.bottom - 1);
});

// at 320 px with 200 % text a 24 px padding and the bullets' 32 px indent left the links a column 168 px wide in a
// summary 254 px wide, 1,462 px tall (UX pass, session 46): the links take the summary's width less its border and a
// padding of at most 12 px
it("at 320 px with 200 % text gives its links the summary's width: no bullets' indent, a padding of 12 px at most", async () => {
  await page.viewport(320, 568);
  document.documentElement.style.fontSize = "200%";
  const screen = await render(<ErrorSummary title="Ada isian yang perlu diperbaiki" items={[1, 2].map(item)} />);
  const summary = screen.container.querySelector<HTMLElement>("[tabindex='-1']")!.getBoundingClientRect();
  for (const link of screen.container.querySelectorAll("a"))
    expect(link.getBoundingClientRect().width).toBeGreaterThanOrEqual(summary.width - 2 * (3 + 12) - 0.5);
  // drawn without bullets, it still says it is a list: Safari's VoiceOver drops a list's role with its bullets
  expect(screen.container.querySelector("ul")?.getAttribute("role")).toBe("list");
});
