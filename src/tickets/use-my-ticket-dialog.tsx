import { useCallback, useEffect, useRef, useState } from "react";
import { whenIdle } from "../lib/screen-preload";
import { NO_CONNECTION_TITLE, WHEN_BACK_ONLINE } from "../lib/offline-words";
import { useOnline } from "../lib/use-online";
import { useRetryOnReconnect } from "../lib/use-retry-on-reconnect";
import { LoadFailure } from "../ui/load-failure";
import type * as MyTicketDialogModule from "./my-ticket-dialog";

export type MyTicketDialogLoader = () => Promise<typeof MyTicketDialogModule>;

/** The full-screen ticket's code, and the QR encoder it draws with (a failure of the latter the QR code says itself). */
export const loadMyTicketDialog: MyTicketDialogLoader = () => import("./my-ticket-dialog");
const loadQrEncoder = () => import("./qr-code");

/** docs/product.md §2.2: a pressed ticket whose code could not be loaded says so, never nothing (UX pass, session 34). */
export const DIALOG_OFFLINE_TEXT = `${NO_CONNECTION_TITLE} Tiket belum dapat dibuka. Nomor antrean di daftar ini tetap berlaku. Tiket akan terbuka sendiri ${WHEN_BACK_ONLINE}.`;
export const DIALOG_FAILED_TEXT = "Tiket belum dapat dibuka. Periksa koneksi internet, lalu coba lagi.";

type Viewer = { MyTicketDialog: typeof MyTicketDialogModule.MyTicketDialog };

/**
 * The code of 'Tiket saya''s full-screen ticket (docs/product.md §2.2, ADR 901). It loads once the list is on screen,
 * when the page is idle, not on the first press: a citizen opens the list at home and presses a ticket at the market
 * with no signal, where a load on the press failed and the press did nothing (UX pass, session 34). The service worker
 * holds these files too (ADR 817), but not in the demo nor before it is installed. The list shows only after the
 * page's first load and only on a device with tickets (MyTicketsLater), so no page's first paint carries it.
 * A press whose code still fails (the list shown offline, the files in no cache) gets `notice`, said where the list
 * is: offline, that the ticket opens by itself once the phone is back online (the 'online' event loads it again);
 * with a signal, 'Coba lagi'.
 */
export function useMyTicketDialog(listShown: boolean, pressed: boolean, load: MyTicketDialogLoader = loadMyTicketDialog) {
  const online = useOnline();
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const running = useRef(false);
  const notice = useRef<HTMLDivElement>(null);

  const request = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setLoading(true);
    load().then(
      (module) => {
        running.current = false;
        setLoading(false);
        setFailed(false);
        setViewer({ MyTicketDialog: module.MyTicketDialog });
      },
      () => {
        running.current = false;
        setLoading(false);
        setFailed(true);
      },
    );
  }, [load]);

  const loaded = viewer !== null;
  useEffect(() => {
    if (!listShown || loaded) return;
    return whenIdle(() => {
      request();
      loadQrEncoder().catch(() => undefined);
    });
  }, [listShown, loaded, request]);

  useRetryOnReconnect(failed && !loaded, request);

  const showsFailure = pressed && failed && !loaded;
  // the list may be longer than the screen: the message comes into view where the citizen is looking
  useEffect(() => {
    if (showsFailure) notice.current?.scrollIntoView?.({ block: "nearest" });
  }, [showsFailure]);

  return {
    Dialog: viewer?.MyTicketDialog ?? null,
    /** the citizen pressed a ticket: its code now, unless it is there or on its way */
    open: () => {
      if (!loaded) request();
    },
    notice: showsFailure ? (
      <div ref={notice}>
        <LoadFailure
          message={online ? DIALOG_FAILED_TEXT : DIALOG_OFFLINE_TEXT}
          onRetry={online ? request : undefined}
          isRetrying={loading}
        />
      </div>
    ) : null,
  };
}
