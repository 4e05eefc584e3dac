import { describe, expect, it } from "vitest";
import { listQueryState } from "./use-list-params";

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

  it("a failure with nothing to show says so with the server's text; with an earlier page kept, it does not", () => {
    const failed = query({ isError: true, error: { status: 500, message: "Server error" } });
    expect(listQueryState(failed, texts).error).toBe("Data gagal dimuat. Server error");
    expect(listQueryState(failed, { loading: "Loading…", retry: "Try again" }).error).toBe("Server error");
    expect(listQueryState({ ...failed, data: { total: 3 } }, texts).error).toBeUndefined();
  });

  it("retry refetches; loading follows the fetch", () => {
    let calls = 0;
    const state = listQueryState(query({ isFetching: true, refetch: () => (calls += 1) }), texts);
    expect(state.isLoading).toBe(true);
    expect(state.loadingText).toBe("Memuat…");
    state.onRetry();
    expect(calls).toBe(1);
  });
});
