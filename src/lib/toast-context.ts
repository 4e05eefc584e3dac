import { createContext, useContext } from "react";
import type { ToastInput } from "../../contract/toast-message";

/**
 * Raise a toast from anywhere; the app provides it from the toast machine (at most one visible, docs/product.md §4).
 * `show` answers the toast's id when the provider knows it, so a page can `dismiss` its own toast when it closes.
 */
export type ToastApi = { show(toast: ToastInput): string | void; dismiss?(id: string): void };

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error("useToast needs the app's ToastProvider");
  return toasts;
}
