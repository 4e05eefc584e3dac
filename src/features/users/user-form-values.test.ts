import { describe, expect, it } from "vitest";
import { userCreateBody, userEditBody, validate } from "../../../contract";
import { idsOf } from "../../admin-kit/record-id";
import { emptyUserForm, userCreateCandidate, userEditCandidate, userFormFromUser } from "./user-form-values";

const user = {
  name: "Dewi Lestari",
  username: "useradmin",
  created_at: "2025-04-24 08:00:00",
  updated_at: "2025-04-24 08:00:00",
  creator: null,
  updater: null,
  roles: [{ id: 4, name: "User Admin", slug: "user-admin" }],
  permissions: [{ id: 7, name: "Access User", slug: "access:user" }],
};

describe("user form values", () => {
  it("prefills the edit form from the record, ids as checkbox values", () => {
    expect(userFormFromUser(user)).toEqual({
      name: "Dewi Lestari",
      username: "useradmin",
      password: "",
      roles: ["4"],
      permissions: ["7"],
    });
  });

  it("sends ids as sorted, unique numbers", () => {
    expect(idsOf(["3", "1", "3"])).toEqual([1, 3]);
  });

  it("validates a create body with docs/product.md §5 bounds (the contract's default messages)", () => {
    const result = validate(userCreateBody, userCreateCandidate({ ...emptyUserForm, name: "Al" }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.fieldErrors).sort()).toEqual(["name", "password", "username"]);
    const good = validate(
      userCreateBody,
      userCreateCandidate({ name: "Ana", username: "ana", password: "antrean123", roles: ["2"], permissions: [] }),
    );
    expect(good).toEqual({
      ok: true,
      value: { name: "Ana", username: "ana", password: "antrean123", roles: [2], permissions: [] },
    });
  });

  it("leaves lists out of an edit when their choices could not be loaded", () => {
    const values = userFormFromUser(user);
    expect(userEditCandidate(values, { roles: false, permissions: true })).toEqual({
      name: "Dewi Lestari",
      username: "useradmin",
      permissions: [7],
    });
    expect(validate(userEditBody, userEditCandidate({ ...values, username: "ab" }, { roles: true, permissions: true })).ok).toBe(
      false,
    );
  });
});
