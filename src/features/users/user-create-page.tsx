import { useLocation } from "wouter";
import { createUser, userKeys } from "../../api/queries/users";
import { useAdminMutation } from "../../lib/admin";
import { Link, PageHeader } from "../../ui";
import { t } from "./texts";
import { UserForm } from "./user-form";
import { emptyUserForm } from "./user-form-values";
import * as styles from "./users.css";

/** `/users/create`: 'Create User'; success toasts 'User created successfully' and goes to /users (SPEC §2, §8). */
export function UserCreatePage() {
  const [, navigate] = useLocation();
  const create = useAdminMutation({
    mutationFn: createUser,
    invalidate: [userKeys.all],
    successToast: t.created,
    onSuccess: () => navigate("/users"),
  });
  return (
    <>
      <div className={styles.screen} lang="en">
        <PageHeader title={t.createTitle} before={<Link href="/users">← {t.backToList}</Link>} />
        <UserForm mode="create" initial={emptyUserForm} cancelHref="/users" onSubmit={(body) => create.mutateAsync(body)} />
      </div>
    </>
  );
}
