import { describe, expect, it } from "vitest";
import { parseScanInput, ticketUrl } from "./scan-input";

const UUID = "0a265a30-cbc3-42f8-b661-033801455b2d";
const site = { origin: "https://antrean.example", base: "/" };
const subPath = { origin: "https://demo.example", base: "/antrean/" };

describe("parseScanInput: a scanned QR or a typed value at the counter (docs/product.md §2.14)", () => {
  it("the staff ticket URL of this site is that ticket", () => {
    expect(parseScanInput(`https://antrean.example/queues/${UUID}`, site)).toEqual({ kind: "ticket", uuid: UUID });
    expect(parseScanInput(`  https://antrean.example/queues/${UUID.toUpperCase()}/  `, site)).toEqual({
      kind: "ticket",
      uuid: UUID,
    });
    expect(parseScanInput(`https://antrean.example/queues/${UUID}?utm=x#top`, site)).toEqual({ kind: "ticket", uuid: UUID });
  });

  it("under a sub-path, the ticket URL carries the base path", () => {
    expect(parseScanInput(ticketUrl(UUID, subPath), subPath)).toEqual({ kind: "ticket", uuid: UUID });
    expect(ticketUrl(UUID, { origin: "https://demo.example", base: "/antrean" })).toBe(
      `https://demo.example/antrean/queues/${UUID}`,
    );
    expect(parseScanInput(`https://demo.example/queues/${UUID}`, subPath)).toEqual({ kind: "foreign" });
  });

  it("a URL of another origin is refused, even with a ticket's path", () => {
    for (const url of [
      `https://evil.example/queues/${UUID}`,
      `http://antrean.example/queues/${UUID}`,
      `https://antrean.example:8443/queues/${UUID}`,
      `https://antrean.example.evil.example/queues/${UUID}`,
      `https://user:pw@antrean.example/queues/${UUID}`,
      `javascript:alert(1)//antrean.example/queues/${UUID}`,
      `data:text/html,${UUID}`,
    ]) {
      expect(parseScanInput(url, site), url).toEqual({ kind: "foreign" });
    }
  });

  it("a URL of this site that is not a ticket page is refused", () => {
    for (const path of ["/queues/today", "/queues/capacity", "/users", `/queues/${UUID}/edit`, `/xqueues/${UUID}`, "/queues/"]) {
      expect(parseScanInput(`https://antrean.example${path}`, site), path).toEqual({ kind: "foreign" });
    }
  });

  it("a queue number is read as staff see it on a ticket: any case, the sequence at least 3 digits", () => {
    expect(parseScanInput("KRJ-001", site)).toEqual({ kind: "number", no: "KRJ-001" });
    expect(parseScanInput(" krj-1 ", site)).toEqual({ kind: "number", no: "KRJ-001" });
    expect(parseScanInput("KRJ-1000", site)).toEqual({ kind: "number", no: "KRJ-1000" });
    expect(parseScanInput("JKT-PUSAT-012", site)).toEqual({ kind: "number", no: "JKT-PUSAT-012" });
  });

  it("anything else is not understood; blank is empty", () => {
    for (const text of ["5049486600000001", "KRJ 001", "KRJ-", "-001", "KRJ-00A", "halo", "x".repeat(3000)]) {
      expect(parseScanInput(text, site), text).toEqual({ kind: "unknown" });
    }
    expect(parseScanInput("   ", site)).toEqual({ kind: "empty" });
    expect(parseScanInput("https://", site)).toEqual({ kind: "unknown" });
  });
});
