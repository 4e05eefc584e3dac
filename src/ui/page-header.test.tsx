import { afterEach, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { cdp, page } from "vitest/browser";
import { Link as RouterLink } from "wouter";
import { Button } from "./button";
import { Link } from "./link";
import { linkClass } from "./link.css";
import { PageHeader } from "./page-header";

/** A screen that takes touch: Chromium then matches `(any-pointer: coarse)`, as a phone does (button.css.ts). */
const touch = (enabled: boolean) => cdp().send("Emulation.setTouchEmulationEnabled", { enabled, maxTouchPoints: 5 });

afterEach(async () => {
  await touch(false);
  await page.viewport(1280, 800);
});

/** The back links of a ticket's page (a router link in the link style) and of a resource's record pages (the kit's). */
const renderHeaders = () =>
  render(
    <>
      <PageHeader
        title="Detail Antrean"
        before={
          <RouterLink href="/queues/today" className={linkClass}>
            ← Kembali ke daftar antrean
          </RouterLink>
        }
      />
      <PageHeader title="User" before={<Link href="/users">← Back to users</Link>} actions={<Button size="sm">Ubah</Button>} />
    </>,
  );

const heights = () =>
  Object.fromEntries(
    [...document.querySelectorAll("a, button")].map((target) => [
      target.textContent,
      Math.round(target.getBoundingClientRect().height),
    ]),
  );

it("on a phone's touch screen a page's back link is a 44 px target, as its small buttons are", async () => {
  await page.viewport(390, 844);
  await touch(true);
  await renderHeaders();
  expect(heights()).toEqual({ "← Kembali ke daftar antrean": 44, "← Back to users": 44, Ubah: 44 });
});

it("with a mouse at 1280 px a back link keeps its line's height", async () => {
  await renderHeaders();
  const lineHeight = Math.round(parseFloat(getComputedStyle(document.querySelector("a")!).lineHeight));
  expect(heights()).toEqual({ "← Kembali ke daftar antrean": lineHeight, "← Back to users": lineHeight, Ubah: 36 });
});
