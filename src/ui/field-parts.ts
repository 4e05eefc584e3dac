import { createContext } from "react";

/**
 * True inside a page rendered at build time (`CitizenLocale` provides it: src/ui/citizen-locale.tsx): its fields keep
 * the parts they do not show, empty and hidden (`FieldHelp`, src/ui/field-help.tsx). The build's render and the
 * browser's hydration read the same value, so a field hydrates in one render (a snapshot that differed between the
 * two, as `useSyncExternalStore` gave, made React render every field a second time after the hydration: ADR 802,
 * patches/README.md). A module of its own: the landing page sets its locale without loading the fields.
 */
export const KeepsEmptyFieldParts = createContext(false);
