import { lazy, Suspense, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { Button } from "../../ui";
import { t } from "./texts";

// The dialog, the camera code and the QR polyfill load when the button is first pressed (docs/product.md §13.1).
const ScanTicketDialog = lazy(() => import("./scan-ticket-dialog"));

/** 'Pindai QR' on the ticket lists (docs/product.md §2.14): the found ticket opens with the way back to this list. */
export function ScanTicketButton() {
  const [isOpen, setOpen] = useState(false);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const from = location + (search ? `?${search}` : "");
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t.scan.open}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ScanTicketDialog
            onClose={() => setOpen(false)}
            onOpenTicket={(uuid) => {
              setOpen(false);
              navigate(`/queues/${uuid}`, { state: { from } });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
