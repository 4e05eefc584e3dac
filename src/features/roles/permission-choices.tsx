import type { UseQueryResult } from "@tanstack/react-query";
import type { Permission } from "../../api/contract";
import { errorText } from "../../api/errors";
import { failureKind } from "../../lib/admin";
import { Button, CheckboxGroup } from "../../ui";
import { t } from "./texts";
import * as styles from "./roles.css";

/**
 * The role's permission checkboxes, fed by the permission list (size 100). While it loads, or when the signed-in user
 * may not read it (403) or it failed, the group says so instead of showing boxes; the form then leaves it out.
 */
export function PermissionChoices({
  query,
  items,
  value,
  onChange,
  errorMessage,
  isDisabled,
}: {
  query: UseQueryResult<unknown>;
  items: readonly Permission[] | undefined;
  value: string[];
  onChange: (value: string[]) => void;
  errorMessage?: string;
  isDisabled?: boolean;
}) {
  let note: string = t.noPermissions;
  if (query.isPending) note = t.loadingChoices;
  else if (query.isError)
    note = failureKind(query.error) === "forbidden" ? t.permissionsForbidden : t.choicesFailed(errorText(query.error));
  return (
    <div className={styles.choices}>
      <CheckboxGroup
        label={t.permissions}
        name="permissions"
        options={query.isSuccess ? (items ?? []).map((p) => ({ value: String(p.id), label: p.name, description: p.slug })) : []}
        emptyText={note}
        value={value}
        onChange={onChange}
        errorMessage={errorMessage}
        isDisabled={isDisabled || !query.isSuccess}
      />
      {query.isError && failureKind(query.error) === "error" ? (
        <div>
          <Button variant="secondary" size="sm" onPress={() => void query.refetch()} isPending={query.isFetching}>
            Try again
          </Button>
        </div>
      ) : null}
    </div>
  );
}
