import type { ReactNode, Ref } from "react";
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from "react-aria-components";
import { cx } from "./cx";
import * as styles from "./switch.css";
import { VisuallyHidden } from "./visually-hidden";

export interface SwitchProps extends Omit<RACSwitchProps, "className" | "style" | "children"> {
  /** The label; always the accessible name. */
  children: ReactNode;
  /** Keep the label for screen readers only (e.g. an 'Aktif' switch in a table row). */
  isLabelHidden?: boolean;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * An on/off switch (RAC Switch, role "switch"). Controlled with `isSelected`/`onChange`.
 * For the archive/activate flow keep it controlled and flip it only after confirmation.
 */
export function Switch({ children, isLabelHidden, className, inputRef, ...rest }: SwitchProps) {
  return (
    <RACSwitch {...rest} inputRef={inputRef ?? undefined} className={cx(styles.root, className)}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {isLabelHidden ? <VisuallyHidden>{children}</VisuallyHidden> : <span>{children}</span>}
    </RACSwitch>
  );
}
