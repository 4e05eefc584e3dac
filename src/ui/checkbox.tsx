import { useId, type ReactNode, type Ref } from "react";
import { Checkbox as RACCheckbox, type CheckboxProps as RACCheckboxProps } from "react-aria-components";
import * as styles from "./checkbox.css";
import { cx } from "./cx";

export interface CheckboxProps extends Omit<RACCheckboxProps, "className" | "style" | "children"> {
  children: ReactNode;
  /** A second, muted line under the label. */
  description?: ReactNode;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A checkbox with a visible label. Alone it uses `isSelected`; inside a CheckboxGroup, `value`. */
export function Checkbox({ children, description, className, inputRef, ...rest }: CheckboxProps) {
  const descriptionId = useId();
  return (
    <RACCheckbox
      {...rest}
      aria-describedby={
        [rest["aria-describedby"], description ? descriptionId : undefined].filter(Boolean).join(" ") || undefined
      }
      inputRef={inputRef ?? undefined}
      className={cx(styles.checkbox, className)}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <svg className={styles.mark} viewBox="0 0 16 16" focusable="false">
                <path d="M3 8h10" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            ) : isSelected ? (
              <svg className={styles.mark} viewBox="0 0 16 16" fill="none" focusable="false">
                <path
                  d="M3 8.5l3.2 3L13 4.5"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            ) : null}
          </span>
          <span className={styles.text}>
            <span>{children}</span>
            {/* the second line describes the box, it does not name it: hidden from the label's name, read as its
                description (a hidden element that aria-describedby points at still counts) */}
            {description ? (
              <span id={descriptionId} className={styles.description} aria-hidden="true">
                {description}
              </span>
            ) : null}
          </span>
        </>
      )}
    </RACCheckbox>
  );
}
