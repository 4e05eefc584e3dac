import { useLocation } from "wouter";
import { createLocation, locationKeys } from "../../api/queries/locations";
import { guestKeys } from "../../api/queries/guest";
import { useAdminMutation } from "../../lib/admin";
import { Card, Link, PageHeader } from "../../ui";
import { emptyLocation, LocationForm, validateCreate } from "./location-form";
import { t } from "./texts";

/** SPEC §2 /queues/locations/create: name, code, description; on success back to the list. */
export function LocationCreatePage() {
  const [, navigate] = useLocation();
  const create = useAdminMutation({
    mutationFn: createLocation,
    invalidate: [locationKeys.all, guestKeys.all],
    successToast: t.createdToast,
    onSuccess: () => navigate("/queues/locations"),
  });
  return (
    <>
      <PageHeader title={t.createTitle} before={<Link href="/queues/locations">← {t.backToList}</Link>} />
      <Card>
        <LocationForm
          initialValues={emptyLocation}
          validate={validateCreate}
          submit={(body) => create.mutateAsync(body)}
          submitLabel={t.save}
          isPending={create.isPending}
        />
      </Card>
    </>
  );
}
