import * as styles from "./start-failure-notice.css";

/** The words when the app's files did not arrive: plain Indonesian, one idea a sentence, what to do next. */
export const startFailureTexts = {
  title: "Halaman belum termuat sepenuhnya.",
  text: "Periksa koneksi internet Anda, lalu muat ulang halaman.",
  reload: "Muat ulang",
} as const;

/**
 * What a citizen sees when the app could not start (src/main.tsx): React DOM's file or another one failed to load (a
 * deploy replaced it mid-visit, a dropped connection). Without it a rendered page kept its `data-hydrating` mark for
 * good, so its form looked ready while its button ignored taps (ADR 810), and app.html stayed blank. Plain DOM, as no
 * React is there to render it; styled as the offline notice and a primary button (its own rules in the one
 * stylesheet, no inline style: ADR 801). An alert, so a reader hears it; focus stays where the person is. Before
 * `#root`, not in it: a rendered page's buttons ignore taps while it is marked (scripts/prerender.ts), and this one
 * must not.
 */
export function showStartFailure(root: HTMLElement | null) {
  const notice = document.createElement("div");
  notice.setAttribute("role", "alert");
  notice.className = styles.notice;
  const title = document.createElement("p");
  title.className = styles.title;
  title.textContent = startFailureTexts.title;
  const text = document.createElement("p");
  text.className = styles.text;
  text.textContent = startFailureTexts.text;
  const reload = document.createElement("button");
  reload.type = "button";
  reload.className = styles.reload;
  reload.textContent = startFailureTexts.reload;
  reload.addEventListener("click", () => window.location.reload());
  notice.append(title, text, reload);
  if (root) root.before(notice);
  else document.body.prepend(notice);
}
