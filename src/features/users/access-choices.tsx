import type { UseQueryResult } from "@tanstack/react-query";
import { errorText } from "../../api/errors";
import { failureKind } from "../../lib/admin";
import { Button, CheckboxGroup, type CheckboxOption } from "../../ui";
import { t } from "./texts";
import * as styles from "./users.css";

export type ChoiceItem = { id: number; name: string; slug: string };

/**
 * Role or permission checkboxes fed by a list query (size 100). While the list loads, or when the signed-in user may
 * not read it (403) or it failed, the group says so instead of showing boxes; the form then leaves that list out.
 */
export function AccessChoices({
  label,
  name,
  query,
  items,
  value,
  onChange,
  errorMessage,
  emptyText,
  forbiddenText,
  isDisabled,
}: {
  label: string;
  name: string;
  query: UseQueryResult<unknown>;
  items: readonly ChoiceItem[] | undefined;
  value: string[];
  onChange: (value: string[]) => void;
  errorMessage?: string;
  emptyText: string;
  forbiddenText: string;
  isDisabled?: boolean;
}) {
  const options: CheckboxOption[] = (items ?? []).map((item) => ({
    value: String(item.id),
    label: item.name,
    description: item.slug,
  }));
  let note: string = emptyText;
  if (query.isPending) note = t.loadingChoices;
  else if (query.isError)
    note =
      failureKind(query.error) === "forbidden" ? forbiddenText : t.choicesFailed(label.toLowerCase(), errorText(query.error));
  return (
    <div className={styles.choices}>
      <CheckboxGroup
        label={label}
        name={name}
        options={query.isSuccess ? options : []}
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
