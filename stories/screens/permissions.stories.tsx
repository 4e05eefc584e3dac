import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { Database } from "../../mocks/db/database";
import { at, dbOf } from "../frame/mock-app";
import { currentUrl, expectDetails, expectToast, scene, columnHeaders } from "../frame/play";
import { resourceStates } from "../frame/resource-states";
import { permissions } from "../../src/features/permissions/resource";

/** The permission screens (docs/product.md §2) on the seeded mock, with three more permissions: a second page. */
async function elevenPermissions(db: Database) {
  for (const name of ["Access Report", "Access Export", "Access Audit"]) {
    const slug = `access:${name.split(" ")[1]?.toLowerCase()}`;
    await db.insert("permissions", { id: db.nextId("permissions"), slug, name, description: `${name} screens` });
  }
}
const story = (route: string) => at(route, "useradmin", { data: elevenPermissions });
const meta = { title: "Screens/Users/Permissions", ...story("/users/permissions") } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const { list, detail, edit } = resourceStates(permissions, {
  persona: "useradmin",
  list: "permissionList",
  get: "permissionGet",
  tables: ["permissions"],
  record: 1,
  missing: 404,
});

const DESCRIPTION = "Read and process queue registrations";

export const ListFilled: Story = {
  play: scene(async (canvas) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Permissions" })).toBeVisible();
    const table = await canvas.findByRole("grid", { name: "Permissions" });
    await within(table).findByText(DESCRIPTION);
    await expect(columnHeaders(table)).toEqual(["Name", "Slug", "Description", "Actions"]);
    await expect(within(table).getByRole("link", { name: "View Access Queue" })).toHaveAttribute("href", "/users/permissions/1");
    await expect(within(table).getByRole("link", { name: "Edit Access Queue" })).toHaveAttribute(
      "href",
      "/users/permissions/1/edit",
    );
    await expect(canvas.getByRole("link", { name: "Add" })).toHaveAttribute("href", "/users/permissions/create");
    await expect(canvas.getByText("1–10 of 11")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await within(table).findByRole("rowheader", { name: "Access Audit" });
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
  }),
};
export const ListEmpty: Story = list.empty;
export const ListLoading: Story = list.loading;
export const ListError: Story = list.error;
export const ListForbidden: Story = list.forbidden;

// ---- detail ---------------------------------------------------------------------------------------------------

export const DetailFilled: Story = {
  ...story("/users/permissions/1"),
  play: scene(async (canvas, { canvasElement }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Permission Detail" })).toBeVisible();
    await canvas.findByText(DESCRIPTION);
    await expectDetails(canvasElement, [
      ["Name", "Access Queue"],
      ["Slug", "access:queue"],
      ["Description", DESCRIPTION],
    ]);
    await expect(canvas.getByRole("link", { name: "Edit" })).toHaveAttribute("href", "/users/permissions/1/edit");
  }),
};
export const DetailLoading: Story = detail.loading;
export const DetailNotFound: Story = detail.notFound;
export const DetailError: Story = detail.error;
export const DetailForbidden: Story = detail.forbidden;

// ---- create ---------------------------------------------------------------------------------------------------

async function fill(canvasElement: HTMLElement, fields: { name?: string; slug?: string; description?: string }) {
  const canvas = within(canvasElement);
  await canvas.findByRole("heading", { level: 1, name: "Create Permission" });
  if (fields.name) await userEvent.type(canvas.getByLabelText(/^Name/), fields.name);
  if (fields.slug) await userEvent.type(canvas.getByLabelText(/^Slug/), fields.slug);
  if (fields.description) await userEvent.type(canvas.getByLabelText(/^Description/), fields.description);
  await userEvent.click(canvas.getByRole("button", { name: "Create Permission" }));
  return canvas;
}

export const CreateFilled: Story = {
  ...story("/users/permissions/create"),
  play: async ({ canvasElement, loaded }) => {
    await fill(canvasElement, { name: "Access Report Print", slug: "access:report.print", description: "Print reports" });
    await expectToast("Permission created successfully");
    await expect(dbOf(loaded).find("permissions", (p) => p.slug === "access:report.print")).toMatchObject({
      name: "Access Report Print",
      description: "Print reports",
    });
    await waitFor(() => expect(currentUrl(canvasElement)).toBe("/users/permissions"));
  },
};

export const CreateValidation: Story = {
  ...story("/users/permissions/create"),
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, { name: "OK name" });
    await expect(canvas.getByLabelText(/^Name/)).not.toHaveAttribute("aria-invalid");
    await expect(canvas.getByLabelText(/^Slug/)).toHaveAccessibleDescription(/at least length 3/);
    await expect(canvas.getByLabelText(/^Slug/)).toHaveFocus();
  },
};

export const CreateServerError: Story = {
  ...story("/users/permissions/create"),
  play: async ({ canvasElement }) => {
    // a seeded slug: the mock answers 409 with the field's error
    const canvas = await fill(canvasElement, { name: "Access Queue Again", slug: "access:queue" });
    await expectToast("Error", /already taken/, "destructive");
    await expect(canvas.getByLabelText(/^Slug/)).toHaveAccessibleDescription(
      "Another permission already has this slug. Choose another one.",
    );
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue("Access Queue Again");
  },
};

// ---- edit -----------------------------------------------------------------------------------------------------

export const EditFilled: Story = {
  ...story("/users/permissions/1/edit"),
  play: scene(async (canvas, { canvasElement, loaded }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Edit Permission" })).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/^Name/)).toHaveValue("Access Queue"));
    await expect(canvas.getByLabelText(/^Slug/)).toHaveValue("access:queue");
    await expect(canvas.getByLabelText(/^Description/)).toHaveValue(DESCRIPTION);
    await userEvent.type(canvas.getByLabelText(/^Description/), " (all locations)");
    await userEvent.click(canvas.getByRole("button", { name: "Update Permission" }));
    // docs/product.md §8: the update shows the created text too
    await expectToast("Permission created successfully");
    await expect(dbOf(loaded).byId("permissions", 1)).toMatchObject({
      name: "Access Queue",
      slug: "access:queue",
      description: `${DESCRIPTION} (all locations)`,
    });
    await waitFor(() => expect(currentUrl(canvasElement)).toBe("/users/permissions/1"));
  }),
};

export const EditServerError: Story = {
  ...at("/users/permissions/1/edit", "useradmin", { faults: { permissionEdit: { status: 500, message: "Database is down" } } }),
  play: scene(async (canvas) => {
    await waitFor(() => expect(canvas.getByLabelText(/^Name/)).toHaveValue("Access Queue"));
    await userEvent.type(canvas.getByLabelText(/^Name/), "!");
    await userEvent.click(canvas.getByRole("button", { name: "Update Permission" }));
    await expectToast("Error", "Database is down", "destructive");
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue("Access Queue!");
  }),
};
export const EditLoading: Story = edit.loading;
export const EditError: Story = edit.error;
export const EditForbidden: Story = edit.forbidden;
