import { describe, expect, it } from "vitest";
import { roleCreateBody, roleEditBody, validate } from "../../../contract";
import { emptyRoleForm, roleCreateCandidate, roleEditCandidate, roleFormFromRole } from "./role-form-values";

const role = {
  id: 4,
  name: "User Admin",
  slug: "user-admin",
  description: null,
  permissions: [{ id: 8, name: "Access User", slug: "access:user", description: null }],
};

describe("role form values", () => {
  it("prefills from the record, a missing description as ''", () => {
    expect(roleFormFromRole(role)).toEqual({ name: "User Admin", slug: "user-admin", description: "", permissions: ["8"] });
  });

  it("creates without an empty description and validates docs/product.md §5 bounds", () => {
    expect(roleCreateCandidate({ ...emptyRoleForm, name: "Auditor", slug: "auditor", permissions: ["3", "1"] })).toEqual({
      name: "Auditor",
      slug: "auditor",
      permissions: [1, 3],
    });
    const bad = validate(roleCreateBody, roleCreateCandidate({ ...emptyRoleForm, name: "ab", description: "x".repeat(101) }));
    expect(bad.ok ? [] : Object.keys(bad.fieldErrors).sort()).toEqual(["description", "name", "slug"]);
  });

  it("edits with a cleared description as null, and leaves unloadable permissions out", () => {
    const candidate = roleEditCandidate(roleFormFromRole(role), false);
    expect(candidate).toEqual({ name: "User Admin", slug: "user-admin", description: null });
    expect(validate(roleEditBody, candidate).ok).toBe(true);
    expect(roleEditCandidate(roleFormFromRole(role), true).permissions).toEqual([8]);
  });
});
