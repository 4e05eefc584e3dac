import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Route, Switch, useLocation, useSearch } from "wouter";
import type { Permission, Role, User } from "../../src/api/contract";
import { UserCreatePage, UserDetailPage, UserEditPage, UserListPage } from "../../src/features/users";
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

const roles: Role[] = [
  { id: 1, name: "Super Admin", slug: "super-admin", description: "Every permission", permissions },
  { id: 2, name: "Queue Operator", slug: "queue-operator", description: null, permissions: permissions.slice(0, 1) },
  { id: 3, name: "Queue Configurator", slug: "queue-configurator", description: null, permissions: permissions.slice(0, 5) },
  { id: 4, name: "User Admin", slug: "user-admin", description: null, permissions: permissions.slice(5) },
];

const ref = (r: { id: number; name: string; slug: string }) => ({ id: r.id, name: r.name, slug: r.slug });

function makeUser(n: number, overrides: Partial<User> = {}): User {
  return {
    name: `Staf ${n}`,
    username: `staf.${n}`,
    created_at: `2025-04-${String(1 + (n % 28)).padStart(2, "0")} 08:00:00`,
    updated_at: `2025-04-${String(1 + (n % 28)).padStart(2, "0")} 09:30:00`,
    creator: { name: "Budi Santoso" },
    updater: n % 3 === 0 ? null : { name: "Dewi Lestari" },
    roles: [ref(roles[1] as Role)],
    permissions: [],
    ...overrides,
  };
}

const dewi = makeUser(1, {
  name: "Dewi Lestari",
  username: "useradmin",
  roles: [ref(roles[3] as Role)],
  permissions: [ref(permissions[0] as Permission)],
});
const users: User[] = [dewi, ...Array.from({ length: 11 }, (_, i) => makeUser(i + 2))];

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

/** Roles and permissions for the checkboxes. Declared before `/users/:username` so it never swallows them. */
const choiceHandlers = [
  http.get(`${API}/users/roles/`, ({ request }) => page(request, "roles", roles)),
  http.get(`${API}/users/permissions/`, ({ request }) => page(request, "permissions", permissions)),
];

type Calls = { body?: unknown; seen: URLSearchParams[] };

/** List, detail, create and edit over `rows`; records the last request body and each list query. */
function userHandlers(rows: User[] = users, calls: Calls = { seen: [] }) {
  let data = [...rows];
  return [
    ...choiceHandlers,
    http.get(`${API}/users/`, ({ request }) => {
      calls.seen.push(new URL(request.url).searchParams);
      return page(request, "users", data);
    }),
    http.get(`${API}/users/:username`, ({ params }) => {
      const user = data.find((u) => u.username === params.username);
      return user ? HttpResponse.json({ data: { user } }) : errorBody(404, "NOT_FOUND", "User not found");
    }),
    http.post(`${API}/users/`, async ({ request }) => {
      const body = (await request.json()) as { name: string; username: string; roles: number[]; permissions: number[] };
      calls.body = body;
      const user = makeUser(99, {
        name: body.name,
        username: body.username,
        roles: roles.filter((r) => body.roles.includes(r.id)).map(ref),
        permissions: permissions.filter((p) => body.permissions.includes(p.id)).map(ref),
      });
      data = [...data, user];
      return HttpResponse.json({ data: { user } }, { status: 201 });
    }),
    http.patch(`${API}/users/:username`, async ({ request, params }) => {
      const body = (await request.json()) as Partial<{ name: string; username: string; roles: number[]; permissions: number[] }>;
      calls.body = body;
      const old = data.find((u) => u.username === params.username) as User;
      const user: User = {
        ...old,
        ...(body.name !== undefined && { name: body.name }),
        ...(body.username !== undefined && { username: body.username }),
        ...(body.roles && { roles: roles.filter((r) => body.roles?.includes(r.id)).map(ref) }),
        ...(body.permissions && { permissions: permissions.filter((p) => body.permissions?.includes(p.id)).map(ref) }),
      };
      data = data.map((u) => (u === old ? user : u));
      return HttpResponse.json({ data: { user } });
    }),
  ];
}

/** Where the screen navigated (memory router). */
function LocationProbe() {
  const [path] = useLocation();
  const search = useSearch();
  return <output data-testid="location">{path + (search ? `?${search}` : "")}</output>;
}

function UserScreens() {
  return (
    <>
      <Switch>
        <Route path="/users">
          <UserListPage />
        </Route>
        <Route path="/users/create">
          <UserCreatePage />
        </Route>
        <Route path="/users/:username/edit">
          <UserEditPage />
        </Route>
        <Route path="/users/:username">
          <UserDetailPage />
        </Route>
      </Switch>
      <LocationProbe />
    </>
  );
}

// ---------------------------------------------------------------------------------------------------------------

const meta = {
  title: "Screens/Users",
  render: (args) => (
    <AdminStoryFrame {...args}>
      <UserScreens />
    </AdminStoryFrame>
  ),
  args: { path: "/users", user: personas.superadmin, children: null },
  parameters: { msw: { handlers: userHandlers() } },
} satisfies Meta<typeof AdminStoryFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const toast = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("story-toast");
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("location");

// ---- list -----------------------------------------------------------------------------------------------------

const listCalls: Calls = { seen: [] };

export const ListFilled: Story = {
  parameters: { msw: { handlers: userHandlers(users, listCalls) } },
  beforeEach: () => {
    listCalls.seen.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    const table = await canvas.findByRole("grid", { name: "Users" });
    await within(table).findByRole("link", { name: "View Dewi Lestari" });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Name", "Username", "Created At", "Created By", "Updated At", "Updated By", "Actions"]);
    await expect(within(table).getAllByRole("row")).toHaveLength(11);
    await expect(within(table).getByRole("link", { name: "View Dewi Lestari" })).toHaveAttribute("href", "/users/useradmin");
    await expect(within(table).getByRole("link", { name: "Edit Dewi Lestari" })).toHaveAttribute("href", "/users/useradmin/edit");
    await expect(canvas.getByRole("link", { name: "Add" })).toHaveAttribute("href", "/users/create");
    // first page 1, size 10 (SPEC §2, §9)
    await expect(Object.fromEntries(listCalls.seen[0] ?? [])).toEqual({ page: "1", size: "10" });
    await expect(canvas.getByText("1–10 of 12")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await canvas.findByText("11–12 of 12");
    await expect(location(canvasElement)).toHaveTextContent("/users?page=2");
    await within(table).findByText("Staf 12");
  },
};

export const ListPageSize: Story = {
  args: { path: "/users?page=2" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("11–12 of 12");
    await userEvent.click(canvas.getByRole("button", { name: /Rows per page/ }));
    await userEvent.click(await within(document.body).findByRole("option", { name: "20" }));
    await canvas.findByText("1–12 of 12");
    await expect(location(canvasElement)).toHaveTextContent("/users?size=20");
  },
};

/** An old bookmark past the last page (12 users, 10 a page): the list moves to the last page there is. */
export const ListPastTheEnd: Story = {
  args: { path: "/users?page=5" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("11–12 of 12");
    await expect(location(canvasElement)).toHaveTextContent("/users?page=2");
    await within(await canvas.findByRole("grid", { name: "Users" })).findByText("Staf 12");
  },
};

export const ListEmpty: Story = {
  parameters: { msw: { handlers: userHandlers([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No users yet")).toBeVisible();
  },
};

export const ListLoading: Story = {
  parameters: { msw: { handlers: [http.get(`${API}/users/`, forever)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading…")).toBeVisible();
  },
};

export const ListError: Story = {
  parameters: { msw: { handlers: [http.get(`${API}/users/`, () => errorBody(503, "UNAVAILABLE", "Service unavailable"))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Service unavailable");
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

export const ListForbidden: Story = {
  args: { user: personas.operator },
  parameters: {
    msw: { handlers: [http.get(`${API}/users/`, () => errorBody(403, "FORBIDDEN", "Requires one of: access:user"))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "No permission" })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Add" })).toBeNull();
  },
};

// ---- detail ---------------------------------------------------------------------------------------------------

export const DetailFilled: Story = {
  args: { path: "/users/useradmin" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "User Detail" })).toBeVisible();
    await canvas.findByText("useradmin");
    for (const [label, value] of [
      ["Name", "Dewi Lestari"],
      ["Username", "useradmin"],
      ["Created At", dewi.created_at],
      ["Created By", "Budi Santoso"],
      ["Updated At", dewi.updated_at],
      ["Updated By", "Dewi Lestari"],
    ]) {
      const term = canvas.getByText(label as string, { selector: "dt" });
      await expect(term.nextElementSibling).toHaveTextContent(value as string);
    }
    await expect(canvas.getByRole("link", { name: "Edit" })).toHaveAttribute("href", "/users/useradmin/edit");
  },
};

export const DetailLoading: Story = {
  args: { path: "/users/useradmin" },
  parameters: { msw: { handlers: [http.get(`${API}/users/:username`, forever)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading…")).toBeVisible();
  },
};

export const DetailNotFound: Story = {
  args: { path: "/users/nobody" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Not found" })).toBeVisible();
  },
};

export const DetailError: Story = {
  args: { path: "/users/useradmin" },
  parameters: { msw: { handlers: [http.get(`${API}/users/:username`, () => errorBody(500, "INTERNAL", "Database is down"))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("Database is down");
  },
};

export const DetailForbidden: Story = {
  args: { path: "/users/useradmin", user: personas.operator },
  parameters: {
    msw: { handlers: [http.get(`${API}/users/:username`, () => errorBody(403, "FORBIDDEN", "Requires one of: access:user"))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "No permission" })).toBeVisible();
  },
};

// ---- create ---------------------------------------------------------------------------------------------------

const createCalls: Calls = { seen: [] };

export const CreateFilled: Story = {
  args: { path: "/users/create" },
  parameters: { msw: { handlers: userHandlers(users, createCalls) } },
  beforeEach: () => {
    createCalls.body = undefined;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Create User" })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Name/), "Rudi Hartono");
    await userEvent.type(canvas.getByLabelText(/^Username/), "rudi");
    await userEvent.type(canvas.getByLabelText(/^Password/), "antrean123");
    const roleGroup = canvas.getByRole("group", { name: "Roles" });
    await userEvent.click(await within(roleGroup).findByRole("checkbox", { name: /Queue Operator/ }));
    const permissionGroup = canvas.getByRole("group", { name: "Permissions" });
    await userEvent.click(await within(permissionGroup).findByRole("checkbox", { name: /Access User Role/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Create User" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("User created successfully"));
    await expect(createCalls.body).toEqual({
      name: "Rudi Hartono",
      username: "rudi",
      password: "antrean123",
      roles: [2],
      permissions: [7],
    });
    await expect(location(canvasElement)).toHaveTextContent(/^\/users$/);
  },
};

export const CreateValidation: Story = {
  args: { path: "/users/create" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("checkbox", { name: /Super Admin/ });
    await userEvent.type(canvas.getByLabelText(/^Name/), "Al");
    await userEvent.click(canvas.getByRole("button", { name: "Create User" }));
    // SPEC §5: name 3-100, username 3-100, password 8-100; messages are the validator's defaults, under each input
    const name = canvas.getByLabelText(/^Name/);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(/at least length 3/);
    await expect(name).toHaveFocus();
    await expect(canvas.getByLabelText(/^Username/)).toHaveAccessibleDescription(/at least length 3/);
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(/at least length 8/);
    // editing a field clears its message
    await userEvent.type(name, "i");
    await expect(name).not.toHaveAttribute("aria-invalid");
  },
};

export const CreateServerError: Story = {
  args: { path: "/users/create" },
  parameters: {
    msw: {
      handlers: [
        ...choiceHandlers,
        http.post(`${API}/users/`, () =>
          errorBody(409, "DUPLICATE", "Username already exists", { username: "Username already exists" }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Name/), "Dewi Dua");
    await userEvent.type(canvas.getByLabelText(/^Username/), "useradmin");
    await userEvent.type(canvas.getByLabelText(/^Password/), "antrean123");
    await userEvent.click(await canvas.findByRole("checkbox", { name: /User Admin/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Create User" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Error: Username already exists"));
    await expect(toast(canvasElement)).toHaveAttribute("data-variant", "destructive");
    // the form keeps what was typed and shows the server's field error under the input
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue("Dewi Dua");
    await expect(canvas.getByLabelText(/^Username/)).toHaveAccessibleDescription("Username already exists");
    await expect(canvas.getByRole("checkbox", { name: /User Admin/ })).toBeChecked();
    await expect(location(canvasElement)).toHaveTextContent("/users/create");
  },
};

export const CreateChoicesForbidden: Story = {
  args: { path: "/users/create", user: { ...personas.useradmin, permissions: ["access:user"] } },
  parameters: {
    msw: {
      handlers: [
        http.get(`${API}/users/roles/`, () => errorBody(403, "FORBIDDEN", "Requires one of: access:user.role")),
        http.get(`${API}/users/permissions/`, () => errorBody(403, "FORBIDDEN", "Requires one of: access:user.permission")),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("You may not list roles, so they cannot be changed here.")).toBeVisible();
    await expect(await canvas.findByText("You may not list permissions, so they cannot be changed here.")).toBeVisible();
    await expect(canvas.queryAllByRole("checkbox")).toHaveLength(0);
  },
};

export const CreateChoicesLoading: Story = {
  args: { path: "/users/create" },
  parameters: { msw: { handlers: [http.get(`${API}/users/roles/`, forever), http.get(`${API}/users/permissions/`, forever)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText("Loading…")).toHaveLength(2);
  },
};

// ---- edit -----------------------------------------------------------------------------------------------------

const editCalls: Calls = { seen: [] };

export const EditFilled: Story = {
  args: { path: "/users/useradmin/edit" },
  parameters: { msw: { handlers: userHandlers(users, editCalls) } },
  beforeEach: () => {
    editCalls.body = undefined;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Edit User" })).toBeVisible();
    // prefilled from the record; no password on edit (SPEC §2)
    await waitFor(() => expect(canvas.getByLabelText(/^Name/)).toHaveValue("Dewi Lestari"));
    await expect(canvas.getByLabelText(/^Username/)).toHaveValue("useradmin");
    await expect(canvas.queryByLabelText(/^Password/)).toBeNull();
    await expect(await canvas.findByRole("checkbox", { name: /User Admin/ })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: /Super Admin/ })).not.toBeChecked();
    await expect(
      await within(canvas.getByRole("group", { name: "Permissions" })).findByRole("checkbox", {
        name: /^Access Queue\s*access:queue$/,
      }),
    ).toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: /Queue Operator/ }));
    await userEvent.clear(canvas.getByLabelText(/^Name/));
    await userEvent.type(canvas.getByLabelText(/^Name/), "Dewi L.");
    await userEvent.click(canvas.getByRole("button", { name: "Update User" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("User updated successfully"));
    await expect(editCalls.body).toEqual({ name: "Dewi L.", username: "useradmin", roles: [2, 4], permissions: [1] });
    await expect(location(canvasElement)).toHaveTextContent(/^\/users\/useradmin$/);
    await canvas.findByRole("heading", { level: 1, name: "User Detail" });
  },
};

export const EditServerError: Story = {
  args: { path: "/users/useradmin/edit" },
  parameters: {
    msw: {
      handlers: [
        ...choiceHandlers,
        http.get(`${API}/users/:username`, () => HttpResponse.json({ data: { user: dewi } })),
        http.patch(`${API}/users/:username`, () => errorBody(500, "INTERNAL", "Database is down")),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText(/^Name/)).toHaveValue("Dewi Lestari"));
    await userEvent.type(canvas.getByLabelText(/^Name/), " X");
    await userEvent.click(canvas.getByRole("button", { name: "Update User" }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent("Error: Database is down"));
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue("Dewi Lestari X");
  },
};

export const EditLoading: Story = {
  args: { path: "/users/useradmin/edit" },
  parameters: { msw: { handlers: [...choiceHandlers, http.get(`${API}/users/:username`, forever)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading…")).toBeVisible();
  },
};

export const EditError: Story = {
  args: { path: "/users/useradmin/edit" },
  parameters: {
    msw: {
      handlers: [
        ...choiceHandlers,
        http.get(`${API}/users/:username`, () => errorBody(503, "UNAVAILABLE", "Service unavailable")),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("Service unavailable");
  },
};

export const EditForbidden: Story = {
  args: { path: "/users/useradmin/edit", user: personas.operator },
  parameters: {
    msw: { handlers: [http.get(`${API}/users/:username`, () => errorBody(403, "FORBIDDEN", "Requires one of: access:user"))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "No permission" })).toBeVisible();
  },
};
