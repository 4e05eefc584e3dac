/**
 * Shows a page's own failure message (styled `clearOfToast`) above the toast that says it too, its room being the
 * message's bottom scroll margin. The browser's own scroll (on focus, or `block: "nearest"`) shows a message taller
 * than that space from its top, which left the registration form's link under the toast for its 5 s at 320 px with
 * 200 % text (UX pass); so one that ends in a link (its way on) shows its end. One taller than the space with no link
 * (a server error, no connection) shows from its start ('Pendaftaran gagal.', 'Status antrean belum dapat
 * diperiksa.') and is read down: its end alone said what to do without what happened (UX pass, session 31). Nothing
 * moves when it is on the screen above the toast already.
 */
export function showClearOfToast(message: HTMLElement) {
  const room = innerHeight - (parseFloat(getComputedStyle(message).scrollMarginBlockEnd) || 0);
  const { top, bottom, height } = message.getBoundingClientRect();
  if (top >= 0 && bottom <= room) return;
  message.scrollIntoView({ block: height > room && !message.querySelector("a") ? "start" : "end" });
}
