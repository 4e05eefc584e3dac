/**
 * Raw design tokens: plain values with no CSS-in-JS, so node tests can check them
 * (see tokens.test.ts for the WCAG AA contrast checks). `theme.css.ts` turns them into
 * CSS custom properties.
 */

export const palette = {
  // brand: a deep leaf green, for a city food programme
  brand: "#166534", // green-800, white text 7.1:1
  brandHover: "#14532d",
  brandSoft: "#dcfce7",
  brandText: "#14532d",

  // destructive
  danger: "#b91c1c", // white text 6.5:1
  dangerHover: "#991b1b",
  dangerSoft: "#fee2e2",
  dangerText: "#991b1b",

  // status
  successSoft: "#dcfce7",
  successText: "#14532d",
  infoSoft: "#dbeafe",
  infoText: "#1e3a8a",
  neutralSoft: "#f1f5f9",
  neutralText: "#334155",
  warningSoft: "#fef3c7",
  warningText: "#78350f",

  // surfaces and text
  page: "#f8fafc",
  surface: "#ffffff",
  surfaceMuted: "#f1f5f9",
  surfaceHover: "#e2e8f0",
  text: "#0f172a",
  textMuted: "#475569",
  textInverse: "#ffffff",
  textDisabled: "#5b6473",
  link: "#1d4ed8",
  linkHover: "#1e3a8a",

  // lines: `borderStrong` outlines controls (3:1 non-text contrast), `border` only separates
  border: "#e2e8f0",
  borderStrong: "#64748b",

  focus: "#1d4ed8",
  overlay: "rgba(15, 23, 42, 0.55)",
} as const;

export type PaletteKey = keyof typeof palette;

/** Foreground/background pairs the components use, with the minimum ratio each must meet. */
export const contrastPairs: ReadonlyArray<{ fg: PaletteKey; bg: PaletteKey; min: number; use: string }> = [
  { fg: "text", bg: "page", min: 4.5, use: "body text" },
  { fg: "text", bg: "surface", min: 4.5, use: "card text" },
  { fg: "textMuted", bg: "surface", min: 4.5, use: "descriptions" },
  { fg: "textMuted", bg: "page", min: 4.5, use: "descriptions on page" },
  { fg: "textMuted", bg: "surfaceMuted", min: 4.5, use: "table header, muted rows" },
  { fg: "textDisabled", bg: "surfaceMuted", min: 4.5, use: "disabled controls (not required, kept readable)" },
  { fg: "textInverse", bg: "brand", min: 4.5, use: "primary button" },
  { fg: "textInverse", bg: "brandHover", min: 4.5, use: "primary button hover" },
  { fg: "textInverse", bg: "danger", min: 4.5, use: "destructive button" },
  { fg: "textInverse", bg: "dangerHover", min: 4.5, use: "destructive button hover" },
  { fg: "textInverse", bg: "text", min: 4.5, use: "tooltip (a select's whole value)" },
  { fg: "brandText", bg: "surface", min: 4.5, use: "secondary button" },
  { fg: "brandText", bg: "brandSoft", min: 4.5, use: "secondary hover, selected option" },
  { fg: "dangerText", bg: "surface", min: 4.5, use: "field error text" },
  { fg: "danger", bg: "surface", min: 4.5, use: "field error text (danger)" },
  { fg: "dangerText", bg: "dangerSoft", min: 4.5, use: "danger badge, destructive toast" },
  { fg: "successText", bg: "successSoft", min: 4.5, use: "success badge" },
  { fg: "infoText", bg: "infoSoft", min: 4.5, use: "info badge" },
  { fg: "neutralText", bg: "neutralSoft", min: 4.5, use: "neutral badge" },
  { fg: "warningText", bg: "warningSoft", min: 4.5, use: "warning badge" },
  { fg: "link", bg: "surface", min: 4.5, use: "links" },
  { fg: "link", bg: "page", min: 4.5, use: "links on page" },
  { fg: "borderStrong", bg: "surface", min: 3, use: "input and checkbox outlines" },
  { fg: "focus", bg: "surface", min: 3, use: "focus ring" },
  { fg: "focus", bg: "page", min: 3, use: "focus ring on page" },
  { fg: "brand", bg: "surface", min: 3, use: "checked switch/checkbox" },
];

/** WCAG 2.x relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => {
    const c = parseInt(h as string, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const fontFamily = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  mono: 'ui-monospace, SFMono-Regular, "Roboto Mono", Menlo, Consolas, "Liberation Mono", monospace',
} as const;
