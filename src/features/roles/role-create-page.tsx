import { useLocation } from "wouter";
import { createRole, roleKeys } from "../../api/queries/users";
import { useAdminMutation } from "../../lib/admin";
import { Link, PageHeader } from "../../ui";
import { RoleForm } from "./role-form";
import { emptyRoleForm } from "./role-form-values";
import { t } from "./texts";
import * as styles from "./roles.css";

/** `/users/roles/create`: name, slug, description, permissions; success toasts and goes to /users/roles (SPEC §2, §8). */
export function RoleCreatePage() {
  const [, navigate] = useLocation();
  const create = useAdminMutation({
    mutationFn: createRole,
    invalidate: [roleKeys.all],
    successToast: t.created,
    onSuccess: () => navigate("/users/roles"),
  });
  return (
    <>
      <div className={styles.screen} lang="en">
        <PageHeader title={t.createTitle} before={<Link href="/users/roles">← {t.backToList}</Link>} />
        <RoleForm mode="create" initial={emptyRoleForm} cancelHref="/users/roles" onSubmit={(body) => create.mutateAsync(body)} />
      </div>
    </>
  );
}
