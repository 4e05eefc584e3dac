import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css";
import { region as toastRegion } from "../ui/toast-region.css";
import { largeWidth } from "../ui/media";

/** Below this width the sidebar floats over the page (a phone); above it sits beside the content. */
export const PHONE_QUERY = largeWidth.below;
const phone = `screen and ${PHONE_QUERY}`;

/** docs/product.md §9: minimum width 72 units when open (72 × 0.25rem = 18rem). */
export const SIDEBAR_WIDTH = "18rem";

export const shell = style({
  display: "flex",
  minHeight: "100vh",
  backgroundColor: vars.color.page,
});

export const skipLink = style({
  position: "absolute",
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: 300,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  backgroundColor: vars.color.surface,
  color: vars.color.link,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  transform: "translateY(-200%)",
  selectors: { "&:focus": { transform: "none" } },
});

export const sidebar = style({
  flex: `0 0 ${SIDEBAR_WIDTH}`,
  width: SIDEBAR_WIDTH,
  minWidth: SIDEBAR_WIDTH,
  display: "flex",
  flexDirection: "column",
  backgroundColor: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  position: "sticky",
  insetBlockStart: 0,
  height: "100vh",
  overflowY: "auto",
  selectors: {
    "&[hidden]": { display: "none" },
  },
  "@media": {
    [phone]: {
      position: "fixed",
      insetBlock: 0,
      insetInlineStart: 0,
      zIndex: vars.z.overlay,
      width: `min(${SIDEBAR_WIDTH}, 85vw)`,
      minWidth: 0,
      boxShadow: vars.shadow.lg,
    },
  },
});

export const scrim = style({
  display: "none",
  "@media": {
    [phone]: {
      display: "block",
      position: "fixed",
      inset: 0,
      zIndex: `calc(${vars.z.overlay} - 1)`,
      backgroundColor: vars.color.overlay,
      border: 0,
      padding: 0,
    },
  },
});

export const brand = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "4rem",
  paddingInline: vars.space.lg,
  color: vars.color.brandText,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "none",
  borderBlockEnd: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});

export const brandMark = style({ width: "2.25rem", height: "2.25rem", flexShrink: 0 });

export const nav = style({ padding: vars.space.sm, flex: 1 });

export const menuList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
});

export const subList = style([
  menuList,
  {
    // with the entries' own end room (below), the longest label in bold ('Konfigurasi Alasan Penolakan', the current
    // entry) fits its line in the 18rem sidebar: with 12 px here and 12 px at the end it took two lines where the
    // normal weight took one (src/app/admin-layout.test.tsx)
    paddingInlineStart: vars.space.sm,
    marginBlockStart: vars.space.xxs,
    // `display: flex` above would otherwise win over the `hidden` attribute of a collapsed group
    selectors: { "&[hidden]": { display: "none" } },
  },
]);

const itemBase = {
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  width: "100%",
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
} as const;

export const menuLink = style({
  ...itemBase,
  borderInlineStart: "4px solid transparent",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceHover },
    "&[aria-current]": {
      backgroundColor: vars.color.brandSoft,
      color: vars.color.brandText,
      fontWeight: vars.fontWeight.bold,
      borderInlineStartColor: vars.color.brand,
    },
  },
});

export const groupButton = style({
  ...itemBase,
  justifyContent: "space-between",
  border: 0,
  backgroundColor: "transparent",
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  textAlign: "start",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceHover },
    "&[data-holds-selected]": { color: vars.color.brandText, fontWeight: vars.fontWeight.bold },
  },
});

export const chevron = style({
  width: "1.25rem",
  height: "1.25rem",
  flexShrink: 0,
  transition: "transform 150ms",
  selectors: { [`${groupButton}[aria-expanded="true"] &`]: { transform: "rotate(180deg)" } },
});

export const column = style({
  flex: 1,
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
});

export const topBar = style({
  position: "sticky",
  insetBlockStart: 0,
  zIndex: `calc(${vars.z.overlay} - 2)`,
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  minHeight: "4rem",
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  "@media": { [phone]: { paddingInline: vars.space.sm, gap: vars.space.sm } },
});

// A control scrolled to by the focus (Tab, a refused save's field) stops below the sticky top bar, not under it
// (WCAG 2.4.11): a taken username's field was focused out of sight under the bar.
globalStyle(`html:has(${shell})`, { scrollPaddingBlockStart: `calc(4rem + ${vars.space.sm})` });

export const menuButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.control,
  height: vars.size.control,
  flexShrink: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  cursor: "pointer",
  selectors: { "&:hover": { backgroundColor: vars.color.surfaceHover } },
});

/** The greeting and 'Logout': laid out as the top bar's own items, one box only to make them inert behind the open drawer. */
export const topBarRest = style({ display: "contents" });

export const menuIcon = style({ width: "1.5rem", height: "1.5rem" });

export const greeting = style({
  marginInlineStart: "auto",
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  color: vars.color.text,
});

/** 'Logout' keeps its word on one line: at 320 px with 200 % text it wrapped a letter a line, the bar 230 px tall. */
export const logout = style({ flexShrink: 0, whiteSpace: "nowrap" });

/**
 * While a toast shows (its region is on the page only then), room for it at the window's bottom: the page's last
 * controls (the pager's 'Baris per halaman') end above it when scrolled to the end, and the browser's scrolling to a
 * control that Tab focuses keeps it above the toast, so a toast never covers a control (issue 36 UX pass). The room is
 * the toast's region as tall as it is, measured while it shows (`TOAST_ROOM_VAR`, src/app/toast-room.ts, which also
 * scrolls the focused control clear of a toast that comes over it): a fixed 7rem, one short toast and its margin, left
 * a control under an 'Error' toast's three-line message (UX pass, session 46); 7rem stands until it is measured.
 * Without a toast nothing changes (a table's box stays a screen tall).
 */
export const TOAST_ROOM_VAR = "--staff-toast-room";
const TOAST_ROOM = `var(${TOAST_ROOM_VAR}, 7rem)`;
const toastShown = `html:has(${toastRegion})`;

/** The content uses the width it has: the ticket lists show every column at 1920 px with the sidebar open. */
export const main = style({
  flex: 1,
  width: "100%",
  minWidth: 0,
  padding: vars.space.lg,
  outline: "none",
  selectors: { [`${toastShown} &`]: { paddingBlockEnd: TOAST_ROOM } },
  "@media": { [phone]: { padding: vars.space.md } },
});

globalStyle(`${toastShown}:has(${shell})`, { scrollPaddingBlockEnd: TOAST_ROOM });

/**
 * Beside the page (from 48rem) with the sidebar open, a toast shows at the sidebar's foot, as wide as it, below its
 * menu: over none of the page. At the window's bottom right it covered the row actions of the rows under it ('Lihat',
 * 'Ubah', 'Hapus', pinned at the table's end edge) for its 5 s, and a pointer moved there to press one paused it
 * (1280×800, session 51; docs/product.md §4.8). With the sidebar closed, or floating on a phone, it stays at the
 * bottom right and the page keeps room for it (`TOAST_ROOM_VAR`: toast-room.ts keeps none for a toast beside the page).
 */
globalStyle(`html:has(${sidebar}:not([hidden])) ${toastRegion}`, {
  "@media": {
    [`screen and ${largeWidth.from}`]: { insetInlineStart: 0, insetInlineEnd: "auto", width: SIDEBAR_WIDTH },
  },
});

export const footer = style({
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xl,
  borderBlockStart: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: "center",
});

globalStyle(`${subList} ${menuLink}`, { fontSize: vars.fontSize.sm, paddingInlineEnd: vars.space.sm });
