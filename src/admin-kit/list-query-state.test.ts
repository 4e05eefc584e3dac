import { describe, expect, it } from "vitest";
import { ApiError, SESSION_REFRESH_FAILED } from "../api/errors";
import { listFailureText, listQueryState } from "./use-list-params";

const texts = { loading: "Memuat…", retry: "Coba lagi", loadFailed: "Data gagal dimuat." };
const query = (over: Partial<Parameters<typeof listQueryState>[0]>) => ({
  isFetching: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: () => undefined,
  ...over,
});

describe("listQueryState: what an admin list shows for its call", () => {
  it("a 403 is the 'no permission' state", () => {
    expect(listQueryState(query({ isError: true, error: { status: 403, message: "Forbidden" } }), texts).isForbidden).toBe(true);
    expect(listQueryState(query({ isError: true, error: { status: 500, message: "Boom" } }), texts).isForbidden).toBe(false);
  });

  it("a failure with nothing to show says what failed, then errorText's words; with an earlier page kept, it does not", () => {
    const failed = query({ isError: true, error: { status: 409, message: "Server refused" } });
    expect(listQueryState(failed, texts).error).toBe("Data gagal dimuat. Server refused");
    expect(listQueryState(failed, { loading: "Loading…", retry: "Try again" }).error).toBe("Server refused");
    expect(listQueryState({ ...failed, data: { total: 3 } }, texts).error).toBeUndefined();
  });

  it("words a lost connection or a server failure plainly in the screen's language (docs/product.md §1.3, §2.12)", () => {
    const offline = query({ isError: true, error: new TypeError("Failed to fetch") });
    const busy = query({ isError: true, error: { status: 503, message: "Injected fault" } });
    const en = { loading: "Loading…", retry: "Try again", loadFailed: "Could not load users." };
    expect(listQueryState(offline, en, "en").error).toBe(
      "Could not load users. The connection was lost. Check your internet, then try again.",
    );
    expect(listQueryState(busy, en, "en").error).toBe("Could not load users. The server is busy. Wait a moment, then try again.");
    expect(listQueryState(offline, texts, "id").error).toBe(
      "Data gagal dimuat. Koneksi terputus. Periksa internet Anda, lalu coba lagi.",
    );
  });

  it("says what failed as a sentence of its own, whatever stop its lead was written with (docs/product.md §2.12)", () => {
    const offline = new TypeError("Failed to fetch");
    const said = "Gagal memuat antrean. Koneksi terputus. Periksa internet Anda, lalu coba lagi.";
    expect(listFailureText("Gagal memuat antrean", offline, "id")).toBe(said);
    expect(listFailureText("Gagal memuat antrean:", offline, "id")).toBe(said);
    expect(listFailureText("Gagal memuat antrean.", offline, "id")).toBe(said);
  });

  it("retry refetches; loading follows the fetch", () => {
    let calls = 0;
    const state = listQueryState(query({ isFetching: true, refetch: () => (calls += 1) }), texts);
    expect(state.isLoading).toBe(true);
    expect(state.loadingText).toBe("Memuat…");
    state.onRetry?.();
    expect(calls).toBe(1);
  });

  // the session's refresh refused: the list said 'Refresh token is invalid or expired. Please refresh the window and
  // login again' in English on an Indonesian screen, beside a 'Coba lagi' that could only fail again (UX pass s38)
  it("after the session's end says so in the screen's language, with what to do, and offers no retry", () => {
    const ended = new ApiError(
      401,
      SESSION_REFRESH_FAILED,
      "Refresh token is invalid or expired. Please refresh the window and login again",
    );
    const failed = query({ isError: true, error: ended });
    expect(listQueryState(failed, { ...texts, loadFailed: "Gagal memuat sesi." }, "id")).toMatchObject({
      error: "Gagal memuat sesi. Sesi login Anda telah berakhir. Muat ulang halaman, lalu login lagi.",
      onRetry: undefined,
    });
    const en = { loading: "Loading…", retry: "Try again", loadFailed: "Could not load users." };
    expect(listQueryState(failed, en, "en").error).toBe(
      "Could not load users. Your session has ended. Reload the page, then log in again.",
    );
  });
});
