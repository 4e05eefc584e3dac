/** What a screen or a machine asks the toast region to show (docs/product.md §3 "Toast message", minus id and open). */
export type ToastVariant = "default" | "destructive";
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
