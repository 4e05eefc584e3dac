import type { User } from "../../../contract";
import type { Change } from "../basics";
import type { SignInRepository } from "../sign-in/repository";
import type { UserEditValues } from "./repository";

/** The sign-in steps a user's edit takes, bound to the edit's own step or transaction. */
export type SessionEnding = Pick<SignInRepository, "findLoginUser" | "revokeUserSessions">;

/**
 * After a user's edit, in the same step: the end of their other sessions where the edit takes the sign-in away
 * (ADR 126): a new password, or an edit of roles or permissions that leaves the user with none (the product's
 * deactivated user: docs/product.md has no other switch). Every refresh token of the user's sessions but
 * `change.session`'s is revoked, so those sessions end at their next request. Both stores' `users.edit` call it, so
 * the one edit the store offers ends them (the record write alone is private to ./memory.ts and ./sql.ts).
 */
export async function endSessionsAfterEdit(
  signIn: SessionEnding,
  edited: User,
  values: UserEditValues,
  change: Change,
): Promise<void> {
  const rightsChanged = values.roles !== undefined || values.permissions !== undefined;
  if (values.password_hash === undefined && !rightsChanged) return;
  const user = await signIn.findLoginUser(edited.username);
  if (user && (values.password_hash !== undefined || user.permissions.length === 0))
    await signIn.revokeUserSessions(user.id, change.session);
}
