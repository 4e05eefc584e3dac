import { describe, expect, it } from "vitest";
import { t as capacity } from "../features/capacity/texts";
import { t as daysOff } from "../features/days-off/texts";
import { t as locations } from "../features/locations/texts";
import { t as permissions } from "../features/permissions/texts";
import { t as queues } from "../features/queues/texts";
import { t as rejectionReasons } from "../features/rejection-reasons/texts";
import { t as roles } from "../features/roles/texts";
import { t as sessions } from "../features/sessions/texts";
import { t as users } from "../features/users/texts";
import { routes } from "./route-table";

type ResourceTitles = { listTitle: string; createTitle: string; editTitle?: string; detailTitle: string };

/** The headings the admin kit gives a resource's list, create, edit and detail pages (src/admin-kit/resource-pages.tsx). */
function resourceHeadings(path: string, texts: ResourceTitles): Record<string, string> {
  return {
    [path]: texts.listTitle,
    [`${path}/create`]: texts.createTitle,
    ...(texts.editTitle ? { [`${path}/:id/edit`]: texts.editTitle } : {}),
    [`${path}/:id`]: texts.detailTitle,
  };
}

/** Each staff page's heading (its h1), from the words the page itself shows. */
const headings: Record<string, string> = {
  "/queues": queues.allTitle,
  "/queues/today": queues.todayTitle,
  "/queues/:uuid": queues.detailTitle,
  "/queues/capacity": capacity.title,
  ...resourceHeadings("/queues/locations", locations),
  ...resourceHeadings("/queues/sessions", sessions),
  ...resourceHeadings("/queues/days-off", daysOff),
  ...resourceHeadings("/queues/rejection-reasons", rejectionReasons),
  ...resourceHeadings("/users", users),
  ...resourceHeadings("/users/roles", roles),
  ...resourceHeadings("/users/permissions", permissions),
};

describe("page titles", () => {
  // the tab and a screen reader's page name say what the page's heading says, in the screen's language (§1.3)
  it("match the heading of every staff page but the dashboard (whose heading is the spec's placeholder)", () => {
    const staff = routes.filter((route) => route.layout === "admin" && route.path !== "/dashboard");
    expect(staff.length).toBe(Object.keys(headings).length);
    for (const route of staff)
      expect({ path: route.path, title: route.title }).toEqual({ path: route.path, title: headings[route.path] });
  });
});
