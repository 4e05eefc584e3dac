import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { scene, componentStories, expectFitsPhone, phoneWide } from "../frame";
import { Paginator } from "../../src/ui";

const meta = {
  title: "UI/Paginator",
  component: Paginator,
  args: { page: 3, size: 10, total: 95, onPageChange: fn(), onSizeChange: fn() },
} satisfies Meta<typeof Paginator>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = componentStories(meta);

const pageButtons = (el: HTMLElement) =>
  within(within(el).getByRole("navigation", { name: "Pagination" }))
    .getAllByRole("button")
    .filter((b) => /^Page /.test(b.getAttribute("aria-label") ?? ""));

export const Default = story(async (canvas, { canvasElement, args }) => {
  await expect(canvas.getByText("21–30 of 95")).toBeInTheDocument();
  const pages = pageButtons(canvasElement);
  await expect(pages.map((b) => b.textContent)).toEqual(["1", "2", "3", "4", "5"]);
  const current = canvas.getByRole("button", { name: "Page 3" });
  await expect(current).toHaveAttribute("aria-current", "page");
  await expect(canvas.getByRole("button", { name: "Page 2" })).not.toHaveAttribute("aria-current");
  await userEvent.click(canvas.getByRole("button", { name: "Next" }));
  await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  await userEvent.click(canvas.getByRole("button", { name: "Prev" }));
  await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  await userEvent.click(canvas.getByRole("button", { name: "Page 5" }));
  await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
  // the current page does not call back
  await userEvent.click(current);
  await expect(args.onPageChange).toHaveBeenCalledTimes(3);
});

export const FirstPage = story({ args: { page: 1 } }, async (canvas, { args }) => {
  const prev = canvas.getByRole("button", { name: "Prev" });
  await expect(prev).toBeDisabled();
  await userEvent.click(prev, { pointerEventsCheck: 0 });
  await expect(args.onPageChange).not.toHaveBeenCalled();
  await expect(canvas.getByText("1–10 of 95")).toBeInTheDocument();
});

export const LastPage = story({ args: { page: 10 } }, async (canvas, { canvasElement }) => {
  await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
  await expect(pageButtons(canvasElement).map((b) => b.textContent)).toEqual(["6", "7", "8", "9", "10"]);
  await expect(canvas.getByText("91–95 of 95")).toBeInTheDocument();
});

export const MiddlePage = story({ args: { page: 6, total: 200 } }, async (canvas, { canvasElement }) => {
  await expect(pageButtons(canvasElement).map((b) => b.textContent)).toEqual(["4", "5", "6", "7", "8"]);
});

export const FewPages = story({ args: { page: 1, total: 25 } }, async (canvas, { canvasElement }) => {
  await expect(pageButtons(canvasElement).map((b) => b.textContent)).toEqual(["1", "2", "3"]);
});

export const Empty = story({ args: { page: 1, total: 0 } }, async (canvas) => {
  await expect(canvas.getByText("0 of 0")).toBeInTheDocument();
  await expect(canvas.getByRole("button", { name: "Prev" })).toBeDisabled();
  await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
});

export const Disabled: Story = { args: { isDisabled: true } };

export const SizeChange = story(async (canvas, { args }) => {
  const trigger = canvas.getByRole("button", { name: /Rows per page/ });
  await expect(trigger).toHaveTextContent("10");
  await userEvent.click(trigger);
  await userEvent.click(await within(document.body).findByRole("option", { name: "20" }));
  await expect(args.onSizeChange).toHaveBeenCalledWith(20);
});

/** Everything works from the keyboard: Tab between controls, Enter/Space to press. */
export const Keyboard = story({ args: { page: 3 } }, async (canvas, { args }) => {
  await userEvent.tab(); // Prev
  await expect(canvas.getByRole("button", { name: "Prev" })).toHaveFocus();
  await userEvent.tab(); // Page 1
  await userEvent.keyboard("{Enter}");
  await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  for (let i = 0; i < 5; i++) await userEvent.tab(); // Page 2..5, Next
  await expect(canvas.getByRole("button", { name: "Next" })).toHaveFocus();
  await userEvent.keyboard(" ");
  await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  await userEvent.tab(); // size selector
  await expect(canvas.getByRole("button", { name: /Rows per page/ })).toHaveFocus();
  await userEvent.keyboard("{ArrowDown}");
  await within(document.body).findByRole("listbox");
  await userEvent.keyboard("{ArrowDown}{Enter}");
  await waitFor(() => expect(args.onSizeChange).toHaveBeenCalledWith(20));
});

export const Indonesian: Story = {
  args: {
    labels: {
      navigation: "Navigasi halaman",
      previous: "Sebelumnya",
      next: "Berikutnya",
      page: (n) => `Halaman ${n}`,
      pageSize: "Baris per halaman",
      summary: (from, to, total) => `${from}–${to} dari ${total}`,
    },
  },
};

/** Wired like a list page: changing the size goes back to page 1. */
export const Controlled: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    const [size, setSize] = useState(10);
    return (
      <Paginator
        {...args}
        page={page}
        size={size}
        total={137}
        onPageChange={(p) => {
          args.onPageChange(p);
          setPage(p);
        }}
        onSizeChange={(s) => {
          args.onSizeChange(s);
          setSize(s);
          setPage(1);
        }}
      />
    );
  },
  play: scene(async (canvas) => {
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(canvas.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(canvas.getByRole("button", { name: "Page 5" }));
    await expect(canvas.getByText("41–50 of 137")).toBeInTheDocument();
  }),
};

/** 360 px wide (a cheap Android phone): wraps, never scrolls sideways. */
export const Phone = story({ decorators: [phoneWide(344)] }, expectFitsPhone);
