import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import type { Database } from "../../server/store/memory/database";
import { expectRefused, expectShown, expectToast, fill, grid, resourceStories, type Canvas } from "../frame";
import { permissions } from "../../src/features/permissions/resource";

/** The permission screens (docs/product.md §2) on the seeded mock, with three more permissions: a second page. */
async function elevenPermissions(db: Database) {
  for (const name of ["Access Report", "Access Export", "Access Audit"]) {
    const slug = `access:${name.split(" ")[1]?.toLowerCase()}`;
    await db.insert("permissions", { id: db.nextId("permissions"), slug, name, description: `${name} screens` });
  }
}
export default { title: "Screens/Users/Permissions" } satisfies Meta;
const at = { persona: "useradmin", data: elevenPermissions, record: 1, missing: 404 } as const;
const { story, list, detail, edit } = resourceStories(permissions, at);

const DESCRIPTION = "Read and process queue registrations";

export const ListFilled = story(async (canvas) => {
  const table = await grid(canvas, "Permissions", "Access Queue");
  const links = { "View Access Queue": "/users/permissions/1", "Edit Access Queue": "/users/permissions/1/edit" };
  await expectShown(table, { columnOrder: ["Name", "Slug", "Description", "Actions"], links, text: [DESCRIPTION] });
  await expectShown(canvas, { heading: "Permissions", links: { Add: "/users/permissions/create" }, text: ["1–10 of 11"] });
  await userEvent.click(canvas.getByRole("button", { name: "Next" }));
  await table.findByRole("rowheader", { name: "Access Audit" });
  await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
});
export const ListEmpty = list.empty;
export const ListLoading = list.loading;
export const ListError = list.error;
export const ListForbidden = list.forbidden;

export const DetailFilled = story("/users/permissions/1", async (canvas) => {
  await expectShown(canvas, {
    heading: "Permission Detail",
    details: { Name: "Access Queue", Slug: "access:queue", Description: DESCRIPTION },
    links: { Edit: "/users/permissions/1/edit" },
  });
});
export const DetailLoading = detail.loading;
export const DetailNotFound = detail.notFound;
export const DetailError = detail.error;
export const DetailForbidden = detail.forbidden;

async function create(canvas: Canvas, fields: Record<string, string>) {
  await expectShown(canvas, { heading: "Create Permission" });
  await fill(canvas, fields, "Create Permission");
}

export const CreateFilled = story("/users/permissions/create", async (canvas, { db, url }) => {
  await create(canvas, { Name: "Access Report Print", Slug: "access:report.print", Description: "Print reports" });
  await expectToast("Permission created successfully");
  const stored = { name: "Access Report Print", description: "Print reports" };
  await expect(db.find("permissions", (p) => p.slug === "access:report.print")).toMatchObject(stored);
  await waitFor(() => expect(url()).toBe("/users/permissions"));
});

export const CreateValidation = story("/users/permissions/create", async (canvas) => {
  await create(canvas, { Name: "OK name" });
  await expectShown(canvas, { described: { Slug: "Required." }, focused: "Slug" });
  await expect(canvas.getByLabelText(/^Name/)).not.toHaveAttribute("aria-invalid");
});

export const CreateServerError = story("/users/permissions/create", async (canvas) => {
  // a seeded slug: the mock answers 409 with the field's error
  await create(canvas, { Name: "Access Queue Again", Slug: "access:queue" });
  const described = { Slug: "Another permission already has this slug. Choose another one." };
  await expectRefused(canvas, /already taken/, { described, values: { Name: "Access Queue Again" } });
});

export const EditFilled = story("/users/permissions/1/edit", async (canvas, { db, url }) => {
  const values = { Name: "Access Queue", Slug: "access:queue", Description: DESCRIPTION };
  await expectShown(canvas, { heading: "Edit Permission", values });
  await fill(canvas, { Description: " (all locations)" }, "Update Permission");
  // docs/product.md §8: the update shows the created text too
  await expectToast("Permission created successfully");
  const stored = { name: "Access Queue", slug: "access:queue", description: `${DESCRIPTION} (all locations)` };
  await expect(db.byId("permissions", 1)).toMatchObject(stored);
  await waitFor(() => expect(url()).toBe("/users/permissions/1"));
});

const databaseDown = { permissionEdit: { status: 500, message: "Database is down" } } as const;
export const EditServerError = story({ route: "/users/permissions/1/edit", faults: databaseDown }, async (canvas) => {
  await expectShown(canvas, { values: { Name: "Access Queue" } });
  await fill(canvas, { Name: "!" }, "Update Permission");
  // a 500 after a write: it may be saved, so it says so and how to look, never "try again" nor the server's own
  // words (docs/product.md §8.1, §8.2)
  await expectRefused(
    canvas,
    "Something went wrong on the server. The change may have been saved. Check the list in another tab before doing it again.",
    { values: { Name: "Access Queue!" } },
  );
});
export const EditLoading = edit.loading;
export const EditError = edit.error;
export const EditForbidden = edit.forbidden;
