/**
 * The citizens at their monthly limit (docs/product.md §9: five tickets per KTP per calendar month), made the way
 * they would be: five registrations on earlier pickup days of the same month, through the guest API with every
 * server process's clock moved to each registration day's 06:00 WIB. The same on every target (mock, PGlite,
 * PostgreSQL): no SQL written behind the server's back.
 */
import { addCalendarDays } from "../../contract/wib";
import { type Api, freezeAll, offeredSessions, wib } from "./api";
import { monthlyLimitIdentity } from "./scenario";
import { KTP_MONTHLY_LIMIT } from "../../server/rules/limits";

/** Registers `count` identities five times each on pickup days before `date` in its month; answers those days. */
export async function prepareMonthlyLimit(apis: Api[], date: string, count: number): Promise<string[]> {
  const days: string[] = [];
  if (count === 0) return days;
  const api = apis[0]!;
  for (let pickup = addCalendarDays(date, -1); days.length < KTP_MONTHLY_LIMIT; pickup = addCalendarDays(pickup, -1)) {
    if (pickup.slice(0, 7) !== date.slice(0, 7))
      throw new Error(`only ${days.length} pickup days before ${date} in its month: pick a later --at`);
    await freezeAll(apis, wib(addCalendarDays(pickup, -1), "06:00:00"));
    const open = (await offeredSessions(api, "10.201.0.2")).filter((session) => session.remaining > 0);
    if (open.reduce((sum, session) => sum + session.remaining, 0) < count) continue;
    let next = 0;
    const sessionFor = () => {
      for (;;) {
        const session = open[next++ % open.length]!;
        if (session.remaining > 0) {
          session.remaining--;
          return session.id;
        }
      }
    };
    const jobs = Array.from({ length: count }, (_, index) => ({ index, session: sessionFor() }));
    for (let start = 0; start < jobs.length; start += 20)
      await Promise.all(
        jobs.slice(start, start + 20).map(({ index, session }) =>
          api.call(
            "POST",
            "/api/v1/queues/create",
            { ...monthlyLimitIdentity(index), session_id: session },
            {
              "x-forwarded-for": `10.200.${(index >> 8) & 255}.${index & 255}`,
            },
          ),
        ),
      );
    days.push(pickup);
  }
  return days.reverse();
}
