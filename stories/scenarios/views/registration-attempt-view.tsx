import { Button, TicketCard } from "../../../src/ui";
import { canSubmit, lockoutLabel, type RegistrationAttemptSnapshot } from "../../../machines/registration-attempt";
import type { ToastInput } from "../../../machines/shared";
import { Notice } from "./notice";

/** The registration form's button and ticket, as the app draws them from this machine (src/features/registration). */
export function RegistrationAttemptView({
  snapshot,
  notice,
}: {
  snapshot: RegistrationAttemptSnapshot;
  notice: ToastInput | null;
}) {
  const ticket = snapshot.context.ticket;
  const locked = lockoutLabel(snapshot);
  return (
    <>
      <Button
        isPending={snapshot.matches("submitting")}
        isDisabled={!canSubmit(snapshot) && !snapshot.matches("submitting")}
        pendingLabel="Memproses"
      >
        {locked ?? "Daftar"}
      </Button>
      {ticket && snapshot.matches("success") ? (
        <TicketCard
          title="Registrasi Berhasil"
          titleLevel={3}
          status={{ label: ticket.status, tone: "info" }}
          highlight={{ label: "Nomor antrean", value: ticket.no }}
          rows={[
            { label: "No KJP", value: ticket.no_kjp },
            { label: "No KTP", value: ticket.no_ktp },
            { label: "No KK", value: ticket.no_kk },
            { label: "Tanggal", value: ticket.scheduled_date },
            { label: "Waktu", value: `${ticket.scheduled_start_time} - ${ticket.scheduled_end_time} WIB` },
            { label: "Lokasi", value: ticket.scheduled_location },
          ]}
        />
      ) : null}
      <Notice notice={notice} />
    </>
  );
}
