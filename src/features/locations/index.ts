export { LocationListPage } from "./location-list-page";
export { LocationCreatePage } from "./location-create-page";
export { LocationEditPage } from "./location-edit-page";
export { LocationDetailPage } from "./location-detail-page";
