import { errorText } from "../../../src/api/errors";
import { FAILURE_TITLE, lockoutText } from "../../../src/features/registration/use-registration-attempt";
import { Button, TicketCard } from "../../../src/ui";
import { canSubmit, lockoutSecondsLeft, type RegistrationAttemptSnapshot } from "../../../machines/registration-attempt";
import type { EffectFailure } from "../../../machines/shared";
import { Notice } from "./notice";

/**
 * The registration form's button, ticket and 'Gagal' toast, as the app draws them from this machine
 * (src/features/registration): the toast when the machine's last outcome was `failed {error}`.
 */
export function RegistrationAttemptView({
  snapshot,
  failed,
}: {
  snapshot: RegistrationAttemptSnapshot;
  /** the error of the last outcome, when it was `failed` */
  failed: EffectFailure | null;
}) {
  const ticket = snapshot.context.ticket;
  const secondsLeft = lockoutSecondsLeft(snapshot);
  const notice = failed
    ? { title: FAILURE_TITLE, description: errorText(failed, "citizen"), variant: "destructive" as const }
    : null;
  return (
    <>
      <Button
        isPending={snapshot.matches("submitting")}
        isDisabled={!canSubmit(snapshot) && !snapshot.matches("submitting")}
        pendingLabel="Memproses"
      >
        {secondsLeft === null ? "Daftar" : lockoutText(secondsLeft)}
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
