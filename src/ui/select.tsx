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
   * longest task of a page's start on a slow phone (docs/performance-log.md, issue 38). Reaching renders
   * the list at once, before react-aria handles that event (a pointer or key: its listener runs first, on the trigger,
   * and React renders before the next listener), so the list opens whole and type-ahead finds its options.
   * Until then, with nothing chosen, the popover and its list are not rendered at all: a hydrated list's collection
   * renders a second time right after the hydration, synchronously (react-aria's `CollectionRoot` reads `useIsSSR`, a
   * `useSyncExternalStore` whose server snapshot differs from the browser's, and React renders such a store again in
   * the hydration's effects task), which made React walk the page's whole tree once more (docs/performance-log.md,
   * issue 38).
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

/** How many options a list shows at once, at the least, where the screen can hold them (docs/product.md §2.13). */
const OPTIONS_IN_VIEW = 3;
/** react-aria's room between a popover and the screen's edges (Popover `containerPadding`, its default). */
const SCREEN_MARGIN = 12;
/** Between the list and its field (Popover `offset`). */
const LIST_OFFSET = 4;

/**
 * Where react-aria places the list (its Popover's `getTargetRect`, called each time it places it, with the list laid out
 * at the screen's height): beside its field, on the side with more room, where that side shows three options whole, or
 * the whole list when shorter: react-aria's own placement, as on a desktop. Where neither side does (a field in the
 * middle of a phone's screen, text at 200 %: a market with its address is a third of a 640 px screen, and the side
 * with more room showed one), the list is placed from the screen's top edge and takes the screen's height, over its
 * field, as a phone's own select lists its options: nothing scrolls, and the field is where it was when the list
 * closes. (Scrolling the field to the screen's top first left the list the screen less the field, two markets; and a
 * mouse, which opens the list on its press, could not scroll.) `null`: react-aria's own placement.
 */
function listOverTheScreen(trigger: Element, list: HTMLElement | null): DOMRect | null {
  if (!list) return null;
  const field = trigger.getBoundingClientRect();
  const screenTop = window.visualViewport?.offsetTop ?? 0;
  const screenHeight = window.visualViewport?.height ?? window.innerHeight;
  const options = list.querySelectorAll('[role="option"]');
  const lastInView = options[Math.min(OPTIONS_IN_VIEW, options.length) - 1];
  // from the list's top edge to the third option's bottom, whatever the list's scroll, and the list's bottom edge
  const listBox = list.querySelector('[role="listbox"]');
  const bottomEdge = (listBox ? parseFloat(getComputedStyle(listBox).paddingBottom) : 0) + list.clientTop;
  const wanted = lastInView
    ? lastInView.getBoundingClientRect().bottom - list.getBoundingClientRect().top + list.scrollTop + bottomEdge
    : list.offsetHeight;
  const room = Math.max(field.top - screenTop, screenTop + screenHeight - field.bottom) - SCREEN_MARGIN - LIST_OFFSET;
  if (wanted <= room) return null;
  return new DOMRect(field.left, screenTop + SCREEN_MARGIN - LIST_OFFSET, field.width, 0);
}

/** The list lets the pointer through (`Select`'s `pressHeld`). */
const PASSES_POINTER = { pointerEvents: "none" } as const;

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
  onChange,
  listWhenReached = false,
  reservesWidestCell = false,
  ...rest
}: SelectProps) {
  const trigger = useRef<HTMLButtonElement | null>(null);
  const field = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLElement>(null);
  const oneLine = useContext(ChosenValueOnOneLine);
  const [reached, setReached] = useState(!listWhenReached);
  const reachedNow = useRef(reached);
  const chosenKey = rest.value ?? rest.defaultValue ?? null;
  const chosen = reached ? undefined : options.find((option) => option.id === chosenKey);
  const listed = useMemo(() => (reached ? options : chosen ? [chosen] : NOTHING_LISTED), [reached, options, chosen]);
  // the trigger shows the chosen option from the collection, so a list with it is rendered before any reach
  const hasList = reached || listed.length > 0;
  // The list over its field (`listOverTheScreen`) lies under a mouse or a pen that opened it: react-aria opens a select
  // on their press (a touch's opens on its release), and the release then chose the option under the pointer. Until
  // that release the list lets the pointer through (to the page under it: no option is chosen), and the next click
  // chooses.
  const [overField, setOverField] = useState(false);
  const [pressHeld, setPressHeld] = useState(false);
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
      const released = () => {
        setPressHeld(false);
        window.removeEventListener("pointerup", released, { capture: true });
        window.removeEventListener("pointercancel", released, { capture: true });
      };
      const pointer = (event: PointerEvent) => {
        if (event.pointerType !== "touch") {
          setPressHeld(true);
          // on the window, before the release reaches its target (already found, under the list)
          window.addEventListener("pointerup", released, { capture: true });
          window.addEventListener("pointercancel", released, { capture: true });
        }
        reach();
      };
      // focus first (a tab, a label's tap), a screen reader's click without a pointer
      element.addEventListener("pointerdown", pointer, { capture: true });
      element.addEventListener("keydown", reach, { capture: true });
      element.addEventListener("focus", focused, { capture: true });
      element.addEventListener("click", reach, { capture: true });
      return () => {
        element.removeEventListener("pointerdown", pointer, { capture: true });
        element.removeEventListener("keydown", reach, { capture: true });
        element.removeEventListener("focus", focused, { capture: true });
        element.removeEventListener("click", reach, { capture: true });
        released();
        trigger.current = null;
        setRef(triggerRef, null);
      };
    },
    [triggerRef],
  );
  const placeList = useCallback((target: Element) => {
    const over = listOverTheScreen(target, list.current);
    setOverField(over !== null);
    return over;
  }, []);
  // A chosen value longer than the last one makes the field taller (a market on three lines at 320 px with 200 %
  // text), and react-aria gives the focus back to the trigger without scrolling: chosen by keys on a field at the
  // screen's bottom, the value ran off it (UX pass, session 39). Once the choice is drawn (the next frame), a field that
  // runs off the screen is scrolled into view, the least that shows it whole (label, value, help); one on the screen
  // does not move (docs/product.md §2.13).
  const changed = useCallback(
    (key: Key | null) => {
      onChange?.(key);
      requestAnimationFrame(() => {
        const box = field.current?.getBoundingClientRect();
        const screen = window.visualViewport ?? { offsetTop: 0, height: window.innerHeight };
        if (box && (box.top < screen.offsetTop || box.bottom > screen.offsetTop + screen.height))
          field.current?.scrollIntoView({ block: "nearest", behavior: "instant" });
      });
    },
    [onChange],
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
      ref={field}
      onChange={changed}
      placeholder={placeholder}
      {...fieldRootProps({ ...rest, className: cx(styles.field, rest.className) }, errorMessage)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      {oneLine ? <oneLine.WholeValue triggerRef={trigger}>{triggerButton}</oneLine.WholeValue> : triggerButton()}
      <FieldHelp description={description} errorMessage={errorMessage} />
      {hasList ? (
        <Popover
          ref={list}
          className={styles.popover}
          offset={LIST_OFFSET}
          containerPadding={SCREEN_MARGIN}
          getTargetRect={placeList}
          style={overField && pressHeld ? PASSES_POINTER : undefined}
        >
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
