import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useLocale } from "react-aria-components";
import { expect, it } from "vitest";
import { CitizenLocale } from "./citizen-locale";

function LocaleShown() {
  const { locale, direction } = useLocale();
  return <span data-testid="locale" data-locale={locale} dir={direction} />;
}

it("a citizen page's react-aria speaks id-ID in the build's render and after the hydration, whatever the device's locale", async () => {
  const tree = (
    <CitizenLocale>
      <LocaleShown />
    </CitizenLocale>
  );
  // the device's own locale here is not Indonesian: the page's locale is its own, not the device's
  expect(navigator.language).not.toBe("id-ID");
  const container = document.createElement("div");
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  const shown = () => container.querySelector("[data-testid=locale]");
  // what the build renders (react-aria's own default there is en-US)
  expect(shown()).toHaveAttribute("data-locale", "id-ID");
  // `act` returns once the hydration, its effects and what they render again (react-aria's switch to the browser's
  // values) are done
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  let root: Root | undefined;
  await act(async () => void (root = hydrateRoot(container, tree)));
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  // React owns the page and its effects have run: the locale has not moved to the device's
  expect(shown()).toHaveAttribute("data-locale", "id-ID");
  expect(shown()).toHaveAttribute("dir", "ltr");
  root?.unmount();
  container.remove();
});
