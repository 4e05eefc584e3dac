import { createContainer, style } from "@vanilla-extract/css";
import { mediumWidth } from "../../ui/media";
import { vars } from "../../ui/theme.css";

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const dialogBody = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const dialogText = style({ margin: 0 });

/**
 * Identity numbers: tabular digits in the body face, a step smaller than the table's text (narrower than monospace);
 * they wrap only where digitGroups lets them (between two groups of four).
 */
export const mono = style({ fontVariantNumeric: "tabular-nums", fontSize: "0.8125rem" });

/** The list's block (table and pager): how wide it is decides how its hours' headers break (`hourName`). */
const ticketList = createContainer();

/**
 * A session's hours' header's field name ('Jam Selesai'): on one line, the zone under it, where the list is at least
 * 64rem wide (1440 px with the sidebar open); narrower (1280 px, a 60rem list) it breaks between its words ('Jam' /
 * 'Selesai' / '(WIB)'), so its column is as wide as its times and the market's name has its two lines (`placeName`;
 * docs/product.md §2.8).
 */
export const hourName = style({
  "@container": { [`${ticketList} (width >= 64rem)`]: { whiteSpace: "nowrap" } },
});

/**
 * A market's name in the table: at least as wide as the longest two-word end of the seed's names ('Kebayoran Lama'),
 * so it takes two lines ('Pasar Jaya' over 'Kebayoran Lama'), not three, also at 1280 px with the sidebar open, where
 * the widest row just fits its box. In the table's text size, so it grows with the text; a phone's card has no minimum.
 */
export const placeName = style({
  "@media": { [`screen and ${mediumWidth.from}`]: { display: "inline-block", minWidth: "8.5em" } },
});

export const tableBlock = style({
  containerName: ticketList,
  containerType: "inline-size",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  minWidth: 0,
});

/** The status on the detail page takes focus after an action; the ring shows where it went. */
export const statusTarget = style({
  display: "inline-flex",
  borderRadius: vars.radius.md,
  outlineOffset: "2px",
  selectors: { "&:focus-visible, &:focus": { outline: `${vars.size.focusRing} solid ${vars.color.focus}` } },
});
