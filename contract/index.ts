export * from "./primitives";
export * from "./entities";
export * from "./requests";
export * from "./envelopes";
// the routes, and the endpoint table's types only: its schemas are ./endpoints.ts's (the whole table, which imports the
// staff console's) or ./endpoint-of.ts's (one endpoint, the staff part loaded on first use; issue 38)
export { API_PREFIX, buildPath, routes, type HttpMethod, type Route, type RouteName, type Schemas } from "./routes";
export type { BodyOf, Endpoint, EndpointName, Endpoints, RegistrationWindow, ResponseOf } from "./endpoints";
export * from "./field-errors";
export * from "./guest-rules";
export * from "./capacity";
export * from "./login-rules";
export * from "./admin-rules";
