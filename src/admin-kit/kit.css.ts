import { createContainer, style } from "@vanilla-extract/css";
import { CARDS_QUERY } from "../ui/table.css";
import { vars } from "../ui/theme.css";
import { mediumWidth } from "../ui/media";

/** Every admin resource page: a column that may shrink (wide tables scroll inside their own box). */
export const screen = style({ display: "flex", flexDirection: "column", minWidth: 0 });

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, maxWidth: "44rem" });

export const mono = style({ fontFamily: vars.font.mono, fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });
/** A slug: mono, wrapping only after its separators where the column is narrow (IdentifierText), never under the next. */
export const identifier = style({ fontFamily: vars.font.mono });

export const audit = style({ display: "flex", flexDirection: "column" });

/** A date or a clock time kept whole on its line. */
export const unbroken = style({ whiteSpace: "nowrap" });

/** The table's block: how wide it is decides whether an audit moment keeps its date and clock on one line. */
const listBlock = createContainer();
/** Where a list is a table, not cards (src/ui/table.css.ts `CARDS_QUERY`). */
const wideTable = `screen and ${mediumWidth.from}`;

/**
 * A row's actions (view, edit, delete), one way on every list: side by side on one line, the column as wide as they
 * are; where the list is narrower than 58rem (1024 px with the sidebar open) one under the other, in a row already
 * three lines tall (an audit's person, date and clock): side by side they made the sessions' and the days off's tables
 * wider than their box there (session 51, docs/product.md §2.9). On a phone's card, where the card is the row, they
 * may wrap.
 */
export const rowActions = style({
  display: "flex",
  flexWrap: "nowrap",
  gap: vars.space.sm,
  alignItems: "center",
  whiteSpace: "nowrap",
  "@media": {
    [CARDS_QUERY]: { flexWrap: "wrap" },
    [wideTable]: {
      "@container": { [`${listBlock} (width < 58rem)`]: { flexDirection: "column", alignItems: "flex-start" } },
    },
  },
});

/**
 * An audit's person: a two-word name ('Budi Santoso', 6.6em) on one line (at 1024 px 'Budi' over 'Santoso' made a row
 * four lines tall, UX pass, session 49); a longer one wraps in its column, between its words or, one word too long,
 * inside it: kept whole, a name at its 100-character limit made its column as wide as the name (session 51).
 */
export const auditName = style({ display: "block", minWidth: "7em", overflowWrap: "anywhere" });

/**
 * An audit moment ('2025-11-11 09:00:00', docs/product.md §9): on one line where the list is at least 58rem wide (1280 px
 * with the sidebar open), so a row is two lines, not three (the table's layout broke it where another column had the
 * room: UX pass, session 45); narrower (1024 px) it may break between the date and the clock, never inside either.
 */
export const auditTime = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
  "@container": { [`${listBlock} (width >= 58rem)`]: { whiteSpace: "nowrap" } },
});

/** The filters above the table block. */
export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

/**
 * Long free text (descriptions, reasons, details) wraps instead of widening the table. Where the list is narrower than
 * 58rem (1024 px with the sidebar open) it keeps 8.5em from the columns beside it, as a place's name does
 * (`placeName`): with the row actions one under the other the locations' table leaves it more, three lines for the
 * seed's longest address; at 10em the days off's table was wider than its box (session 51). Not on a phone's card,
 * where it has the card's width.
 */
export const longText = style({
  maxWidth: "24rem",
  overflowWrap: "anywhere",
  "@media": {
    [wideTable]: { "@container": { [`${listBlock} (width < 58rem)`]: { display: "inline-block", minWidth: "8.5em" } } },
  },
});

/** The table and its paginator. */
export const tableBlock = style({
  containerName: listBlock,
  containerType: "inline-size",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  minWidth: 0,
});

/**
 * Place names stay on one or two lines instead of a word per line: 11rem where the list is at least 58rem wide (1280 px
 * with the sidebar open). Narrower (1024 px, a 44rem list) a name takes its two lines at 8.5em, as wide as the longest
 * two-word end of the seed's names ('Kebayoran Lama'), and leaves the rest to the text beside it: at 11rem the
 * locations' 'Nama' kept 190 px and their 'Deskripsi' wrapped an address over five lines in 113 px (UX pass, session
 * 46). The ticket lists size their market's name on their own (src/features/queues/queues.css.ts `placeName`).
 */
export const placeName = style({
  display: "inline-block",
  minWidth: "11rem",
  "@container": { [`${listBlock} (width < 58rem)`]: { minWidth: "8.5em" } },
});

export const choices = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tags = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });
