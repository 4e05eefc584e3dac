import type { PermissionSlug } from "../../contract";
import { areas, menuEntryIn, routeIn } from "../lib/route-declaration";

/** The pages' headings, which are also their titles; a resource without an edit form has no edit page. */
export type ResourceTitles = { list: string; create: string; edit?: string; detail: string };

/**
 * A resource's titles and menu label from its noun, in its area's language. The menu labels are the spec's
 * ('Konfigurasi Lokasi', 'User': docs/product.md §2.6), and so is 'Create User' (§2.10); the rest is this project's
 * rule. The English nouns take a plain -s plural (Users, Roles, Permissions).
 */
const titlesIn = {
  id: (noun: string) => ({
    menu: `Konfigurasi ${noun}`,
    list: `Konfigurasi ${noun}`,
    create: `Tambah ${noun}`,
    edit: `Ubah ${noun}`,
    detail: `Detail ${noun}`,
  }),
  en: (noun: string) => ({
    menu: noun,
    list: `${noun}s`,
    create: `Create ${noun}`,
    edit: `Edit ${noun}`,
    detail: `${noun} Detail`,
  }),
};

/**
 * An admin resource declared once, in its feature's routes.ts (react-admin's `<Resource>`): its area (who may open
 * its pages, its menu group and language), its list path, the permission that shows its menu entry and its changes
 * (docs/product.md §6), and the noun its titles are made from. The app's route table takes its list, create, edit
 * and detail pages from here (the feature's `ListPage` … `DetailPage`, made by `resourcePages`), and the kit its
 * path, permission, language and titles (`defineResource`). This file stays small: the app loads the declarations
 * up front, the pages on the first visit (docs/product.md §13.1).
 */
export function declareResource(declared: {
  area: "queues" | "users";
  path: string;
  permission: PermissionSlug;
  noun: string;
  /** a resource without an edit form (days off, rejection reasons) has no edit page */
  edit?: false;
}) {
  const { area, path, permission, noun } = declared;
  const { menu, edit, ...titles } = titlesIn[areas[area].lang](noun);
  const pageTitles: ResourceTitles = declared.edit === false ? titles : { ...titles, edit };
  const routes = [
    routeIn(area, { path, title: titles.list, page: "ListPage" }, menuEntryIn(area, menu, permission)),
    routeIn(area, { path: `${path}/create`, title: titles.create, page: "CreatePage" }),
    ...(declared.edit === false ? [] : [routeIn(area, { path: `${path}/:id/edit`, title: edit, page: "EditPage" })]),
    routeIn(area, { path: `${path}/:id`, title: titles.detail, page: "DetailPage" }),
  ];
  return { lang: areas[area].lang, path, permission, noun, titles: pageTitles, routes };
}

export type ResourceDeclaration = ReturnType<typeof declareResource>;
