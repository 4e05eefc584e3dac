import type { ReactNode } from "react";
import { visuallyHidden } from "./visually-hidden.css";

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** Element to render; `span` by default. */
  as?: "span" | "div" | "h1" | "h2" | "h3" | "p";
  id?: string;
}

/** Content for screen readers only. */
export function VisuallyHidden({ children, as: Tag = "span", id }: VisuallyHiddenProps) {
  return (
    <Tag className={visuallyHidden} id={id}>
      {children}
    </Tag>
  );
}
