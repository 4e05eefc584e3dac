import { useQuery } from "@tanstack/react-query";
import { useLocation, useParams } from "wouter";
import type { Location } from "../../api/contract";
import { editLocation, locationKeys, locationQueries } from "../../api/queries/locations";
import { guestKeys } from "../../api/queries/guest";
import { describeError, failureKind, useAdminMutation, useListHref } from "../../lib/admin";
import { AdminQueryState, Card, Link, PageHeader } from "../../ui";
import { LocationForm, validateEdit } from "./location-form";
import { stateTexts, t } from "./texts";

/** SPEC §2 /queues/locations/{id}/edit: name, code, description prefilled from the record; button 'Ubah'. */
export function LocationEditPage() {
  const { id = "" } = useParams<{ id: string }>();
  const backHref = useListHref("/queues/locations");
  const query = useQuery(locationQueries.detail(Number(id)));
  return (
    <>
      <PageHeader title={t.editTitle} before={<Link href={backHref}>← {t.backToList}</Link>} />
      <Card>
        {query.data ? (
          <EditForm key={query.data.id} backHref={backHref} location={query.data} />
        ) : (
          <AdminQueryState
            status={query.isPending ? "loading" : failureKind(query.error)}
            errorText={query.error ? describeError(query.error) : undefined}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
            backHref={backHref}
            texts={{ ...stateTexts, back: t.backToList }}
          />
        )}
      </Card>
    </>
  );
}

function EditForm({ location, backHref }: { location: Location; backHref: string }) {
  const [, navigate] = useLocation();
  const edit = useAdminMutation({
    mutationFn: (body: Parameters<typeof editLocation>[1]) => editLocation(location.id, body),
    invalidate: [locationKeys.all, guestKeys.all],
    // SPEC §8: titled 'Success'
    successToast: t.updatedToast,
    onSuccess: () => navigate(backHref),
  });
  return (
    <LocationForm
      initialValues={{ name: location.name, code: location.code, description: location.description ?? "" }}
      validate={validateEdit}
      submit={(body) => edit.mutateAsync(body)}
      submitLabel={t.update}
      isPending={edit.isPending}
      cancelHref={backHref}
    />
  );
}
