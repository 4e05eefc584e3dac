import { describe, expect, it } from "vitest";
import { permissionCreateBody, permissionEditBody, validate } from "../../../contract";
import {
  emptyPermissionForm,
  permissionCreateCandidate,
  permissionEditCandidate,
  permissionFormFromPermission,
} from "./permission-form-values";

describe("permission form values", () => {
  it("prefills from the record and round-trips a cleared description as null", () => {
    const values = permissionFormFromPermission({ id: 1, name: "Access Queue", slug: "access:queue", description: null });
    expect(values).toEqual({ name: "Access Queue", slug: "access:queue", description: "" });
    expect(permissionEditCandidate(values)).toEqual({ name: "Access Queue", slug: "access:queue", description: null });
    expect(validate(permissionEditBody, permissionEditCandidate(values)).ok).toBe(true);
  });

  it("validates docs/product.md §5: name and slug 3-100, description at most 100", () => {
    const bad = validate(
      permissionCreateBody,
      permissionCreateCandidate({ ...emptyPermissionForm, slug: "x".repeat(101), description: "d".repeat(101) }),
    );
    expect(bad.ok ? [] : Object.keys(bad.fieldErrors).sort()).toEqual(["description", "name", "slug"]);
    expect(permissionCreateCandidate({ name: "Export", slug: "access:export", description: " " })).toEqual({
      name: "Export",
      slug: "access:export",
    });
  });
});
