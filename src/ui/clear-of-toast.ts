/**
 * Shows a page's own failure message (styled `clearOfToast`) above the toast that says it too, its room being the
 * message's bottom scroll margin. The browser's own scroll (on focus, or `block: "nearest"`) shows a message taller
 * than that space from its top, which left its way on under the toast for its 5 s: the registration form's link (320 px
 * with 200 % text, UX pass), and the status check's 'Coba lagi', covered by up to 128 px at 320 × 568 (UX pass, session
 * 33). So one with a way on (a link or a button) shows its end, where a tap reaches it at once, and its start is a
 * scroll up; it is read out whole when it appears (role="alert"). One taller than the space with no way on (the form's
 * line after a server error, whose 'Daftar' is below it) shows from its start ('Pendaftaran gagal.' or 'Hasil pendaftaran belum diketahui.') and is read down:
 * its end alone said what to do without what happened (UX pass, session 31). Nothing moves when it is on the screen
 * above the toast already.
 */
export function showClearOfToast(message: HTMLElement) {
  const room = innerHeight - (parseFloat(getComputedStyle(message).scrollMarginBlockEnd) || 0);
  const { top, bottom, height } = message.getBoundingClientRect();
  if (top >= 0 && bottom <= room) return;
  message.scrollIntoView({ block: height > room && !message.querySelector("a, button") ? "start" : "end" });
}
