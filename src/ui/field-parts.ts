import { createContext, type ComponentType, type ReactNode, type RefObject } from "react";
import type { ButtonProps } from "react-aria-components";

/**
 * True inside a page rendered at build time (`CitizenLocale` provides it: src/ui/citizen-locale.tsx): its fields keep
 * the parts they do not show, empty and hidden (`FieldHelp`, src/ui/field-help.tsx). The build's render and the
 * browser's hydration read the same value, so a field hydrates in one render (a snapshot that differed between the
 * two, as `useSyncExternalStore` gave, made React render every field a second time after the hydration: ADR 802,
 * patches/README.md). A module of its own: the landing page sets its locale without loading the fields.
 */
export const KeepsEmptyFieldParts = createContext(false);

/**
 * Given inside a staff filter bar (`AdminFilterBar`, whose cells take the width their fields need): a Select's chosen
 * value keeps to one line and ends in '…' when the row is full, its whole text still the trigger's name and, on
 * keyboard focus or a hover, in the tooltip `WholeValue` (whole-value-tooltip.tsx), so the bar keeps one row of
 * controls of one height (docs/product.md §2.13; a market's name wrapped to three lines at 1280 px and every control
 * grew to 88 px, UX check s31). Elsewhere (null) a chosen value wraps (a citizen's market at 320 px with 200 % text,
 * issue 35).
 */
/** What a trigger takes from its whole value's tooltip: when to show and hide it. */
export type WholeValueTriggerProps = Pick<
  ButtonProps,
  "onFocus" | "onBlur" | "onHoverStart" | "onHoverEnd" | "onPressStart" | "onKeyDown"
>;

export const ChosenValueOnOneLine = createContext<{
  /** Renders the trigger (`children`) with the props that show and hide the tooltip, and the tooltip under it. */
  WholeValue: ComponentType<{
    triggerRef: RefObject<HTMLElement | null>;
    children: (triggerProps: WholeValueTriggerProps) => ReactNode;
  }>;
} | null>(null);
