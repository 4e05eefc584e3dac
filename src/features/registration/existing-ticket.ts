import type { QueryClient } from "@tanstack/react-query";
import type { GuestRegistrationBody, Queue } from "../../../contract";
import { ApiError } from "../../api/errors";
import { checkGuestQueues } from "../../api/queries/guest";
import { maskIdentityNumber } from "../../../contract/identity-mask";
import { registrationQueries } from "./registration-queries";

/**
 * A refusal of the KTP itself (docs/product.md §1): 'ticket' (KTP_DAILY_LIMIT, 1 registration per day: this KTP holds a
 * ticket for the pickup date already, her way on is to see it), 'month' (KTP_MONTHLY_LIMIT, 5 per month), or null. The
 * same values are refused again after the lockout, so trying again does not help.
 */
export function ktpRefusal(error: { code?: string } | null): "ticket" | "month" | null {
  if (error?.code === "KTP_DAILY_LIMIT") return "ticket";
  return error?.code === "KTP_MONTHLY_LIMIT" ? "month" : null;
}

/**
 * Issue 33: a citizen refused with KTP_DAILY_LIMIT whose KJP, KTP and KK already hold a ticket for the pickup date is
 * shown that ticket, not only the refusal (she registered before, maybe in an attempt whose answer she never saw).
 * Found as the status check finds it (the KJP's tickets on that date, KTP and KK masked as it masks them), so the page
 * learns nothing the status check would not tell anyone who knows the KJP. Null for any other failure, or when there
 * is no such ticket or the lookup fails (the refusal then shows as before).
 */
export async function existingTicketAfter(
  error: unknown,
  body: GuestRegistrationBody,
  queryClient: QueryClient,
): Promise<Queue | null> {
  if (!(error instanceof ApiError) || ktpRefusal(error) !== "ticket") return null;
  try {
    const { scheduled_date } = await queryClient.fetchQuery(registrationQueries.scheduledDate());
    const tickets = await checkGuestQueues({ no_kjp: body.no_kjp, date: scheduled_date });
    const [ktp, kk] = [maskIdentityNumber(body.no_ktp), maskIdentityNumber(body.no_kk)];
    return tickets.find((ticket) => ticket.no_kjp === body.no_kjp && ticket.no_ktp === ktp && ticket.no_kk === kk) ?? null;
  } catch {
    return null;
  }
}
