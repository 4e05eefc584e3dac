import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { type AppStory, at, dbOf, PENDING } from "../frame/mock-app";
import { currentUrl, expectDetails, expectToast, page, scene, columnHeaders } from "../frame/play";
import { resourceStates } from "../frame/resource-states";
import { users } from "../../src/features/users/resource";

/** The user screens (docs/product.md §2) on the seeded mock: twelve staff, so the list has a second page. */
const story = (route: string, more: Partial<AppStory> = {}) => at(route, "useradmin", more);
const meta = { title: "Screens/Users/Users", ...story("/users") } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const { list, detail, edit } = resourceStates(users, {
  persona: "useradmin",
  list: "userList",
  get: "userGet",
  tables: ["users"],
  record: "useradmin",
  missing: "nobody",
});

const ACCESS_QUEUE = /^Access Queue\s*access:queue$/;

export const ListFilled: Story = {
  play: scene(async (canvas, { canvasElement }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    const table = await canvas.findByRole("grid", { name: "Users" });
    await within(table).findByRole("link", { name: "View Dewi Lestari" });
    await expect(columnHeaders(table)).toEqual([
      "Name",
      "Username",
      "Created At",
      "Created By",
      "Updated At",
      "Updated By",
      "Actions",
    ]);
    await expect(within(table).getAllByRole("row")).toHaveLength(11);
    await expect(within(table).getByRole("link", { name: "View Dewi Lestari" })).toHaveAttribute("href", "/users/useradmin");
    await expect(within(table).getByRole("link", { name: "Edit Dewi Lestari" })).toHaveAttribute("href", "/users/useradmin/edit");
    await expect(canvas.getByRole("link", { name: "Add" })).toHaveAttribute("href", "/users/create");
    // first page 1, size 10 (docs/product.md §2, §9)
    await expect(canvas.getByText("1–10 of 12")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await canvas.findByText("11–12 of 12");
    await expect(currentUrl(canvasElement)).toContain("/users?page=2");
    await within(table).findByRole("rowheader", { name: "Bambang Irawan" });
  }),
};

export const ListPageSize: Story = {
  ...story("/users?page=2"),
  play: scene(async (canvas, { canvasElement }) => {
    await canvas.findByText("11–12 of 12");
    await userEvent.click(canvas.getByRole("button", { name: /Rows per page/ }));
    await userEvent.click(await page().findByRole("option", { name: "20" }));
    await canvas.findByText("1–12 of 12");
    await expect(currentUrl(canvasElement)).toContain("/users?size=20");
  }),
};

/** An old bookmark past the last page (12 users, 10 a page): the list moves to the last page there is. */
export const ListPastTheEnd: Story = {
  ...story("/users?page=5"),
  play: scene(async (canvas, { canvasElement }) => {
    await canvas.findByText("11–12 of 12");
    await waitFor(() => expect(currentUrl(canvasElement)).toContain("/users?page=2"));
    await within(await canvas.findByRole("grid", { name: "Users" })).findByRole("rowheader", { name: "Bambang Irawan" });
  }),
};
export const ListEmpty: Story = list.empty;
export const ListLoading: Story = list.loading;
export const ListError: Story = list.error;
export const ListForbidden: Story = list.forbidden;

// ---- detail ---------------------------------------------------------------------------------------------------

export const DetailFilled: Story = {
  ...story("/users/useradmin"),
  play: scene(async (canvas, { canvasElement }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "User Detail" })).toBeVisible();
    await canvas.findByText("useradmin", { selector: "dd" });
    await expectDetails(canvasElement, [
      ["Name", "Dewi Lestari"],
      ["Username", "useradmin"],
      ["Created At", "2025-11-10 09:00:00"],
      ["Updated At", "2025-11-10 09:00:00"],
    ]);
    await expect(canvas.getByRole("link", { name: "Edit" })).toHaveAttribute("href", "/users/useradmin/edit");
  }),
};
export const DetailLoading: Story = detail.loading;
export const DetailNotFound: Story = detail.notFound;
export const DetailError: Story = detail.error;
export const DetailForbidden: Story = detail.forbidden;

// ---- create ---------------------------------------------------------------------------------------------------

async function fillUser(canvasElement: HTMLElement, name: string, username: string, role: RegExp) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole("heading", { level: 1, name: "Create User" })).toBeVisible();
  await userEvent.type(canvas.getByLabelText(/^Name/), name);
  await userEvent.type(canvas.getByLabelText(/^Username/), username);
  await userEvent.type(canvas.getByLabelText(/^Password/), "antrean123");
  await userEvent.click(await within(canvas.getByRole("group", { name: "Roles" })).findByRole("checkbox", { name: role }));
  return canvas;
}

export const CreateFilled: Story = {
  ...story("/users/create"),
  play: async ({ canvasElement, loaded }) => {
    const canvas = await fillUser(canvasElement, "Rudi Hartono", "rudi", /Queue Operator/);
    const permissionGroup = canvas.getByRole("group", { name: "Permissions" });
    await userEvent.click(await within(permissionGroup).findByRole("checkbox", { name: /Access User Role/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Create User" }));
    await expectToast("User created successfully");
    await expect(dbOf(loaded).find("users", (u) => u.username === "rudi")).toMatchObject({
      name: "Rudi Hartono",
      role_ids: [2],
      permission_ids: [7],
    });
    await waitFor(() => expect(currentUrl(canvasElement)).toBe("/users"));
  },
};

export const CreateValidation: Story = {
  ...story("/users/create"),
  play: scene(async (canvas) => {
    await canvas.findByRole("checkbox", { name: /Super Admin/ });
    await userEvent.type(canvas.getByLabelText(/^Name/), "Al");
    await userEvent.click(canvas.getByRole("button", { name: "Create User" }));
    // docs/product.md §5: name 3-100, username 3-100, password 8-100; the validator's messages, under each input
    const name = canvas.getByLabelText(/^Name/);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(/at least length 3/);
    await expect(name).toHaveFocus();
    await expect(canvas.getByLabelText(/^Username/)).toHaveAccessibleDescription(/at least length 3/);
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(/at least length 8/);
    // editing a field clears its message
    await userEvent.type(name, "i");
    await expect(name).not.toHaveAttribute("aria-invalid");
  }),
};

export const CreateServerError: Story = {
  ...story("/users/create"),
  play: async ({ canvasElement }) => {
    // a seeded username: the mock answers 409 with the field's error
    const canvas = await fillUser(canvasElement, "Dewi Dua", "useradmin", /User Admin/);
    await userEvent.click(canvas.getByRole("button", { name: "Create User" }));
    await expectToast("Error", /already taken/, "destructive");
    // the form keeps what was typed and shows the server's field error under the input
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue("Dewi Dua");
    await expect(canvas.getByLabelText(/^Username/)).toHaveAccessibleDescription(
      "This username is already taken. Choose another one.",
    );
    await expect(canvas.getByRole("checkbox", { name: /User Admin/ })).toBeChecked();
    await expect(currentUrl(canvasElement)).toBe("/users/create");
  },
};

export const CreateChoicesForbidden: Story = {
  ...story("/users/create", {
    faults: {
      roleList: { status: 403, message: "Requires one of: access:user.role" },
      permissionList: { status: 403, message: "Requires one of: access:user.permission" },
    },
  }),
  play: scene(async (canvas) => {
    await expect(await canvas.findByText("You may not list roles, so they cannot be changed here.")).toBeVisible();
    await expect(await canvas.findByText("You may not list permissions, so they cannot be changed here.")).toBeVisible();
    await expect(canvas.queryAllByRole("checkbox")).toHaveLength(0);
  }),
};

export const CreateChoicesLoading: Story = {
  ...story("/users/create", { faults: { roleList: PENDING, permissionList: PENDING } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText("Loading…")).toHaveLength(2);
  },
};

// ---- edit -----------------------------------------------------------------------------------------------------

export const EditFilled: Story = {
  ...story("/users/useradmin/edit"),
  play: scene(async (canvas, { canvasElement, loaded }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Edit User" })).toBeVisible();
    // prefilled from the record; no password on edit (docs/product.md §2)
    await waitFor(() => expect(canvas.getByLabelText(/^Name/)).toHaveValue("Dewi Lestari"));
    await expect(canvas.getByLabelText(/^Username/)).toHaveValue("useradmin");
    await expect(canvas.queryByLabelText(/^Password/)).toBeNull();
    await expect(await canvas.findByRole("checkbox", { name: /User Admin/ })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: /Super Admin/ })).not.toBeChecked();
    const permissions = canvas.getByRole("group", { name: "Permissions" });
    await expect(await within(permissions).findByRole("checkbox", { name: ACCESS_QUEUE })).not.toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: /Queue Operator/ }));
    await userEvent.clear(canvas.getByLabelText(/^Name/));
    await userEvent.type(canvas.getByLabelText(/^Name/), "Dewi L.");
    await userEvent.click(canvas.getByRole("button", { name: "Update User" }));
    await expectToast("User updated successfully");
    const user = dbOf(loaded).find("users", (u) => u.username === "useradmin");
    await expect(user).toMatchObject({ name: "Dewi L.", permission_ids: [] });
    await expect([...(user?.role_ids ?? [])].sort()).toEqual([2, 4]);
    await waitFor(() => expect(currentUrl(canvasElement)).toBe("/users/useradmin"));
    await canvas.findByRole("heading", { level: 1, name: "User Detail" });
  }),
};

export const EditServerError: Story = {
  ...story("/users/useradmin/edit", { faults: { userEdit: { status: 500, message: "Database is down" } } }),
  play: scene(async (canvas) => {
    await waitFor(() => expect(canvas.getByLabelText(/^Name/)).toHaveValue("Dewi Lestari"));
    await userEvent.type(canvas.getByLabelText(/^Name/), " X");
    await userEvent.click(canvas.getByRole("button", { name: "Update User" }));
    await expectToast("Error", "Database is down", "destructive");
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue("Dewi Lestari X");
  }),
};
export const EditLoading: Story = edit.loading;
export const EditError: Story = edit.error;
export const EditForbidden: Story = edit.forbidden;
