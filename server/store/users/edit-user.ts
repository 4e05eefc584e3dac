import type { User } from "../../../contract";
import { isViolation, type Violation } from "../../rules/violation";
import type { Change } from "../basics";
import type { Store } from "../store";
import type { UserEditValues } from "./repository";

/**
 * A user's edit and, in the same transaction, the end of their other sessions where the edit takes the sign-in away
 * (ADR 126): a new password, or an edit of roles or permissions that leaves the user with none (the product's
 * deactivated user: docs/product.md has no other switch). Every refresh token of the user's sessions but
 * `change.session`'s is revoked, so those sessions end at their next request. The caller of the two repositories
 * owns the transaction (as kysely's example services pass `trx`); the API's user edit and the admin command use it.
 */
export function editUserEndingSessions(
  store: Store,
  username: string,
  values: UserEditValues,
  change: Change,
): Promise<User | null | Violation> {
  return store.transaction(async ({ users, signIn }) => {
    const edited = await users.edit(username, values, change);
    if (!edited || isViolation(edited)) return edited;
    const rightsChanged = values.roles !== undefined || values.permissions !== undefined;
    if (values.password_hash === undefined && !rightsChanged) return edited;
    const user = await signIn.findLoginUser(edited.username);
    if (user && (values.password_hash !== undefined || user.permissions.length === 0))
      await signIn.revokeUserSessions(user.id, change.session);
    return edited;
  });
}
