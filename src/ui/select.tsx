import { useCallback, useContext, useMemo, useRef, useState, type ReactNode, type Ref } from "react";
import { flushSync } from "react-dom";
import {
  Button as RACButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  Text,
  type Key,
  type SelectProps as RACSelectProps,
} from "react-aria-components";
import { Badge, type BadgeTone } from "./badge";
import { cx } from "./cx";
import { FieldHelp, fieldRootProps, type ErrorMessage } from "./field-help";
import { FieldLabel } from "./field-label";
import { ChosenValueOnOneLine, type WholeValueTriggerProps } from "./field-parts";
import { drawnText } from "./drawn-text.css";
import * as styles from "./select.css";
import { CheckIcon, ChevronIcon } from "./solid-icons";

export interface SelectOption {
  id: Key;
  label: string;
  /** A second line, e.g. the remaining quota. */
  description?: string;
  /** Short tag next to the label, e.g. 'Libur'; it is part of the option's accessible name. */
  badge?: string;
  badgeTone?: BadgeTone;
  isDisabled?: boolean;
}

export interface SelectProps extends Omit<
  RACSelectProps<SelectOption, "single">,
  "className" | "style" | "children" | "items" | "selectionMode" | "selectedKey" | "defaultSelectedKey" | "onSelectionChange"
> {
  label: ReactNode;
  options: readonly SelectOption[];
  description?: ReactNode;
  errorMessage?: ErrorMessage;
  /** Shown in the popover when there are no options. */
  emptyText?: string;
  className?: string;
  triggerRef?: Ref<HTMLButtonElement>;
  /**
   * The list is given to react-aria only once someone reaches for the select (focus, a pointer pressed or a key on its
   * trigger), and until then only the chosen option: react-aria builds a select's whole collection on every render of
   * its list whatever the popover's state (a hidden tree, then a synchronous render inside the commit), which was the
   * longest task of a page's start on a slow phone (docs/performance.md, issue 38). Reaching renders
   * the list at once, before react-aria handles that event (a pointer or key: its listener runs first, on the trigger,
   * and React renders before the next listener), so the list opens whole and type-ahead finds its options.
   * Until then, with nothing chosen, the popover and its list are not rendered at all: a hydrated list's collection
   * renders a second time right after the hydration, synchronously (react-aria's `CollectionRoot` reads `useIsSSR`, a
   * `useSyncExternalStore` whose server snapshot differs from the browser's, and React renders such a store again in
   * the hydration's effects task), which made React walk the page's whole tree once more (docs/performance.md, issue 38).
   */
  listWhenReached?: boolean;
  /**
   * In a filter bar (`ChosenValueOnOneLine`), the field is as wide as the bar's widest cell from its first paint,
   * whatever its options, where the row has that room: for options that come from the server (the markets), whose
   * arrival widened the field once and moved 'Cari' and 'Reset' sideways (UX pass s33). The width a field takes in
   * a bar is capped there (admin-filter-bar.css.ts `widestCell`), so a reserve that wide is the width it has once any
   * options arrive; nothing narrower is known before they do.
   */
  reservesWidestCell?: boolean;
}

/**
 * Before the list opens: when the screen has less than half its height free on either side of the trigger (a field
 * in the middle of a phone's screen, text at 200 %), the trigger is scrolled to the screen's top, so the list below it
 * takes the rest of the screen and shows several options, not one (react-aria sizes the popover to the visual
 * viewport's room on the side it picks; at 200 % a market with its address is a third of a 640 px screen). The label
 * goes above the screen's edge while the list is open: the list is named by it, and the trigger shows the choice.
 * Instant: the popover is placed right after. Its scroll margin is react-aria's container padding (12 px). A touch
 * opens the list when the finger lifts, a key at once; a mouse (a desktop's room) does not scroll.
 */
function roomForTheList(field: HTMLElement | null | undefined) {
  if (!field) return;
  const screen = window.visualViewport?.height ?? window.innerHeight;
  const box = field.getBoundingClientRect();
  if (Math.max(box.top, screen - box.bottom) < screen / 2) field.scrollIntoView({ block: "start", behavior: "instant" });
}

/** Sets `ref` (a callback or an object) to `element`. */
function setRef<T>(ref: Ref<T> | undefined, element: T | null) {
  if (typeof ref === "function") ref(element);
  else if (ref) ref.current = element;
}

const NOTHING_LISTED: never[] = [];

/**
 * A labelled dropdown (RAC Select): button trigger, popover list, keyboard and type-ahead.
 * Controlled with `value`/`onChange` (a Key or null) or uncontrolled with `defaultValue`.
 * Disabled options stay visible (with their badge, e.g. 'Libur') but cannot be chosen.
 */
export function Select({
  label,
  options,
  description,
  errorMessage,
  emptyText,
  placeholder,
  triggerRef,
  onOpenChange,
  listWhenReached = false,
  reservesWidestCell = false,
  ...rest
}: SelectProps) {
  const trigger = useRef<HTMLButtonElement | null>(null);
  const oneLine = useContext(ChosenValueOnOneLine);
  const [reached, setReached] = useState(!listWhenReached);
  const reachedNow = useRef(reached);
  const chosenKey = rest.value ?? rest.defaultValue ?? null;
  const chosen = reached ? undefined : options.find((option) => option.id === chosenKey);
  const listed = useMemo(() => (reached ? options : chosen ? [chosen] : NOTHING_LISTED), [reached, options, chosen]);
  // the trigger shows the chosen option from the collection, so a list with it is rendered before any reach
  const hasList = reached || listed.length > 0;
  // how the list was last opened: a mouse opens it on its press's start, and the release then lands on whatever the
  // scroll put under the pointer (an option, chosen by the release), so a mouse's open does not scroll
  const openedBy = useRef("keyboard");
  // a ref callback with a cleanup (React 19; react-aria's refs pass it on): the listeners go with the element
  const keepTrigger = useCallback(
    (element: HTMLButtonElement | null) => {
      trigger.current = element;
      setRef(triggerRef, element);
      if (!element) return;
      // listWhenReached: rendered at once, before react-aria's handler (which refuses to open a select whose list is
      // empty), whether the browser or a script dispatched the event; a focus may come inside React's commit
      // (autoFocus, a dialog's focus scope), where flushSync does not render: its update is rendered before the next
      // input event anyway
      const markReached = (now: boolean) => {
        if (reachedNow.current) return;
        reachedNow.current = true;
        if (now) flushSync(() => setReached(true));
        else setReached(true);
      };
      const reach = () => markReached(true);
      const focused = () => markReached(false);
      const pointer = (event: PointerEvent) => {
        openedBy.current = event.pointerType;
        reach();
      };
      const key = () => {
        openedBy.current = "keyboard";
        reach();
      };
      // focus first (a tab, a label's tap), a screen reader's click without a pointer
      element.addEventListener("pointerdown", pointer, { capture: true });
      element.addEventListener("keydown", key, { capture: true });
      element.addEventListener("focus", focused, { capture: true });
      element.addEventListener("click", reach, { capture: true });
      return () => {
        element.removeEventListener("pointerdown", pointer, { capture: true });
        element.removeEventListener("keydown", key, { capture: true });
        element.removeEventListener("focus", focused, { capture: true });
        element.removeEventListener("click", reach, { capture: true });
        trigger.current = null;
        setRef(triggerRef, null);
      };
    },
    [triggerRef],
  );
  const openChanged = useCallback(
    (isOpen: boolean) => {
      if (isOpen && openedBy.current !== "mouse") roomForTheList(trigger.current);
      onOpenChange?.(isOpen);
    },
    [onOpenChange],
  );
  const triggerButton = (tooltipProps?: WholeValueTriggerProps) => (
    <RACButton ref={keepTrigger} className={cx(styles.trigger, oneLine && styles.sizedToOptions)} {...tooltipProps}>
      <SelectValue<SelectOption> className={cx(styles.value, oneLine && styles.valueOnOneLine)}>
        {({ isPlaceholder, selectedItems, selectedText }) =>
          isPlaceholder ? (placeholder ?? selectedText) : (selectedItems[0]?.label ?? selectedText)
        }
      </SelectValue>
      {oneLine ? (
        // the trigger's width: its widest option, whatever is chosen (select.css.ts `sizedToOptions`)
        <span className={styles.widestOption} aria-hidden="true">
          {reservesWidestCell ? <span className={styles.widestCellReserve} /> : null}
          {placeholder ? <span className={drawnText} data-text={placeholder} /> : null}
          {options.map((option) => (
            <span key={option.id} className={drawnText} data-text={option.label} />
          ))}
        </span>
      ) : null}
      <ChevronIcon className={styles.chevron} />
    </RACButton>
  );
  return (
    <RACSelect<SelectOption, "single">
      {...rest}
      onOpenChange={openChanged}
      placeholder={placeholder}
      {...fieldRootProps(rest, errorMessage)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      {oneLine ? <oneLine.WholeValue triggerRef={trigger}>{triggerButton}</oneLine.WholeValue> : triggerButton()}
      <FieldHelp description={description} errorMessage={errorMessage} />
      {hasList ? (
        <Popover className={styles.popover} offset={4}>
          <ListBox<SelectOption>
            className={styles.listBox}
            items={listed}
            renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}
          >
            {(option) => (
              <ListBoxItem
                id={option.id}
                textValue={option.badge ? `${option.label} ${option.badge}` : option.label}
                isDisabled={option.isDisabled}
                className={styles.option}
              >
                {({ isSelected }) => (
                  <>
                    <Text slot="label" className={styles.optionLabel}>
                      <span>{option.label}</span>
                      {option.badge ? <Badge tone={option.badgeTone ?? "neutral"}>{option.badge}</Badge> : null}
                    </Text>
                    {isSelected ? <CheckIcon className={styles.check} /> : <span />}
                    {option.description ? (
                      <Text slot="description" className={styles.optionDescription}>
                        {option.description}
                      </Text>
                    ) : null}
                  </>
                )}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      ) : null}
    </RACSelect>
  );
}
