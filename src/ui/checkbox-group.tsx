import type { ReactNode } from "react";
import { CheckboxGroup as RACCheckboxGroup, type CheckboxGroupProps as RACCheckboxGroupProps } from "react-aria-components";
import { Checkbox } from "./checkbox";
import * as styles from "./checkbox.css";
import { FieldHelp, fieldRootProps } from "./field-help";
import { FieldLabel } from "./field-label";

export interface CheckboxOption {
  /** The value put in the group's `value` array (ids as strings, e.g. `String(role.id)`). */
  value: string;
  label: ReactNode;
  description?: ReactNode;
  isDisabled?: boolean;
}

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, "className" | "style" | "children"> {
  label: ReactNode;
  options: readonly CheckboxOption[];
  description?: ReactNode;
  errorMessage?: string;
  /** Shown instead of the list when there are no options. */
  emptyText?: ReactNode;
  className?: string;
}

/**
 * A labelled group of checkboxes (roles, permissions). `value` is the array of checked
 * option values; options flow into columns on wide screens and one column on phones.
 */
export function CheckboxGroup({ label, options, description, errorMessage, emptyText, ...rest }: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup {...rest} {...fieldRootProps(rest, errorMessage, styles.group)}>
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      {options.length === 0 && emptyText ? <p className={styles.description}>{emptyText}</p> : null}
      <div className={styles.options}>
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} isDisabled={option.isDisabled} description={option.description}>
            {option.label}
          </Checkbox>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACCheckboxGroup>
  );
}
