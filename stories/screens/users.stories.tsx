import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { expectRefused, expectShown, expectToast, fill, grid, PENDING, refill } from "../frame";
import { resourceStories, rowOf, type Canvas } from "../frame";
import { users } from "../../src/features/users/resource";

/** The user screens (docs/product.md §2) on the seeded mock: twelve staff, so the list has a second page. */
export default { title: "Screens/Users/Users" } satisfies Meta;
const { story, list, detail, edit } = resourceStories(users, { persona: "useradmin", record: "useradmin", missing: "nobody" });

const ACCESS_QUEUE = /^Access Queue$/;

export const ListFilled = story(async (canvas, { url }) => {
  await expectShown(canvas, { heading: "Users", links: { Add: "/users/create" } });
  const table = await grid(canvas, "Users", "Dewi Lestari");
  const columnOrder = ["Name", "Username", "Created At", "Created By", "Updated At", "Updated By", "Actions"];
  await expectShown(table, {
    columnOrder,
    links: { "View Dewi Lestari": "/users/useradmin", "Edit Dewi Lestari": "/users/useradmin/edit" },
  });
  await expect(table.getAllByRole("row")).toHaveLength(11);
  // first page 1, size 10 (docs/product.md §2, §9)
  await expectShown(canvas, { text: ["1–10 of 12"] });
  await expect(canvas.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await userEvent.click(canvas.getByRole("button", { name: "Next" }));
  await canvas.findByText("11–12 of 12");
  await expect(url()).toContain("/users?page=2");
  await table.findByRole("rowheader", { name: "Bambang Irawan" });
});

export const ListPageSize = story("/users?page=2", async (canvas, { url }) => {
  await canvas.findByText("11–12 of 12");
  await fill(canvas, { "Rows per page": "20" });
  await canvas.findByText("1–12 of 12");
  await expect(url()).toContain("/users?size=20");
});

/** An old bookmark past the last page (12 users, 10 a page): the list moves to the last page there is. */
export const ListPastTheEnd = story("/users?page=5", async (canvas, { url }) => {
  await canvas.findByText("11–12 of 12");
  await waitFor(() => expect(url()).toContain("/users?page=2"));
  await within(await canvas.findByRole("table", { name: "Users" })).findByRole("rowheader", { name: "Bambang Irawan" });
});
export const ListEmpty = list.empty;
export const ListLoading = list.loading;
export const ListError = list.error;
export const ListForbidden = list.forbidden;

export const DetailFilled = story("/users/useradmin", async (canvas) => {
  const at = "2025-11-10 09:00:00";
  await expectShown(canvas, {
    heading: "User Detail",
    details: { Name: "Dewi Lestari", Username: "useradmin", "Created At": at, "Updated At": at },
    links: { Edit: "/users/useradmin/edit" },
  });
});
export const DetailLoading = detail.loading;
export const DetailNotFound = detail.notFound;
export const DetailError = detail.error;
export const DetailForbidden = detail.forbidden;

async function fillUser(canvas: Canvas, name: string, username: string, role: RegExp, permissions: RegExp[] = []) {
  await expectShown(canvas, { heading: "Create User" });
  const fields = { Name: name, Username: username, Password: "antrean123", Roles: [role], Permissions: permissions };
  await fill(canvas, fields, "Create User");
}

export const CreateFilled = story("/users/create", async (canvas, { db, url }) => {
  await fillUser(canvas, "Rudi Hartono", "rudi", /Queue Operator/, [/Access User Role/]);
  await expectToast("User created successfully");
  const stored = { name: "Rudi Hartono", role_ids: [2], permission_ids: [7] };
  await expect(db.find("users", (u) => u.username === "rudi")).toMatchObject(stored);
  await waitFor(() => expect(url()).toBe("/users"));
});

export const CreateValidation = story("/users/create", async (canvas) => {
  await canvas.findByRole("checkbox", { name: /Super Admin/ });
  await fill(canvas, { Name: "Al" }, "Create User");
  // docs/product.md §5: name 3-100, username 3-100, password 8-100; the validator's messages, under each input
  const described = {
    Name: "Name must have at least 3 characters.",
    Username: "Required.",
    Password: "Required.",
  };
  await expectShown(canvas, { invalid: ["Name"], described, focused: "Name" });
  // editing a field clears its message
  await fill(canvas, { Name: "i" });
  await expect(canvas.getByLabelText(/^Name/)).not.toHaveAttribute("aria-invalid");
});

export const CreateServerError = story("/users/create", async (canvas, { url }) => {
  // a seeded username: the mock answers 409 with the field's error
  await fillUser(canvas, "Dewi Dua", "useradmin", /User Admin/);
  // the form keeps what was typed and shows the server's field error under the input, which takes the focus
  // (docs/product.md §2.12; moved from e2e/admin-users.spec.ts in session 36)
  const described = { Username: "This username is already taken. Choose another one." };
  await expectRefused(canvas, /already taken/, { values: { Name: "Dewi Dua" }, described, focused: "Username" });
  await expect(canvas.getByRole("checkbox", { name: /User Admin/ })).toBeChecked();
  await expect(url()).toBe("/users/create");
});

const mayNotList = (slug: string) => ({ status: 403, message: `Requires one of: access:user.${slug}` });
const notListed = { roleList: mayNotList("role"), permissionList: mayNotList("permission") };
export const CreateChoicesForbidden = story({ route: "/users/create", faults: notListed }, async (canvas) => {
  await expect(await canvas.findByText("You may not list roles, so they cannot be changed here.")).toBeVisible();
  await expect(await canvas.findByText("You may not list permissions, so they cannot be changed here.")).toBeVisible();
  await expect(canvas.queryAllByRole("checkbox")).toHaveLength(0);
});

const loading = { roleList: PENDING, permissionList: PENDING };
export const CreateChoicesLoading = story({ route: "/users/create", faults: loading }, async (canvas) =>
  expect(await canvas.findAllByText("Loading…")).toHaveLength(2),
);

export const EditFilled = story("/users/useradmin/edit", async (canvas, { db, url }) => {
  // prefilled from the record; no password on edit (docs/product.md §2)
  await expectShown(canvas, { heading: "Edit User", values: { Name: "Dewi Lestari", Username: "useradmin" } });
  await expect(canvas.queryByLabelText(/^Password/)).toBeNull();
  await expect(await canvas.findByRole("checkbox", { name: /User Admin/ })).toBeChecked();
  await expect(canvas.getByRole("checkbox", { name: /Super Admin/ })).not.toBeChecked();
  const permissions = canvas.getByRole("group", { name: "Permissions" });
  await expect(await within(permissions).findByRole("checkbox", { name: ACCESS_QUEUE })).not.toBeChecked();
  await userEvent.click(canvas.getByRole("checkbox", { name: /Queue Operator/ }));
  await refill(canvas, { Name: ["Dewi Lestari", "Dewi L."] }, "Update User");
  await expectToast("User updated successfully");
  const user = rowOf(db, "users", (u) => u.username === "useradmin");
  await expect(user).toMatchObject({ name: "Dewi L.", permission_ids: [] });
  await expect([...user.role_ids].sort()).toEqual([2, 4]);
  await waitFor(() => expect(url()).toBe("/users/useradmin"));
  await canvas.findByRole("heading", { level: 1, name: "User Detail" });
});

const databaseDown = { userEdit: { status: 500, message: "Database is down" } } as const;
export const EditServerError = story({ route: "/users/useradmin/edit", faults: databaseDown }, async (canvas) => {
  await expectShown(canvas, { values: { Name: "Dewi Lestari" } });
  await fill(canvas, { Name: " X" }, "Update User");
  // a 500 after a write: it may be saved, so it says so and how to look, never "try again" nor the server's own
  // words (docs/product.md §8.1, §8.2)
  await expectRefused(
    canvas,
    "Something went wrong on the server. The change may have been saved. Check the list in another tab before doing it again.",
    { values: { Name: "Dewi Lestari X" } },
  );
});
export const EditLoading = edit.loading;
export const EditError = edit.error;
export const EditForbidden = edit.forbidden;
