import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/**
 * A clock time on a staff screen ('09:00:00', a range '07:00:00–09:00:00 WIB'): the body's face with tabular digits, so
 * a column's times line up, on one line. One look on every staff screen (docs/product.md §9): until session 44 the
 * ticket lists and the capacity board showed them in the body's face and 'Konfigurasi Sesi', a ticket's page and the
 * counter's other-day ticket in the monospace one.
 */
export const staffTimeText = style({
  fontFamily: vars.font.body,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
});
