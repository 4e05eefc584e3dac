import { useCallback, useState, type ReactNode } from "react";
import { Tooltip, TooltipTrigger } from "react-aria-components";
import * as styles from "./select.css";

/**
 * A chosen value cut to one line with '…' shows whole in a tooltip above its trigger, on keyboard focus as on a hover
 * (a `title` showed it to a mouse only: UX pass s32, item 3); a value shown whole has none. The trigger's name is the
 * whole text either way. Its open state is its own: react-aria renders a Select's children a second time, hidden in
 * a `<template>`, to build its list, and a Tooltip there opened by a shared state was portalled out of it, a second
 * copy in the page.
 */
export function WholeValueTooltip({ valueOf, children }: { valueOf: () => Element | null | undefined; children: ReactNode }) {
  const [wholeText, setWholeText] = useState<string | null>(null);
  const showWhole = useCallback(
    (show: boolean) => {
      const value = valueOf();
      setWholeText(show && value && value.scrollWidth > value.clientWidth ? value.textContent : null);
    },
    [valueOf],
  );
  // a key or a press on the trigger (opening the list) closes it: react-aria's TooltipTrigger
  return (
    <TooltipTrigger isOpen={wholeText !== null} onOpenChange={showWhole}>
      {children}
      <Tooltip className={styles.wholeValue} offset={6}>
        {wholeText}
      </Tooltip>
    </TooltipTrigger>
  );
}

/**
 * What a staff filter bar gives its selects (field-parts.ts `ChosenValueOnOneLine`): the tooltip of a value cut to one
 * line. Here and not in select.tsx, so the citizen's select, whose values wrap, loads no tooltip (issue 38's files).
 */
export const CHOSEN_VALUE_ON_ONE_LINE = { WholeValue: WholeValueTooltip };
