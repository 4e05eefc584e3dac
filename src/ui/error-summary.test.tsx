import { afterEach, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import { ErrorSummary, type ErrorSummaryItem } from "./error-summary";

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
