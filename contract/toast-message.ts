/** What a screen or a machine asks the toast region to show (docs/product.md §3 "Toast message", minus id and open). */
export type ToastVariant = "default" | "destructive";
export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * The page shows the same message in full beside the toast (the registration form's failure line): on a phone the
   * toast keeps to its title and the message's first lines, so it does not hide the page's own message.
   */
  shownOnPage?: boolean;
};
