import { useMutation, useQueryClient, type QueryClient, type QueryKey, type UseMutationResult } from "@tanstack/react-query";
import { errorToast, type FailedCall } from "../api/errors";
import type { ScreenLanguage } from "../lib/screen-language";
import { useToast } from "../lib/toast-context";
import type { ToastInput } from "../../contract/toast-message";
import { fieldErrorsOf } from "./errors";

export type AdminMutationOptions<TVariables, TData> = {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** query keys (usually a factory's `all` or `lists()`) invalidated after success */
  invalidate?: readonly QueryKey[] | ((data: TData, variables: TVariables) => readonly QueryKey[]);
  /**
   * writes the answer into the cached queries that show it, before `invalidate` refetches them: an edit's saved record
   * in its lists and its record's query (saved-record.ts, docs/product.md §2.12)
   */
  showSaved?: (queryClient: QueryClient, data: TData, variables: TVariables) => void;
  /** success toast: a text (the title, docs/product.md §8 wording) or a full toast */
  successToast?: string | ToastInput | ((data: TData, variables: TVariables) => string | ToastInput);
  onSuccess?: (data: TData, variables: TVariables) => void | Promise<void>;
  onError?: (error: unknown, variables: TVariables) => void;
  /**
   * the screen's language: a refusal by field, no connection and a server failure are worded in it (docs/product.md
   * §8.1); the server's or the adapter's text when left out
   */
  language?: ScreenLanguage;
  /** "read" for a call that changes nothing (a download): its failure says to try again. Default "write". */
  call?: FailedCall;
};

export type AdminMutation<TVariables, TData> = UseMutationResult<TData, unknown, TVariables> & {
  /** the last failure's field errors (422), for errors under inputs; empty when none */
  fieldErrors: Record<string, string>;
};

/**
 * Every admin write the same way (docs/product.md §8): on failure a destructive toast titled 'Error' with the
 * server's text, and nothing else happens, so the form keeps its values; on success the answer is shown where it is
 * cached (`showSaved`), the given keys are invalidated, the success toast shows and `onSuccess` runs (navigate there).
 *
 * ```ts
 * const create = useAdminMutation({
 *   mutationFn: createLocation,
 *   invalidate: [locationKeys.all],
 *   successToast: "Location created successfully",
 *   onSuccess: () => navigate("/queues/locations"),
 * });
 * create.mutate(values);   // or await create.mutateAsync(values) inside try/catch
 * ```
 */
export function useAdminMutation<TVariables = void, TData = unknown>(
  options: AdminMutationOptions<TVariables, TData>,
): AdminMutation<TVariables, TData> {
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation<TData, unknown, TVariables>({
    mutationFn: options.mutationFn,
    onSuccess: async (data, variables) => {
      // Written first: a write marks a query fresh, and the invalidation after it marks it stale again, so the lists
      // still refetch (react-query's setQueryData, then invalidateQueries)
      options.showSaved?.(queryClient, data, variables);
      const keys = typeof options.invalidate === "function" ? options.invalidate(data, variables) : (options.invalidate ?? []);
      // Not awaited: the screen moves on while lists refetch in the background.
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      if (options.successToast !== undefined) {
        const raw = typeof options.successToast === "function" ? options.successToast(data, variables) : options.successToast;
        toast.show(typeof raw === "string" ? { title: raw } : raw);
      }
      await options.onSuccess?.(data, variables);
    },
    onError: (error, variables) => {
      toast.show(errorToast(error, "", options.language, options.call));
      options.onError?.(error, variables);
    },
  });
  return Object.assign(mutation, { fieldErrors: mutation.error ? fieldErrorsOf(mutation.error) : {} });
}
