import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { useListPagination, useListParams } from "./use-list-params";

const NO_FILTERS = {};

function List({ total, isPlaceholderData }: { total: number; isPlaceholderData: boolean }) {
  const list = useListParams(NO_FILTERS);
  const pagination = useListPagination(list, { data: { total }, isPlaceholderData });
  return <p>page {pagination?.page}</p>;
}

async function renderAt(path: string, props: { total: number; isPlaceholderData: boolean }) {
  const location = memoryLocation({ path, record: true });
  const screen = await render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <List {...props} />
    </Router>,
  );
  return { screen, history: location.history };
}

describe("useListPagination: a page past the end", () => {
  it("moves to the last page once the list itself has answered", async () => {
    const { screen, history } = await renderAt("/users?page=15", { total: 12, isPlaceholderData: false });
    await expect.element(screen.getByText("page 2")).toBeInTheDocument();
    expect(history.at(-1)).toBe("/users?page=2");
  });

  it("stays put while the rows shown are the previous query's placeholder (other filters, other total)", async () => {
    const { screen, history } = await renderAt("/users?page=15", { total: 5, isPlaceholderData: true });
    await expect.element(screen.getByText("page 15")).toBeInTheDocument();
    expect(history).toEqual(["/users?page=15"]);
  });
});
