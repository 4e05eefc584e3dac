import { describe, expect, it } from "vitest";
import { check } from "./form-check";
import type { RegistrationForm } from "../../../machines/registration-attempt";

const form = (values: Partial<{ no_kjp: string; no_ktp: string; no_kk: string }>): RegistrationForm => ({
  values: { no_kjp: "5049489977770001", no_ktp: "3171012345678901", no_kk: "3171019876543210", ...values },
  locationId: 1,
  sessionId: 1,
  sessionLetGo: null,
});

describe("the registration form names every rule a card number breaks, each the contract's exact sentence", () => {
  it("'12a' as a KJP: the digit rule first, then the length, neither joined to the other (docs/product.md §5.2)", () => {
    expect(check(form({ no_kjp: "12a" }))).toEqual({
      no_kjp: ["Hanya boleh berisi karakter 0-9", "No KJP harus berisi minimal 16 karakter"],
    });
  });

  it("'12ab' as a KTP and a KK: both rules of each", () => {
    expect(check(form({ no_ktp: "12ab", no_kk: "12ab" }))).toEqual({
      no_ktp: ["Hanya boleh berisi karakter 0-9", "No KTP harus berisi tepat 16 karakter"],
      no_kk: ["Hanya boleh berisi karakter 0-9", "No KK harus berisi tepat 16 karakter"],
    });
  });

  it("a number that breaks one rule names that one", () => {
    expect(check(form({ no_kjp: "12345" }))).toEqual({ no_kjp: ["No KJP harus berisi minimal 16 karakter"] });
  });
});

describe("'Sesi' after the machine let the chosen session go says why until a new choice (docs/product.md §2.3)", () => {
  const letGo = (sessionLetGo: RegistrationForm["sessionLetGo"]) => ({ ...form({}), sessionId: null, sessionLetGo });

  it("filled up: names the session and says to choose another session or market", () => {
    expect(check(letGo({ why: "full", label: "13:00 - 15:00 WIB" }))).toEqual({
      session_id: "Sesi 13:00 - 15:00 WIB sudah penuh. Pilih sesi atau lokasi lain.",
    });
  });

  it("no longer listed (from 21:00 the lists are another pickup date's): names the date the list is for, to choose again", () => {
    expect(check(letGo({ why: "unlisted", pickupDate: "2026-12-03" }))).toEqual({
      session_id: "Sesi yang dipilih tidak ada untuk pengambilan Kamis, 3 Desember 2026. Pilih sesi lagi.",
    });
    // the date not known yet: that the list changed
    expect(check(letGo({ why: "unlisted", pickupDate: null }))).toEqual({
      session_id: "Sesi yang dipilih sudah tidak ada. Pilih sesi lagi.",
    });
  });

  it("none let go: asks for a session", () => {
    expect(check(letGo(null))).toEqual({ session_id: "Pilih sesi terlebih dahulu" });
  });
});
