import { describe, expect, it } from "vitest";
import { auditItems, auditLabelsId, auditSummary, auditValues } from "./audit";

describe("audit formatting", () => {
  const record = {
    created_at: "2025-04-24 08:00:00",
    updated_at: "2025-04-25 09:30:00",
    creator: { name: "Super Admin" },
    updater: null,
  };

  it("shows timestamps as sent and '-' for nobody", () => {
    expect(auditValues(record)).toEqual({
      createdAt: "2025-04-24 08:00:00",
      createdBy: "Super Admin",
      updatedAt: "2025-04-25 09:30:00",
      updatedBy: "-",
    });
  });

  it("gives labelled rows for description lists, in English by default", () => {
    expect(auditItems(record).map((i) => i.label)).toEqual(["Created At", "Created By", "Updated At", "Updated By"]);
    expect(auditItems(record, auditLabelsId)[0]).toEqual({ label: "Dibuat pada", value: "2025-04-24 08:00:00" });
  });

  it("summarises person and time in one cell", () => {
    expect(auditSummary(undefined, undefined)).toBe("-, -");
    expect(auditSummary({ name: "Budi" }, "2025-04-24 08:00:00")).toBe("Budi, 2025-04-24 08:00:00");
  });
});
