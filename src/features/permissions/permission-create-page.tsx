import { useLocation } from "wouter";
import { createPermission, permissionKeys } from "../../api/queries/users";
import { useAdminMutation } from "../../lib/admin";
import { Link, PageHeader } from "../../ui";
import { PermissionForm } from "./permission-form";
import { emptyPermissionForm } from "./permission-form-values";
import { t } from "./texts";
import * as styles from "./permissions.css";

/** `/users/permissions/create`: name, slug, description; success toasts and goes to /users/permissions (SPEC §2, §8). */
export function PermissionCreatePage() {
  const [, navigate] = useLocation();
  const create = useAdminMutation({
    mutationFn: createPermission,
    invalidate: [permissionKeys.all],
    successToast: t.created,
    onSuccess: () => navigate("/users/permissions"),
  });
  return (
    <>
      <div className={styles.screen} lang="en">
        <PageHeader title={t.createTitle} before={<Link href="/users/permissions">← {t.backToList}</Link>} />
        <PermissionForm
          mode="create"
          initial={emptyPermissionForm}
          cancelHref="/users/permissions"
          onSubmit={(body) => create.mutateAsync(body)}
        />
      </div>
    </>
  );
}
