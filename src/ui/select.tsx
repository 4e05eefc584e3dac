import type { ReactNode, Ref } from "react";
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
import { FieldHelp, fieldRootProps } from "./field-help";
import { FieldLabel } from "./field-label";
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
  errorMessage?: string;
  /** Shown in the popover when there are no options. */
  emptyText?: string;
  className?: string;
  triggerRef?: Ref<HTMLButtonElement>;
}

/**
 * A labelled dropdown (RAC Select): button trigger, popover list, keyboard and type-ahead.
 * Controlled with `value`/`onChange` (a Key or null) or uncontrolled with `defaultValue`.
 * Disabled options stay visible (with their badge, e.g. 'Libur') but cannot be chosen.
 */
export function Select({ label, options, description, errorMessage, emptyText, placeholder, triggerRef, ...rest }: SelectProps) {
  return (
    <RACSelect<SelectOption, "single"> {...rest} placeholder={placeholder} {...fieldRootProps(rest, errorMessage)}>
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <RACButton ref={triggerRef} className={styles.trigger}>
        <SelectValue<SelectOption> className={styles.value}>
          {({ isPlaceholder, selectedItems, selectedText }) =>
            isPlaceholder ? (placeholder ?? selectedText) : (selectedItems[0]?.label ?? selectedText)
          }
        </SelectValue>
        <ChevronIcon className={styles.chevron} />
      </RACButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover} offset={4}>
        <ListBox<SelectOption>
          className={styles.listBox}
          items={options}
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
    </RACSelect>
  );
}
