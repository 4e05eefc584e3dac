import { resourcePages } from "../../admin-kit";
import { locations } from "./resource";

export const {
  ListPage: LocationListPage,
  CreatePage: LocationCreatePage,
  EditPage: LocationEditPage,
  DetailPage: LocationDetailPage,
} = resourcePages(locations);
