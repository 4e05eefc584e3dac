import { styleVariants } from "@vanilla-extract/css";
import * as button from "./button.css";
import { vars } from "./theme.css";

const hover = {
  primary: vars.color.brandHover,
  secondary: vars.color.brandSoft,
  destructive: vars.color.dangerHover,
  ghost: vars.color.surfaceHover,
} as const;

/**
 * Button looks for native `<a>` and `<button>` elements: the same classes as `Button`, with the states read from the
 * element itself (`:hover`, `:active`, `:disabled`) instead of react-aria's data attributes. For pages that should
 * not load react-aria just to draw a link or a button (the landing page).
 */
export const plainVariant = styleVariants(hover, (background, name) => [
  button.base,
  button.variant[name],
  {
    selectors: {
      "&:active": { backgroundColor: background },
      "&:disabled, &[aria-disabled='true']": {
        cursor: "not-allowed",
        backgroundColor: name === "ghost" ? "transparent" : vars.color.surfaceMuted,
        borderColor: name === "ghost" ? "transparent" : vars.color.surfaceMuted,
        color: vars.color.textDisabled,
      },
    },
    // not over a disabled one: a button waiting (aria-disabled, which keeps its focus) keeps its disabled look
    "@media": {
      "(hover: hover)": { selectors: { "&:hover:not(:disabled, [aria-disabled='true'])": { backgroundColor: background } } },
    },
  },
]);

export const plainSize = button.size;
export const plainFullWidth = button.fullWidth;
export const plainLabel = button.label;
