import { useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { useHover } from "react-aria";
import { Tooltip, TooltipTriggerStateContext, type TooltipTriggerState } from "react-aria-components";
import type { WholeValueTriggerProps } from "./field-parts";
import * as styles from "./select.css";
import * as tableStyles from "./table.css";

/** How long a mouse rests on a trigger before its tooltip shows: react-aria's TooltipTrigger's default. */
const HOVER_DELAY_MS = 1500;

/** The timer of a mouse resting on a trigger, by its trigger: a hover's end or a press stops it. */
const restingMouse = new WeakMap<Element, number>();

/** When a trigger's tooltip shows and hides, whatever element the trigger is. */
type WholeValueEvents = {
  focused: (trigger: Element) => void;
  hovered: (trigger: Element, pointerType: string) => void;
  /** A blur, the mouse leaving, a press or a key. */
  left: (trigger: Element) => void;
};

/**
 * The tooltip of a value cut short (`cutTextOf` a trigger: its whole text when cut, else null), and the events that
 * show and hide it. Its open state is its own: react-aria renders a Select's children a second time, hidden in a `<template>`,
 * to build its list, and a Tooltip there opened by a shared state was portalled out of it, a second copy in the page.
 */
function useWholeValue(triggerRef: RefObject<HTMLElement | null>, cutTextOf: (trigger: Element) => string | null) {
  const [wholeText, setWholeText] = useState<string | null>(null);
  const events = useMemo((): WholeValueEvents => {
    const show = (trigger: Element) => setWholeText(cutTextOf(trigger));
    const left = (trigger: Element) => {
      window.clearTimeout(restingMouse.get(trigger));
      setWholeText(null);
    };
    return {
      focused: (trigger) => {
        if (trigger.matches(":focus-visible")) show(trigger);
      },
      hovered: (trigger, pointerType) => {
        if (pointerType === "mouse")
          restingMouse.set(
            trigger,
            window.setTimeout(() => show(trigger), HOVER_DELAY_MS),
          );
      },
      left,
    };
  }, [cutTextOf]);
  // react-aria's Tooltip reads its trigger's state from this context (TooltipTrigger's own); a scroll closes it so
  const state = useMemo(
    (): TooltipTriggerState => ({
      isOpen: wholeText !== null,
      shouldSkipAnimation: true,
      open: () => {},
      close: () => setWholeText(null),
    }),
    [wholeText],
  );
  const tooltip = (
    <TooltipTriggerStateContext.Provider value={state}>
      <Tooltip
        triggerRef={triggerRef}
        isOpen={wholeText !== null}
        placement="bottom start"
        offset={4}
        className={styles.wholeValue}
      >
        {wholeText}
      </Tooltip>
    </TooltipTriggerStateContext.Provider>
  );
  return { events, tooltip };
}

/** A Select's trigger holds its chosen value as its first element, on one line ending in '…' when cut. */
const cutChosenValue = (trigger: Element) => {
  const value = trigger.firstElementChild;
  return value && value.scrollWidth > value.clientWidth ? value.textContent : null;
};

/**
 * A chosen value cut to one line with '…' shows whole in a tooltip under its trigger, on keyboard focus as on a hover
 * (a `title` showed it to a mouse only: UX pass s32, item 3); a value shown whole has none. Under it, at the trigger's
 * start: above, react-aria's default, it covered the field's label, and in a bar whose buttons are on the controls'
 * line (or a row under the fields) the row under the trigger is free (UX pass s33). It is for the eyes alone: the
 * trigger's name is already the whole text, so the trigger is not described by it (react-aria's TooltipTrigger
 * describes its trigger by its tooltip, and a screen reader said the market twice); its own show and hide follow
 * TooltipTrigger's: a keyboard's focus or a mouse resting on it shows it, a blur, the mouse leaving, a press or a key
 * hides it.
 */
export function WholeValueTooltip({
  triggerRef,
  children,
}: {
  triggerRef: RefObject<HTMLElement | null>;
  children: (triggerProps: WholeValueTriggerProps) => ReactNode;
}) {
  const { events, tooltip } = useWholeValue(triggerRef, cutChosenValue);
  const triggerProps = useMemo(
    (): WholeValueTriggerProps => ({
      onFocus: (event) => events.focused(event.target),
      onBlur: (event) => events.left(event.target),
      onHoverStart: (event) => events.hovered(event.target, event.pointerType),
      onHoverEnd: (event) => events.left(event.target),
      // opening the list, or Escape
      onPressStart: (event) => events.left(event.target),
      onKeyDown: (event) => {
        events.left(event.currentTarget);
        event.continuePropagation();
      },
    }),
    [events],
  );
  return (
    <>
      {children(triggerProps)}
      {tooltip}
    </>
  );
}

/** Text kept to its lines is cut when it has lines past the last shown. */
const clampedTextOf = (text: Element) => (text.scrollHeight > text.clientHeight ? text.textContent : null);

/**
 * A table cell's text kept to two lines, ending in '…' past them, in the table's layout; a phone's card, as wide as the
 * screen, shows it whole. Cut, it shows whole in the tooltip a chosen value cut to one line has (above), to a resting
 * mouse. It is no Tab stop: a screen reader reads it whole (the lines past the last are hidden from the eyes only), and
 * the keyboard reaches it whole on the ticket's page, the row's link away; a Tab stop in each such row, saying nothing a
 * reader had not, was the stray stop the toasts dropped (review, session 39). A ticket's rejection reason took four
 * lines of its column at 1280 px, and each such row was twice as tall as the others (UX pass, session 39).
 */
export function ClampedText({ children }: { children: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const { events, tooltip } = useWholeValue(ref, clampedTextOf);
  const { hoverProps } = useHover({
    onHoverStart: (event) => events.hovered(event.target, event.pointerType),
    onHoverEnd: (event) => events.left(event.target),
  });
  return (
    <>
      <span ref={ref} className={tableStyles.clampedText} {...hoverProps}>
        {children}
      </span>
      {tooltip}
    </>
  );
}

/**
 * What a staff filter bar gives its selects (field-parts.ts `ChosenValueOnOneLine`): the tooltip of a value cut to one
 * line. Here and not in select.tsx, so the citizen's select, whose values wrap, loads no tooltip (issue 38's files).
 */
export const CHOSEN_VALUE_ON_ONE_LINE = { WholeValue: WholeValueTooltip };
