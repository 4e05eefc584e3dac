import { createContext, useContext } from "react";

export type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" };

/** Raise a toast from anywhere; the app provides it from the toast machine (at most one visible, SPEC §4). */
export type ToastApi = { show(toast: ToastInput): void };

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error("useToast needs the app's ToastProvider");
  return toasts;
}
