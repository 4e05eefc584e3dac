/** What a screen or a machine asks the toast region to show (docs/product.md §3 "Toast message", minus id and open). */
export type ToastVariant = "default" | "destructive";
export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * The page shows the same message in full beside the toast (the registration form's failure line, the status
   * check's failure box): on a phone the toast keeps to two lines, its title and the message's first whole sentences
   * that fit there (or its title alone), so it does not hide the page's own message.
   */
  shownOnPage?: boolean;
};
