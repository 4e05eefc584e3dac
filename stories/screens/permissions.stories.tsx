import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Route, Switch, useLocation, useSearch } from "wouter";
import type { Permission } from "../../src/api/contract";
import {
  PermissionCreatePage,
  PermissionDetailPage,
  PermissionEditPage,
  PermissionListPage,
} from "../../src/features/permissions";
import { AdminStoryFrame, personas } from "./admin-story-kit";

// ---------------------------------------------------------------------------------------------------------------
// Fixtures and a small in-story server (shapes follow src/api/contract; responses are validated in dev).

const API = "*/api/v1";

const permissions: Permission[] = [
  ["access:queue", "Access Queue", "Ticket list, detail and export"],
  ["access:queue.location", "Access Queue Location", null],
  ["access:queue.session", "Access Queue Session", null],
  ["access:queue.day_off", "Access Queue Day Off", null],
  ["access:queue.rejection_reason", "Access Queue Rejection Reason", null],
  ["access:user", "Access User", "Manage staff users"],
  ["access:user.role", "Access User Role", null],
  ["access:user.permission", "Access User Permission", null],
  ["access:report", "Access Report", null],
  ["access:report.export", "Access Report Export", null],
  ["access:audit", "Access Audit", null],
].map(([slug, name, description], i) => ({
  id: i + 1,
  name: name as string,
  slug: slug as string,
  description: description ?? null,
}));
const accessQueue = permissions[0] as Permission;

const errorBody = (status: number, code: string, error: string, errors?: Record<string, string>) =>
  HttpResponse.json({ error, code, ...(errors && { errors }) }, { status });

function page<T>(request: Request, key: string, rows: readonly T[]) {
  const params = new URL(request.url).searchParams;
  const p = Number(params.get("page") ?? 1);
  const size = Number(params.get("size") ?? 10);
  return HttpResponse.json({ data: { page: p, size, total: rows.length, [key]: rows.slice((p - 1) * size, p * size) } });
}

const forever = async () => {
  await delay("infinite");
  return HttpResponse.json({});
};

type Calls = { body?: unknown; seen: URLSearchParams[] };
type PermissionBody = { name: string; slug: string; description?: string | null };

function permissionHandlers(rows: Permission[] = permissions, calls: Calls = { seen: [] }) {
  let data = [...rows];
  return [
    http.get(`${API}/users/permissions/`, ({ request }) => {
      calls.seen.push(new URL(request.url).searchParams);
      return page(request, "permissions", data);
    }),
    http.get(`${API}/users/permissions/:id`, ({ params }) => {
      const permission = data.find((p) => String(p.id) === params.id);
      return permission ? HttpResponse.json({ data: { permission } }) : errorBody(404, "NOT_FOUND", "Permission not found");
    }),
    http.post(`${API}/users/permissions/`, async ({ request }) => {
      const body = (await request.json()) as PermissionBody;
      calls.body = body;
      const permission: Permission = { id: 99, name: body.name, slug: body.slug, description: body.description ?? null };
      data = [...data, permission];
      return HttpResponse.json({ data: { permission } }, { status: 201 });
    }),
    http.patch(`${API}/users/permissions/:id`, async ({ request, params }) => {
      const body = (await request.json()) as Partial<PermissionBody>;
      calls.body = body;
      const old = data.find((p) => String(p.id) === params.id) as Permission;
      const permission: Permission = {
        ...old,
        ...(body.name !== undefined && { name: body.name }),
        ...(body.slug !== undefined && { slug: body.slug }),
        ...(body.description !== undefined && { description: body.description }),
      };
      data = data.map((p) => (p === old ? permission : p));
      return HttpResponse.json({ data: { permission } });
    }),
  ];
}

function LocationProbe() {
  const [path] = useLocation();
  const search = useSearch();
  return <output data-testid="location">{path + (search ? `?${search}` : "")}</output>;
}

function PermissionScreens() {
  return (
    <>
      <Switch>
        <Route path="/users/permissions">
          <PermissionListPage />
        </Route>
        <Route path="/users/permissions/create">
          <PermissionCreatePage />
        </Route>
        <Route path="/users/permissions/:id/edit">
          <PermissionEditPage />
        </Route>
        <Route path="/users/permissions/:id">
          <PermissionDetailPage />
        </Route>
      </Switch>
      <LocationProbe />
    </>
  );
}

// ---------------------------------------------------------------------------------------------------------------

const meta = {
  title: "Screens/Permissions",
  render: (args) => (
    <AdminStoryFrame {...args}>
      <PermissionScreens />
    </AdminStoryFrame>
  ),
  args: { path: "/users/permissions", user: personas.superadmin, children: null },
  parameters: { msw: { handlers: permissionHandlers() } },
} satisfies Meta<typeof AdminStoryFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const toast = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("story-toast");
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("location");
const noSlug = { ...personas.useradmin, permissions: ["access:user"] };
const forbidden = (path: string) =>
  http.get(`${API}${path}`, () => errorBody(403, "FORBIDDEN", "Requires one of: access:user.permission"));

// ---- list -----------------------------------------------------------------------------------------------------

const listCalls: Calls = { seen: [] };

export const ListFilled: Story = {
  parameters: { msw: { handlers: permissionHandlers(permissions, listCalls) } },
  beforeEach: () => {
    listCalls.seen.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Permissions" })).toBeVisible();
    const table = await canvas.findByRole("grid", { name: "Permissions" });
    await within(table).findByText("Ticket list, detail and export");
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Name", "Slug", "Description", "Actions"]);
    await expect(within(table).getByRole("link", { name: "View Access Queue" })).toHaveAttribute("href", "/users/permissions/1");
    await expect(within(table).getByRole("link", { name: "Edit Access Queue" })).toHaveAttribute(
      "href",
      "/users/permissions/1/edit",
    );
    await expect(canvas.getByRole("link", { name: "Add" })).toHaveAttribute("href", "/users/permissions/create");
    await expect(Object.fromEntries(listCalls.seen[0] ?? [])).toEqual({ page: "1", size: "10" });
    await expect(canvas.getByText("1–10 of 11")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await within(table).findByText("Access Audit");
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
  },
};

export const ListEmpty: Story = {
  parameters: { msw: { handlers: permissionHandlers([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No permissions yet")).toBeVisible();
  },
};

export const ListLoading: Story = {
  parameters: { msw: { handlers: [http.get(`${API}/users/permissions/`, forever)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading…")).toBeVisible();
  },
};

export const ListError: Story = {
  parameters: {
    msw: { handlers: [http.get(`${API}/users/permissions/`, () => errorBody(503, "UNAVAILABLE", "Service unavailable"))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Service unavailable");
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

export const ListForbidden: Story = {
  args: { user: noSlug },
  parameters: { msw: { handlers: [forbidden("/users/permissions/")] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "No permission" })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Add" })).toBeNull();
  },
};

// ---- detail ---------------------------------------------------------------------------------------------------

export const DetailFilled: Story = {
  args: { path: "/users/permissions/1" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Permission Detail" })).toBeVisible();
    await canvas.findByText("Ticket list, detail and export");
    for (const [label, value] of [
      ["Name", "Access Queue"],
      ["Slug", "access:queue"],
      ["Description", "Ticket list, detail and export"],
    ]) {
      await expect(canvas.getByText(label as string, { selector: "dt" }).nextElementSibling).toHaveTextContent(value as string);
    }
    await expect(canvas.getByRole("link", { name: "Edit" })).toHaveAttribute("href", "/users/permissions/1/edit");
  },
};

export const DetailLoading: Story = {
  args: { path: "/users/permissions/1" },
  parameters: { msw: { handlers: [http.get(`${API}/users/permissions/:id`, forever)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading…")).toBeVisible();
  },
};

export const DetailNotFound: Story = {
  args: { path: "/users/permissions/404" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Not found" })).toBeVisible();
  },
};

export const DetailError: Story = {
  args: { path: "/users/permissions/1" },
  parameters: {
    msw: { handlers: [http.get(`${API}/users/permissions/:id`, () => errorBody(500, "INTERNAL", "Database is down"))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("Database is down");
  },
};

export const DetailForbidden: Story = {
  args: { path: "/users/permissions/1", user: noSlug },
  parameters: { msw: { handlers: [forbidden("/users/permissions/:id")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "No permission" })).toBeVisible();
  },
};

// ---- create ---------------------------------------------------------------------------------------------------

const createCalls: Calls = { seen: [] };

export const CreateFilled: Story = {
  args: { path: "/users/permissions/create" },
  parameters: { msw: { handlers: permissionHandlers(permissions, createCalls) } },
  beforeEach: () => {
    createCalls.body = undefined;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Create Permission" })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Name/), "Access Report Print");
    await userEvent.type(canvas.getByLabelText(/^Slug/), "access:report.print");
    await userEvent.type(canvas.getByLabelText(/^Description/), "Print reports");
    await userEvent.click(canvas.getByRole("button", { name: "Create Permission" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Permission created successfully"));
    await expect(createCalls.body).toEqual({
      name: "Access Report Print",
      slug: "access:report.print",
      description: "Print reports",
    });
    await expect(location(canvasElement)).toHaveTextContent(/^\/users\/permissions$/);
  },
};

export const CreateValidation: Story = {
  args: { path: "/users/permissions/create" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Name/), "OK name");
    await userEvent.click(canvas.getByRole("button", { name: "Create Permission" }));
    await expect(canvas.getByLabelText(/^Name/)).not.toHaveAttribute("aria-invalid");
    await expect(canvas.getByLabelText(/^Slug/)).toHaveAccessibleDescription(/at least length 3/);
    await expect(canvas.getByLabelText(/^Slug/)).toHaveFocus();
  },
};

export const CreateServerError: Story = {
  args: { path: "/users/permissions/create" },
  parameters: {
    msw: {
      handlers: [
        http.post(`${API}/users/permissions/`, () =>
          errorBody(409, "DUPLICATE", "Slug already exists", { slug: "Slug already exists" }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Name/), "Access Queue Again");
    await userEvent.type(canvas.getByLabelText(/^Slug/), "access:queue");
    await userEvent.click(canvas.getByRole("button", { name: "Create Permission" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Error: Slug already exists"));
    await expect(toast(canvasElement)).toHaveAttribute("data-variant", "destructive");
    await expect(canvas.getByLabelText(/^Slug/)).toHaveAccessibleDescription("Slug already exists");
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue("Access Queue Again");
  },
};

// ---- edit -----------------------------------------------------------------------------------------------------

const editCalls: Calls = { seen: [] };

export const EditFilled: Story = {
  args: { path: "/users/permissions/1/edit" },
  parameters: { msw: { handlers: permissionHandlers(permissions, editCalls) } },
  beforeEach: () => {
    editCalls.body = undefined;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Edit Permission" })).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/^Name/)).toHaveValue("Access Queue"));
    await expect(canvas.getByLabelText(/^Slug/)).toHaveValue("access:queue");
    await expect(canvas.getByLabelText(/^Description/)).toHaveValue("Ticket list, detail and export");
    await userEvent.type(canvas.getByLabelText(/^Description/), " (all locations)");
    await userEvent.click(canvas.getByRole("button", { name: "Update Permission" }));
    // SPEC §8: the update shows the created text too
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Permission created successfully"));
    await expect(editCalls.body).toEqual({
      name: "Access Queue",
      slug: "access:queue",
      description: "Ticket list, detail and export (all locations)",
    });
    await expect(location(canvasElement)).toHaveTextContent(/^\/users\/permissions\/1$/);
  },
};

export const EditServerError: Story = {
  args: { path: "/users/permissions/1/edit" },
  parameters: {
    msw: {
      handlers: [
        http.get(`${API}/users/permissions/:id`, () => HttpResponse.json({ data: { permission: accessQueue } })),
        http.patch(`${API}/users/permissions/:id`, () => errorBody(500, "INTERNAL", "Database is down")),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText(/^Name/)).toHaveValue("Access Queue"));
    await userEvent.type(canvas.getByLabelText(/^Name/), "!");
    await userEvent.click(canvas.getByRole("button", { name: "Update Permission" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Error: Database is down"));
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue("Access Queue!");
  },
};

export const EditLoading: Story = {
  args: { path: "/users/permissions/1/edit" },
  parameters: { msw: { handlers: [http.get(`${API}/users/permissions/:id`, forever)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading…")).toBeVisible();
  },
};

export const EditError: Story = {
  args: { path: "/users/permissions/1/edit" },
  parameters: {
    msw: { handlers: [http.get(`${API}/users/permissions/:id`, () => errorBody(503, "UNAVAILABLE", "Service unavailable"))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("Service unavailable");
  },
};

export const EditForbidden: Story = {
  args: { path: "/users/permissions/1/edit", user: noSlug },
  parameters: { msw: { handlers: [forbidden("/users/permissions/:id")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "No permission" })).toBeVisible();
  },
};
