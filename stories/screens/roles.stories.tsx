import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import type { Database } from "../../server/store/memory/database";
import { expectRefused, expectShown, expectToast, fill, grid, resourceStories, refill, rowOf, showsText } from "../frame";
import { roles } from "../../src/features/roles/resource";

/** The role screens (docs/product.md §2) on the seeded mock (role 2 is Queue Operator), with seven more roles: a second page. */
async function elevenRoles(db: Database) {
  for (let n = 1; n <= 7; n++) {
    const role = { name: `Pos ${n}`, slug: `pos-${n}`, description: null, permission_ids: [1] };
    await db.insert("roles", { id: db.nextId("roles"), ...role });
  }
}
export default { title: "Screens/Users/Roles" } satisfies Meta;
const at = { persona: "useradmin", data: elevenRoles, record: 2, missing: 404 } as const;
const { story, list, detail, edit } = resourceStories(roles, at);

const DESCRIPTION = "Processes registrations at a pickup location";
const ACCESS_QUEUE = /^Access Queue$/;

export const ListFilled = story(async (canvas, { url }) => {
  await expectShown(canvas, { heading: "Roles", links: { Add: "/users/roles/create" } });
  const table = await grid(canvas, "Roles", "Queue Operator");
  const links = { "View Queue Operator": "/users/roles/2", "Edit Queue Operator": "/users/roles/2/edit" };
  await expectShown(table, { columnOrder: ["Name", "Slug", "Description", "Actions"], links });
  await userEvent.click(canvas.getByRole("button", { name: "Page 2" }));
  await table.findByRole("rowheader", { name: "Pos 7" });
  await expect(url()).toContain("/users/roles?page=2");
});
export const ListEmpty = list.empty;
export const ListLoading = list.loading;
export const ListError = list.error;
export const ListForbidden = list.forbidden;

export const DetailFilled = story("/users/roles/2", async (canvas) => {
  await expectShown(canvas, {
    heading: "Role Detail",
    details: { Name: "Queue Operator", Slug: "queue-operator", Description: DESCRIPTION, Permissions: "Access Queue" },
    links: { Edit: "/users/roles/2/edit" },
  });
});
export const DetailLoading = detail.loading;
export const DetailNotFound = detail.notFound;
export const DetailError = detail.error;
export const DetailForbidden = detail.forbidden;

export const CreateFilled = story("/users/roles/create", async (canvas, { db, url }) => {
  await expectShown(canvas, { heading: "Create Role" });
  await fill(canvas, { Name: "Auditor", Slug: "auditor", Permissions: [/Access Queue Location/, ACCESS_QUEUE] }, "Create Role");
  await expectToast("Role created successfully");
  // an empty description is left out (stored as null)
  const created = rowOf(db, "roles", (r) => r.slug === "auditor");
  await expect(created).toMatchObject({ name: "Auditor", description: null });
  await expect([...created.permission_ids].sort()).toEqual([1, 2]);
  await waitFor(() => expect(url()).toBe("/users/roles"));
});

export const CreateValidation = story("/users/roles/create", async (canvas) => {
  await canvas.findByRole("checkbox", { name: /Access User Role/ });
  // 101 characters pasted, not typed one key at a time: the message for the length is the question, not the typing
  await fill(canvas, { Slug: "ab" });
  await userEvent.click(canvas.getByLabelText(/^Description/));
  await userEvent.paste("x".repeat(101));
  await userEvent.click(canvas.getByRole("button", { name: "Create Role" }));
  // docs/product.md §5: name 3-100, slug 3-100, description at most 100
  const described = {
    Name: "Required.",
    Slug: "Slug must have at least 3 characters.",
    Description: "Description can have at most 100 characters.",
  };
  await expectShown(canvas, { described, focused: "Name" });
});

export const CreateServerError = story("/users/roles/create", async (canvas) => {
  // a seeded slug: the mock answers 409 with the field's error
  await fill(canvas, { Name: "Operator Dua", Slug: "queue-operator", Permissions: [/Access User Role/] }, "Create Role");
  const described = { Slug: "Another role already has this slug. Choose another one." };
  await expectRefused(canvas, /already taken/, { described, values: { Name: "Operator Dua" } });
  await expect(canvas.getByRole("checkbox", { name: /Access User Role/ })).toBeChecked();
});

/** A user administrator who may not list permissions: the form says so instead of the checkboxes. */
const mayNotList = { permissionList: { status: 403, message: "Requires one of: access:user.permission" } };
const notListed = showsText("You may not list permissions, so they cannot be changed here.");
export const CreatePermissionsForbidden = story({ route: "/users/roles/create", faults: mayNotList }, notListed);

export const EditFilled = story("/users/roles/2/edit", async (canvas, { db, url }) => {
  const values = { Name: "Queue Operator", Slug: "queue-operator", Description: DESCRIPTION };
  await expectShown(canvas, { heading: "Edit Role", values });
  await expect(await canvas.findByRole("checkbox", { name: ACCESS_QUEUE })).toBeChecked();
  await userEvent.click(canvas.getByRole("checkbox", { name: /Access Queue Session/ }));
  await refill(canvas, { Description: [DESCRIPTION, ""] }, "Update Role");
  await expectToast("Role updated successfully");
  // a cleared description is stored as null (docs/product.md §5 'description nullable')
  const role = db.byId("roles", 2);
  await expect(role).toMatchObject({ name: "Queue Operator", slug: "queue-operator", description: null });
  await expect([...(role?.permission_ids ?? [])].sort()).toEqual([1, 3]);
  await waitFor(() => expect(url()).toBe("/users/roles/2"));
  await expect(await canvas.findByText("Access Queue Session")).toBeVisible();
});

export const EditServerError = story("/users/roles/2/edit", async (canvas) => {
  await refill(canvas, { Slug: ["queue-operator", "super-admin"] }, "Update Role");
  await expectRefused(canvas, /already taken/, { values: { Slug: "super-admin" } });
});
export const EditLoading = edit.loading;
export const EditError = edit.error;
export const EditForbidden = edit.forbidden;
