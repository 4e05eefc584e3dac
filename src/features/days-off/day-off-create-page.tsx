import { useLocation } from "wouter";
import { createDayOff, dayOffKeys } from "../../api/queries/days-off";
import { locationKeys } from "../../api/queries/locations";
import { guestKeys } from "../../api/queries/guest";
import { useAdminMutation } from "../../lib/admin";
import { Card, Link, PageHeader } from "../../ui";
import { DayOffForm } from "./day-off-form";
import { t } from "./texts";

/** SPEC §2 /queues/days-off/create: location, date, details; on success back to the list. */
export function DayOffCreatePage() {
  const [, navigate] = useLocation();
  const create = useAdminMutation({
    mutationFn: createDayOff,
    // a location carries its days off, and the public location choice shows them
    invalidate: [dayOffKeys.all, locationKeys.all, guestKeys.all],
    successToast: t.createdToast,
    onSuccess: () => navigate("/queues/days-off"),
  });
  return (
    <>
      <PageHeader title={t.createTitle} before={<Link href="/queues/days-off">← {t.backToList}</Link>} />
      <Card>
        <DayOffForm submit={(body) => create.mutateAsync(body)} isPending={create.isPending} />
      </Card>
    </>
  );
}
