import { expect, it } from "vitest";
import { longDateId } from "../../../contract/wib";
import { ANNOUNCEMENT_DATE, ANNOUNCEMENT_DATE_TEXT } from "./announcement";

it("the written-out announcement date matches the calendar", () => {
  expect(longDateId(ANNOUNCEMENT_DATE)).toBe(ANNOUNCEMENT_DATE_TEXT);
});
