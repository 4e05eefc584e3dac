import { describe, expect, it } from "vitest";
import { ticketSearch } from "./ticket-search";

describe("the staff search as it is sent", () => {
  it("sends a card number typed with spaces, dashes or dots as its digits", () => {
    expect(ticketSearch("5049 4800-0099 0001")).toBe("5049480000990001");
    expect(ticketSearch(" 3171.0101.0101.0001 ")).toBe("3171010101010001");
  });

  it("keeps a queue number's dash and letters, and any other text, as typed (trimmed)", () => {
    expect(ticketSearch(" KRJ-001 ")).toBe("KRJ-001");
    expect(ticketSearch("krj 001")).toBe("krj 001");
    expect(ticketSearch("001")).toBe("001");
    expect(ticketSearch("")).toBe("");
  });
});
