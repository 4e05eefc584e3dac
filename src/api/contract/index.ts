export * from "./primitives";
export * from "./entities";
export * from "./requests";
export * from "./envelopes";
export * from "./endpoints";
export * from "./field-errors";
export * from "./guest-rules";
export * from "./capacity";
