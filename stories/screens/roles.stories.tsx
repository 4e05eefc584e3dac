import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Route, Switch, useLocation, useSearch } from "wouter";
import type { Permission, Role } from "../../src/api/contract";
import { RoleCreatePage, RoleDetailPage, RoleEditPage, RoleListPage } from "../../src/features/roles";
import { AdminStoryFrame, personas } from "./admin-story-kit";

// ---------------------------------------------------------------------------------------------------------------
// Fixtures and a small in-story server (shapes follow src/api/contract; responses are validated in dev).

const API = "*/api/v1";

const permissions: Permission[] = [
  ["access:queue", "Access Queue"],
  ["access:queue.location", "Access Queue Location"],
  ["access:queue.session", "Access Queue Session"],
  ["access:queue.day_off", "Access Queue Day Off"],
  ["access:queue.rejection_reason", "Access Queue Rejection Reason"],
  ["access:user", "Access User"],
  ["access:user.role", "Access User Role"],
  ["access:user.permission", "Access User Permission"],
].map(([slug, name], i) => ({ id: i + 1, name: name as string, slug: slug as string, description: null }));

const operator: Role = {
  id: 2,
  name: "Queue Operator",
  slug: "queue-operator",
  description: "Processes registrations",
  permissions: permissions.slice(0, 1),
};
const roles: Role[] = [
  { id: 1, name: "Super Admin", slug: "super-admin", description: "Every permission", permissions },
  operator,
  { id: 3, name: "Queue Configurator", slug: "queue-configurator", description: null, permissions: permissions.slice(0, 5) },
  { id: 4, name: "User Admin", slug: "user-admin", description: null, permissions: permissions.slice(5) },
  ...Array.from({ length: 8 }, (_, i) => ({
    id: 5 + i,
    name: `Pos ${i + 1}`,
    slug: `pos-${i + 1}`,
    description: null,
    permissions: [],
  })),
];

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

const permissionHandler = http.get(`${API}/users/permissions/`, ({ request }) => page(request, "permissions", permissions));

type Calls = { body?: unknown; seen: URLSearchParams[] };
type RoleBody = { name: string; slug: string; description?: string | null; permissions?: number[] };

/** List, detail, create and edit over `rows`; records the last request body and each list query. */
function roleHandlers(rows: Role[] = roles, calls: Calls = { seen: [] }) {
  let data = [...rows];
  return [
    permissionHandler,
    http.get(`${API}/users/roles/`, ({ request }) => {
      calls.seen.push(new URL(request.url).searchParams);
      return page(request, "roles", data);
    }),
    http.get(`${API}/users/roles/:id`, ({ params }) => {
      const role = data.find((r) => String(r.id) === params.id);
      return role ? HttpResponse.json({ data: { role } }) : errorBody(404, "NOT_FOUND", "Role not found");
    }),
    http.post(`${API}/users/roles/`, async ({ request }) => {
      const body = (await request.json()) as RoleBody;
      calls.body = body;
      const role: Role = {
        id: 99,
        name: body.name,
        slug: body.slug,
        description: body.description ?? null,
        permissions: permissions.filter((p) => body.permissions?.includes(p.id)),
      };
      data = [...data, role];
      return HttpResponse.json({ data: { role } }, { status: 201 });
    }),
    http.patch(`${API}/users/roles/:id`, async ({ request, params }) => {
      const body = (await request.json()) as Partial<RoleBody>;
      calls.body = body;
      const old = data.find((r) => String(r.id) === params.id) as Role;
      const role: Role = {
        ...old,
        ...(body.name !== undefined && { name: body.name }),
        ...(body.slug !== undefined && { slug: body.slug }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.permissions && { permissions: permissions.filter((p) => body.permissions?.includes(p.id)) }),
      };
      data = data.map((r) => (r === old ? role : r));
      return HttpResponse.json({ data: { role } });
    }),
  ];
}

function LocationProbe() {
  const [path] = useLocation();
  const search = useSearch();
  return <output data-testid="location">{path + (search ? `?${search}` : "")}</output>;
}

function RoleScreens() {
  return (
    <>
      <Switch>
        <Route path="/users/roles">
          <RoleListPage />
        </Route>
        <Route path="/users/roles/create">
          <RoleCreatePage />
        </Route>
        <Route path="/users/roles/:id/edit">
          <RoleEditPage />
        </Route>
        <Route path="/users/roles/:id">
          <RoleDetailPage />
        </Route>
      </Switch>
      <LocationProbe />
    </>
  );
}

// ---------------------------------------------------------------------------------------------------------------

const meta = {
  title: "Screens/Roles",
  render: (args) => (
    <AdminStoryFrame {...args}>
      <RoleScreens />
    </AdminStoryFrame>
  ),
  args: { path: "/users/roles", user: personas.superadmin, children: null },
  parameters: { msw: { handlers: roleHandlers() } },
} satisfies Meta<typeof AdminStoryFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const toast = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("story-toast");
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("location");
const forbidden = (path: string) =>
  http.get(`${API}${path}`, () => errorBody(403, "FORBIDDEN", "Requires one of: access:user.role"));

// ---- list -----------------------------------------------------------------------------------------------------

const listCalls: Calls = { seen: [] };

export const ListFilled: Story = {
  parameters: { msw: { handlers: roleHandlers(roles, listCalls) } },
  beforeEach: () => {
    listCalls.seen.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Roles" })).toBeVisible();
    const table = await canvas.findByRole("grid", { name: "Roles" });
    await within(table).findByText("Queue Operator");
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Name", "Slug", "Description", "Actions"]);
    await expect(within(table).getByRole("link", { name: "View Queue Operator" })).toHaveAttribute("href", "/users/roles/2");
    await expect(within(table).getByRole("link", { name: "Edit Queue Operator" })).toHaveAttribute("href", "/users/roles/2/edit");
    await expect(canvas.getByRole("link", { name: "Add" })).toHaveAttribute("href", "/users/roles/create");
    await expect(Object.fromEntries(listCalls.seen[0] ?? [])).toEqual({ page: "1", size: "10" });
    await userEvent.click(canvas.getByRole("button", { name: "Page 2" }));
    await within(table).findByText("Pos 7");
    await expect(location(canvasElement)).toHaveTextContent("/users/roles?page=2");
  },
};

export const ListEmpty: Story = {
  parameters: { msw: { handlers: roleHandlers([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No roles yet")).toBeVisible();
  },
};

export const ListLoading: Story = {
  parameters: { msw: { handlers: [http.get(`${API}/users/roles/`, forever)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading…")).toBeVisible();
  },
};

export const ListError: Story = {
  parameters: {
    msw: { handlers: [http.get(`${API}/users/roles/`, () => errorBody(503, "UNAVAILABLE", "Service unavailable"))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Service unavailable");
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** A user administrator without access:user.role passes the route guard (access:user) but the data call answers 403. */
export const ListForbidden: Story = {
  args: { user: { ...personas.useradmin, permissions: ["access:user"] } },
  parameters: { msw: { handlers: [forbidden("/users/roles/")] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "No permission" })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Add" })).toBeNull();
  },
};

// ---- detail ---------------------------------------------------------------------------------------------------

export const DetailFilled: Story = {
  args: { path: "/users/roles/2" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Role Detail" })).toBeVisible();
    await canvas.findByText("Queue Operator");
    for (const [label, value] of [
      ["Name", "Queue Operator"],
      ["Slug", "queue-operator"],
      ["Description", "Processes registrations"],
      ["Permissions", "Access Queue"],
    ]) {
      await expect(canvas.getByText(label as string, { selector: "dt" }).nextElementSibling).toHaveTextContent(value as string);
    }
    await expect(canvas.getByRole("link", { name: "Edit" })).toHaveAttribute("href", "/users/roles/2/edit");
  },
};

export const DetailLoading: Story = {
  args: { path: "/users/roles/2" },
  parameters: { msw: { handlers: [http.get(`${API}/users/roles/:id`, forever)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading…")).toBeVisible();
  },
};

export const DetailNotFound: Story = {
  args: { path: "/users/roles/404" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Not found" })).toBeVisible();
  },
};

export const DetailError: Story = {
  args: { path: "/users/roles/2" },
  parameters: { msw: { handlers: [http.get(`${API}/users/roles/:id`, () => errorBody(500, "INTERNAL", "Database is down"))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("Database is down");
  },
};

export const DetailForbidden: Story = {
  args: { path: "/users/roles/2", user: { ...personas.useradmin, permissions: ["access:user"] } },
  parameters: { msw: { handlers: [forbidden("/users/roles/:id")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "No permission" })).toBeVisible();
  },
};

// ---- create ---------------------------------------------------------------------------------------------------

const createCalls: Calls = { seen: [] };

export const CreateFilled: Story = {
  args: { path: "/users/roles/create" },
  parameters: { msw: { handlers: roleHandlers(roles, createCalls) } },
  beforeEach: () => {
    createCalls.body = undefined;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Create Role" })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Name/), "Auditor");
    await userEvent.type(canvas.getByLabelText(/^Slug/), "auditor");
    await userEvent.click(await canvas.findByRole("checkbox", { name: /Access Queue Location/ }));
    await userEvent.click(canvas.getByRole("checkbox", { name: /^Access Queue\s*access:queue$/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Create Role" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Role created successfully"));
    // an empty description is left out (stored as null)
    await expect(createCalls.body).toEqual({ name: "Auditor", slug: "auditor", permissions: [1, 2] });
    await expect(location(canvasElement)).toHaveTextContent(/^\/users\/roles$/);
  },
};

export const CreateValidation: Story = {
  args: { path: "/users/roles/create" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("checkbox", { name: /Access User Role/ });
    await userEvent.type(canvas.getByLabelText(/^Slug/), "ab");
    await userEvent.click(canvas.getByLabelText(/^Description/));
    await userEvent.paste("x".repeat(101));
    await userEvent.click(canvas.getByRole("button", { name: "Create Role" }));
    // SPEC §5: name 3-100, slug 3-100, description at most 100
    await expect(canvas.getByLabelText(/^Name/)).toHaveAccessibleDescription(/at least length 3/);
    await expect(canvas.getByLabelText(/^Name/)).toHaveFocus();
    await expect(canvas.getByLabelText(/^Slug/)).toHaveAccessibleDescription(/at least length 3/);
    await expect(canvas.getByLabelText(/^Description/)).toHaveAccessibleDescription(/at most length 100/);
  },
};

export const CreateServerError: Story = {
  args: { path: "/users/roles/create" },
  parameters: {
    msw: {
      handlers: [
        permissionHandler,
        http.post(`${API}/users/roles/`, () =>
          errorBody(422, "VALIDATION", "Invalid request body", { slug: "slug must be unique" }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Name/), "Operator Dua");
    await userEvent.type(canvas.getByLabelText(/^Slug/), "queue-operator");
    await userEvent.click(await canvas.findByRole("checkbox", { name: /Access User Role/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Create Role" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Error: Invalid request body"));
    await expect(toast(canvasElement)).toHaveAttribute("data-variant", "destructive");
    await expect(canvas.getByLabelText(/^Slug/)).toHaveAccessibleDescription("slug must be unique");
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue("Operator Dua");
    await expect(canvas.getByRole("checkbox", { name: /Access User Role/ })).toBeChecked();
  },
};

export const CreatePermissionsForbidden: Story = {
  args: { path: "/users/roles/create", user: { ...personas.useradmin, permissions: ["access:user", "access:user.role"] } },
  parameters: {
    msw: {
      handlers: [
        http.get(`${API}/users/permissions/`, () => errorBody(403, "FORBIDDEN", "Requires one of: access:user.permission")),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("You may not list permissions, so they cannot be changed here."),
    ).toBeVisible();
  },
};

// ---- edit -----------------------------------------------------------------------------------------------------

const editCalls: Calls = { seen: [] };

export const EditFilled: Story = {
  args: { path: "/users/roles/2/edit" },
  parameters: { msw: { handlers: roleHandlers(roles, editCalls) } },
  beforeEach: () => {
    editCalls.body = undefined;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Edit Role" })).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/^Name/)).toHaveValue("Queue Operator"));
    await expect(canvas.getByLabelText(/^Slug/)).toHaveValue("queue-operator");
    await expect(canvas.getByLabelText(/^Description/)).toHaveValue("Processes registrations");
    await expect(await canvas.findByRole("checkbox", { name: /^Access Queue\s*access:queue$/ })).toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: /Access Queue Session/ }));
    await userEvent.clear(canvas.getByLabelText(/^Description/));
    await userEvent.click(canvas.getByRole("button", { name: "Update Role" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Role updated successfully"));
    // a cleared description is sent as null (SPEC §5 'description nullable')
    await expect(editCalls.body).toEqual({
      name: "Queue Operator",
      slug: "queue-operator",
      description: null,
      permissions: [1, 3],
    });
    await expect(location(canvasElement)).toHaveTextContent(/^\/users\/roles\/2$/);
    await expect(await canvas.findByText("Access Queue Session")).toBeVisible();
  },
};

export const EditServerError: Story = {
  args: { path: "/users/roles/2/edit" },
  parameters: {
    msw: {
      handlers: [
        permissionHandler,
        http.get(`${API}/users/roles/:id`, () => HttpResponse.json({ data: { role: operator } })),
        http.patch(`${API}/users/roles/:id`, () => errorBody(409, "DUPLICATE", "Slug already exists")),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText(/^Slug/)).toHaveValue("queue-operator"));
    await userEvent.clear(canvas.getByLabelText(/^Slug/));
    await userEvent.type(canvas.getByLabelText(/^Slug/), "super-admin");
    await userEvent.click(canvas.getByRole("button", { name: "Update Role" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Error: Slug already exists"));
    await expect(canvas.getByLabelText(/^Slug/)).toHaveValue("super-admin");
  },
};

export const EditLoading: Story = {
  args: { path: "/users/roles/2/edit" },
  parameters: { msw: { handlers: [permissionHandler, http.get(`${API}/users/roles/:id`, forever)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading…")).toBeVisible();
  },
};

export const EditError: Story = {
  args: { path: "/users/roles/2/edit" },
  parameters: {
    msw: {
      handlers: [
        permissionHandler,
        http.get(`${API}/users/roles/:id`, () => errorBody(503, "UNAVAILABLE", "Service unavailable")),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("Service unavailable");
  },
};

export const EditForbidden: Story = {
  args: { path: "/users/roles/2/edit", user: { ...personas.useradmin, permissions: ["access:user"] } },
  parameters: { msw: { handlers: [forbidden("/users/roles/:id")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "No permission" })).toBeVisible();
  },
};
