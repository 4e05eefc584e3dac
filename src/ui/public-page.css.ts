import { createContainer, globalStyle, style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { gutter, headingSize } from "./sizes";
import { linkClass } from "./link.css";

// The citizen pages' shared layout (landing, registration, status): page intro, stacked sections, the big submit,
// the numbered steps and the dashed panel that links to the other journey.

export const intro = style({ display: "grid", gap: vars.space.sm, marginBlockEnd: vars.space.xl });
// Long words ('Pendaftaran') fit whole at 320 px with 200% text: the size stops growing at the screen's width.
export const title = style({ margin: 0, fontSize: headingSize(vars.fontSize.xxl, 12), color: vars.color.brandText });
export const lead = style({ margin: 0, color: vars.color.textMuted });
// One column that may shrink below its content's natural width (inputs, long words), so 320 px with 200% text fits.
export const stack = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.lg });
export const form = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.lg });
/** The page's main action, a little taller and larger for thumbs. */
export const submit = style({ minHeight: "3.25rem", fontSize: vars.fontSize.lg });

/** An `<ol>` of steps with a round number before each item; the steps' width decides where the number goes (`step`). */
const stepsContainer = createContainer();
export const steps = style({
  containerName: stepsContainer,
  containerType: "inline-size",
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gap: vars.space.md,
  counterReset: "langkah",
});

/**
 * The number beside its text, or above it where the text's column would be narrower than a long word: at 320 px with
 * 200 % text the column beside the number was 174 px and 'pengambilan,' (220 px) broke inside itself (UX check,
 * session 31). The query's em is the steps' own text size, so it follows text made larger.
 */
export const step = style({
  display: "grid",
  gridTemplateColumns: "2rem minmax(0, 1fr)",
  "@container": { [`${stepsContainer} (width < 10em)`]: { gridTemplateColumns: "minmax(0, 1fr)" } },
  gap: vars.space.sm,
  alignItems: "start",
  counterIncrement: "langkah",
  "::before": {
    content: "counter(langkah)",
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: "2rem",
    height: "2rem",
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.brandSoft,
    color: vars.color.brandText,
    fontWeight: vars.fontWeight.bold,
  },
});

/** A dashed panel with a sentence and a link, e.g. 'Sudah mendaftar? Cek status antrean Anda'. */
export const linkPanel = style({
  margin: 0,
  padding: gutter,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
  textAlign: "center",
});

/**
 * A text link inside running text (the link style, `linkClass`), as ordinary text: its line is as tall as the sentence's other lines (a link laid
 * out as a control's box made its line a control tall, and at 320 px with 200 % text left the sentence's '.' on a line
 * of its own; UX pass). Its block padding, unseen, gives it a 44 px touch target all the same: padding on an inline box
 * reaches beyond its line without making the line taller (docs/product.md §2.3, §2.13). 44 CSS px, the target's
 * measure, not a control's 2.75rem: with text at 200 % that grew to 88 px and spaced its sentence's lines 40 px apart.
 */
export const inlineLink = style([
  linkClass,
  {
    fontWeight: vars.fontWeight.medium,
    paddingBlock: "max(0px, calc((44px - 1em) / 2))",
    // above the next line in the order taps are read: its padding below its own line is its target too, not that line's.
    // Only where the lines are spaced for it (the `:has` rule below): without `:has` (Chrome before 105) the padding
    // would lie over the next line's words and take their taps
    "@supports": { "selector(:has(*))": { position: "relative" } },
  },
]);

/**
 * The lines of a text that holds such a link are spaced so the link's target (about 1.15em of letters and the padding)
 * ends in the gap between lines, above the letters of the line below and under those of the line above: at 1.5 it
 * reached 9 px into the line above at 360 px, and a tap on the bottom of that line's words opened the link (UX check,
 * session 31). The pitch that needs is the letters and one padding, about 0.65em + 22 px: 33 px at 16 px text (2.08),
 * the usual 1.5 from 32 px text (200 %) up; no more, as the saved ticket's note keeps its room above the form's first
 * field (at 2.25 it pushed that field 4 px off a 360×640 screen). Every line of that text, so the sentence's lines stay
 * evenly spaced.
 */
globalStyle(`:has(> ${inlineLink})`, { lineHeight: "max(1.5em, calc(0.7em + 22px))" });
