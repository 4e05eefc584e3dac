import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { whenQueriesSettle } from "./queries-settled";

const answerLater = () => {
  let answer!: (value: string) => void;
  const promise = new Promise<string>((resolve) => (answer = resolve));
  return { promise, answer };
};

describe("whenQueriesSettle", () => {
  it("waits for every query in flight, then says so once", async () => {
    const client = new QueryClient();
    const first = answerLater();
    const second = answerLater();
    void client.fetchQuery({ queryKey: ["first"], queryFn: () => first.promise });
    void client.fetchQuery({ queryKey: ["second"], queryFn: () => second.promise });
    const done = vi.fn();
    whenQueriesSettle(client, done);

    first.answer("a");
    await vi.waitFor(() => expect(client.getQueryData(["first"])).toBe("a"));
    expect(done).not.toHaveBeenCalled();

    second.answer("b");
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    // a later query is not waited for again
    await client.fetchQuery({ queryKey: ["third"], queryFn: () => "c" });
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("waits for a write in flight", async () => {
    const client = new QueryClient();
    const write = answerLater();
    const mutation = client.getMutationCache().build(client, { mutationFn: () => write.promise });
    const sent = mutation.execute(undefined);
    const done = vi.fn();
    whenQueriesSettle(client, done);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    write.answer("ok");
    await sent;
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1));
  });

  it("says so at once when nothing is in flight", () => {
    const done = vi.fn();
    whenQueriesSettle(new QueryClient(), done);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
