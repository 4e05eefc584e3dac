import { isRegistrationOpen, wibTomorrow } from "../../src/lib/wib";
import { violation, type Violation } from "./violation";

/** 06:00:00.000 ≤ now < 21:00:00.000 WIB, else 403 REGISTRATION_CLOSED (DESIGN §4). */
export function checkRegistrationWindow(now: number): Violation | null {
  if (isRegistrationOpen(now)) return null;
  return violation(403, "REGISTRATION_CLOSED", "Pendaftaran hanya dapat dilakukan pukul 06:00 - 21:00 WIB");
}

/** The pickup date: tomorrow in WIB, whatever the device's zone. */
export function scheduledDateFor(now: number): string {
  return wibTomorrow(now);
}
