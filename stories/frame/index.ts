export * from "./mock-app";
export * from "./play";
export * from "./resource-states";
export * from "./story";
export * from "./layout";
