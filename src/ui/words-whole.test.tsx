import { afterEach, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";
import { guestMessages } from "../../contract/guest-rules";
import { ErrorSummary } from "./error-summary";
import * as publicPage from "./public-page.css";
import { linesOf, wordBoxes } from "./testing";
import { TextField } from "./text-field";

afterEach(() => void (document.documentElement.style.fontSize = ""));

/** Words of `element` whose letters sit on more than one line (a word broken inside itself has a box on each). */
const brokenWords = (element: Element) =>
  wordBoxes(element)
    .filter(({ boxes }) => linesOf(boxes) > 1)
    .map(({ word }) => word);

// the registration page's and the landing's steps, the form's error summary (src/features): the longest words a
// citizen's page puts in these boxes
const steps = [
  "Pilih lokasi pengambilan, lalu pilih sesi (jam) yang masih ada kuotanya.",
  "Simpan tiket. Besok, datang sesuai sesi dengan dokumen yang diminta.",
  "Simpan tiket Anda. Datang sesuai sesi dengan KTP asli, fotokopi KK, dan kartu KJP.",
];

/**
 * A word breaks inside itself only where it is wider than a whole line: at 320 px with 200 % text 'pengambilan,' in a
 * step (the number's column beside it left 174 px) and 'diperbaiki' in the error summary's title (36 px letters in a
 * 200 px box) broke (UX check, session 31). Measured in the page's column at each width: the screen less the page's
 * and the card's gutters and borders.
 */
it.each([
  { width: 320, text: "200%" },
  { width: 360, text: "200%" },
  { width: 320, text: "" },
])("at $width px (text $text) the steps and the error summary keep their words whole", async ({ width, text }) => {
  await page.viewport(width, 640);
  document.documentElement.style.fontSize = text;
  const screen = await render(
    <div style={{ inlineSize: width - 66 }}>
      <ol className={publicPage.steps}>
        {steps.map((step) => (
          <li key={step} className={publicPage.step}>
            {step}
          </li>
        ))}
      </ol>
      <ErrorSummary
        title="Ada isian yang perlu diperbaiki"
        items={[
          { fieldId: "isian-no_kjp", label: "Nomor KJP", message: "No KJP harus berisi minimal 16 karakter", focus: () => {} },
          { fieldId: "isian-lokasi", label: "Lokasi", message: "Pilih lokasi terlebih dahulu", focus: () => {} },
        ]}
      />
    </div>,
  );
  expect(brokenWords(screen.container)).toEqual([]);
  // and nothing wider than the column
  expect(screen.container.firstElementChild!.scrollWidth).toBeLessThanOrEqual(width - 66);
});

/**
 * The error summary's links wrap between words as the page's prose does, and a token longer than a line (a number with
 * no break in it) breaks at the line's end rather than push the page sideways (WCAG 1.4.10): the links' `anywhere`
 * keeps the list's `auto` column from growing to that token (without it the column was 616 px in 254).
 */
it.each([
  { width: 320, text: "200%" },
  { width: 360, text: "200%" },
])("at $width px (text $text) an error summary link with a long number keeps to the column", async ({ width, text }) => {
  await page.viewport(width, 640);
  document.documentElement.style.fontSize = text;
  const number = "1234567890123456789012345";
  const screen = await render(
    <div style={{ inlineSize: width - 66 }}>
      <ErrorSummary
        title="Ada isian yang perlu diperbaiki"
        items={[{ fieldId: "isian-no_kjp", label: "Nomor KJP", message: `${number} terlalu panjang`, focus: () => {} }]}
      />
    </div>,
  );
  expect(brokenWords(screen.container).filter((word) => word !== number)).toEqual([]);
  expect(screen.container.firstElementChild!.scrollWidth).toBeLessThanOrEqual(width - 66);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
});

/**
 * A field's error keeps a range such as '0-9' on one line: a browser may break after its hyphen, and at 360 px with
 * 200 % text 'Hanya boleh berisi karakter 0-9' ended a line with '0-' and put '9' alone on the next (UX check, session
 * 32). The message is the contract's exact sentence, so only its layout keeps the range whole.
 */
it.each([
  { width: 320, text: "200%" },
  { width: 360, text: "200%" },
  { width: 360, text: "150%" },
])("at $width px (text $text) a field's error keeps '0-9' whole", async ({ width, text }) => {
  await page.viewport(width, 640);
  document.documentElement.style.fontSize = text;
  const screen = await render(
    <div style={{ inlineSize: width - 66 }}>
      <TextField label="Nomor KJP" errorMessage={guestMessages.digitsOnly} />
      <TextField label="Nomor KK" errorMessage={[guestMessages.digitsOnly, "No KK harus berisi minimal 16 karakter"]} />
    </div>,
  );
  expect(screen.container.textContent).toContain("Hanya boleh berisi karakter 0-9");
  expect(brokenWords(screen.container)).toEqual([]);
});
