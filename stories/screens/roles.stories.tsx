import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { Database } from "../../mocks/db/database";
import { type AppStory, at, dbOf } from "../frame/mock-app";
import { currentUrl, expectDetails, expectToast, scene, columnHeaders } from "../frame/play";
import { resourceStates } from "../frame/resource-states";
import { roles } from "../../src/features/roles/resource";

/** The role screens (docs/product.md §2) on the seeded mock (role 2 is Queue Operator), with seven more roles: a second page. */
async function elevenRoles(db: Database) {
  for (let n = 1; n <= 7; n++) {
    await db.insert("roles", {
      id: db.nextId("roles"),
      name: `Pos ${n}`,
      slug: `pos-${n}`,
      description: null,
      permission_ids: [1],
    });
  }
}
const story = (route: string, more: Partial<AppStory> = {}) => at(route, "useradmin", { data: elevenRoles, ...more });
const meta = { title: "Screens/Users/Roles", ...story("/users/roles") } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const { list, detail, edit } = resourceStates(roles, {
  persona: "useradmin",
  list: "roleList",
  get: "roleGet",
  tables: ["roles"],
  record: 2,
  missing: 404,
});

const DESCRIPTION = "Processes registrations at a pickup location";
const ACCESS_QUEUE = /^Access Queue\s*access:queue$/;

export const ListFilled: Story = {
  play: scene(async (canvas, { canvasElement }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Roles" })).toBeVisible();
    const table = await canvas.findByRole("grid", { name: "Roles" });
    await within(table).findByRole("rowheader", { name: "Queue Operator" });
    await expect(columnHeaders(table)).toEqual(["Name", "Slug", "Description", "Actions"]);
    await expect(within(table).getByRole("link", { name: "View Queue Operator" })).toHaveAttribute("href", "/users/roles/2");
    await expect(within(table).getByRole("link", { name: "Edit Queue Operator" })).toHaveAttribute("href", "/users/roles/2/edit");
    await expect(canvas.getByRole("link", { name: "Add" })).toHaveAttribute("href", "/users/roles/create");
    await userEvent.click(canvas.getByRole("button", { name: "Page 2" }));
    await within(table).findByRole("rowheader", { name: "Pos 7" });
    await expect(currentUrl(canvasElement)).toContain("/users/roles?page=2");
  }),
};
export const ListEmpty: Story = list.empty;
export const ListLoading: Story = list.loading;
export const ListError: Story = list.error;
export const ListForbidden: Story = list.forbidden;

// ---- detail ---------------------------------------------------------------------------------------------------

export const DetailFilled: Story = {
  ...story("/users/roles/2"),
  play: scene(async (canvas, { canvasElement }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Role Detail" })).toBeVisible();
    await canvas.findByText("Queue Operator");
    await expectDetails(canvasElement, [
      ["Name", "Queue Operator"],
      ["Slug", "queue-operator"],
      ["Description", DESCRIPTION],
      ["Permissions", "Access Queue"],
    ]);
    await expect(canvas.getByRole("link", { name: "Edit" })).toHaveAttribute("href", "/users/roles/2/edit");
  }),
};
export const DetailLoading: Story = detail.loading;
export const DetailNotFound: Story = detail.notFound;
export const DetailError: Story = detail.error;
export const DetailForbidden: Story = detail.forbidden;

// ---- create ---------------------------------------------------------------------------------------------------

export const CreateFilled: Story = {
  ...story("/users/roles/create"),
  play: scene(async (canvas, { canvasElement, loaded }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Create Role" })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Name/), "Auditor");
    await userEvent.type(canvas.getByLabelText(/^Slug/), "auditor");
    await userEvent.click(await canvas.findByRole("checkbox", { name: /Access Queue Location/ }));
    await userEvent.click(canvas.getByRole("checkbox", { name: ACCESS_QUEUE }));
    await userEvent.click(canvas.getByRole("button", { name: "Create Role" }));
    await expectToast("Role created successfully");
    // an empty description is left out (stored as null)
    const created = dbOf(loaded).find("roles", (r) => r.slug === "auditor");
    await expect(created).toMatchObject({ name: "Auditor", description: null });
    await expect([...(created?.permission_ids ?? [])].sort()).toEqual([1, 2]);
    await waitFor(() => expect(currentUrl(canvasElement)).toBe("/users/roles"));
  }),
};

export const CreateValidation: Story = {
  ...story("/users/roles/create"),
  play: scene(async (canvas) => {
    await canvas.findByRole("checkbox", { name: /Access User Role/ });
    await userEvent.type(canvas.getByLabelText(/^Slug/), "ab");
    await userEvent.click(canvas.getByLabelText(/^Description/));
    await userEvent.paste("x".repeat(101));
    await userEvent.click(canvas.getByRole("button", { name: "Create Role" }));
    // docs/product.md §5: name 3-100, slug 3-100, description at most 100
    await expect(canvas.getByLabelText(/^Name/)).toHaveAccessibleDescription(/at least length 3/);
    await expect(canvas.getByLabelText(/^Name/)).toHaveFocus();
    await expect(canvas.getByLabelText(/^Slug/)).toHaveAccessibleDescription(/at least length 3/);
    await expect(canvas.getByLabelText(/^Description/)).toHaveAccessibleDescription(/at most length 100/);
  }),
};

export const CreateServerError: Story = {
  ...story("/users/roles/create"),
  play: scene(async (canvas) => {
    await userEvent.type(await canvas.findByLabelText(/^Name/), "Operator Dua");
    // a seeded slug: the mock answers 409 with the field's error
    await userEvent.type(canvas.getByLabelText(/^Slug/), "queue-operator");
    await userEvent.click(await canvas.findByRole("checkbox", { name: /Access User Role/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Create Role" }));
    await expectToast("Error", /already taken/, "destructive");
    await expect(canvas.getByLabelText(/^Slug/)).toHaveAccessibleDescription(
      "Another role already has this slug. Choose another one.",
    );
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue("Operator Dua");
    await expect(canvas.getByRole("checkbox", { name: /Access User Role/ })).toBeChecked();
  }),
};

/** A user administrator who may not list permissions: the form says so instead of the checkboxes. */
export const CreatePermissionsForbidden: Story = {
  ...story("/users/roles/create", {
    faults: { permissionList: { status: 403, message: "Requires one of: access:user.permission" } },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("You may not list permissions, so they cannot be changed here."),
    ).toBeVisible();
  },
};

// ---- edit -----------------------------------------------------------------------------------------------------

export const EditFilled: Story = {
  ...story("/users/roles/2/edit"),
  play: scene(async (canvas, { canvasElement, loaded }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Edit Role" })).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/^Name/)).toHaveValue("Queue Operator"));
    await expect(canvas.getByLabelText(/^Slug/)).toHaveValue("queue-operator");
    await expect(canvas.getByLabelText(/^Description/)).toHaveValue(DESCRIPTION);
    await expect(await canvas.findByRole("checkbox", { name: ACCESS_QUEUE })).toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: /Access Queue Session/ }));
    await userEvent.clear(canvas.getByLabelText(/^Description/));
    await userEvent.click(canvas.getByRole("button", { name: "Update Role" }));
    await expectToast("Role updated successfully");
    // a cleared description is stored as null (docs/product.md §5 'description nullable')
    const role = dbOf(loaded).byId("roles", 2);
    await expect(role).toMatchObject({ name: "Queue Operator", slug: "queue-operator", description: null });
    await expect([...(role?.permission_ids ?? [])].sort()).toEqual([1, 3]);
    await waitFor(() => expect(currentUrl(canvasElement)).toBe("/users/roles/2"));
    await expect(await canvas.findByText("Access Queue Session")).toBeVisible();
  }),
};

export const EditServerError: Story = {
  ...story("/users/roles/2/edit"),
  play: scene(async (canvas) => {
    await waitFor(() => expect(canvas.getByLabelText(/^Slug/)).toHaveValue("queue-operator"));
    await userEvent.clear(canvas.getByLabelText(/^Slug/));
    await userEvent.type(canvas.getByLabelText(/^Slug/), "super-admin");
    await userEvent.click(canvas.getByRole("button", { name: "Update Role" }));
    await expectToast("Error", /already taken/, "destructive");
    await expect(canvas.getByLabelText(/^Slug/)).toHaveValue("super-admin");
  }),
};
export const EditLoading: Story = edit.loading;
export const EditError: Story = edit.error;
export const EditForbidden: Story = edit.forbidden;
