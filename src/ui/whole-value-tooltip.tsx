import { useMemo, useState, type ReactNode, type RefObject } from "react";
import { Tooltip, TooltipTriggerStateContext, type TooltipTriggerState } from "react-aria-components";
import type { WholeValueTriggerProps } from "./field-parts";
import * as styles from "./select.css";

/** How long a mouse rests on a trigger before its tooltip shows: react-aria's TooltipTrigger's default. */
const HOVER_DELAY_MS = 1500;

/** The timer of a mouse resting on a trigger, by its trigger: a hover's end or a press stops it. */
const restingMouse = new WeakMap<Element, number>();

/**
 * A chosen value cut to one line with '…' shows whole in a tooltip under its trigger, on keyboard focus as on a hover
 * (a `title` showed it to a mouse only: UX pass s32, item 3); a value shown whole has none. Under it, at the trigger's
 * start: above, react-aria's default, it covered the field's label, and in a bar whose buttons are on the controls'
 * line (or a row under the fields) the row under the trigger is free (UX pass s33). It is for the eyes alone: the
 * trigger's name is already the whole text, so the trigger is not described by it (react-aria's TooltipTrigger
 * describes its trigger by its tooltip, and a screen reader said the market twice); its own show and hide follow
 * TooltipTrigger's: a keyboard's focus or a mouse resting on it shows it, a blur, the mouse leaving, a press or a key
 * hides it. Its open state is its own: react-aria renders a Select's children a second time, hidden in a `<template>`,
 * to build its list, and a Tooltip there opened by a shared state was portalled out of it, a second copy in the page.
 */
export function WholeValueTooltip({
  triggerRef,
  children,
}: {
  triggerRef: RefObject<HTMLElement | null>;
  children: (triggerProps: WholeValueTriggerProps) => ReactNode;
}) {
  const [wholeText, setWholeText] = useState<string | null>(null);
  const triggerProps = useMemo((): WholeValueTriggerProps => {
    const show = (trigger: Element) => {
      const value = trigger.firstElementChild;
      setWholeText(value && value.scrollWidth > value.clientWidth ? value.textContent : null);
    };
    const hide = (trigger: Element) => {
      window.clearTimeout(restingMouse.get(trigger));
      setWholeText(null);
    };
    return {
      onFocus: (event) => {
        if (event.target.matches(":focus-visible")) show(event.target);
      },
      onBlur: (event) => hide(event.target),
      onHoverStart: (event) => {
        const trigger = event.target;
        if (event.pointerType === "mouse")
          restingMouse.set(
            trigger,
            window.setTimeout(() => show(trigger), HOVER_DELAY_MS),
          );
      },
      onHoverEnd: (event) => hide(event.target),
      // opening the list, or Escape
      onPressStart: (event) => hide(event.target),
      onKeyDown: (event) => {
        hide(event.currentTarget);
        event.continuePropagation();
      },
    };
  }, []);
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
  return (
    <>
      {children(triggerProps)}
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
    </>
  );
}

/**
 * What a staff filter bar gives its selects (field-parts.ts `ChosenValueOnOneLine`): the tooltip of a value cut to one
 * line. Here and not in select.tsx, so the citizen's select, whose values wrap, loads no tooltip (issue 38's files).
 */
export const CHOSEN_VALUE_ON_ONE_LINE = { WholeValue: WholeValueTooltip };
