import type { Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";
import { mockAppLoader, withMockApp } from "../stories/frame/mock-app";

// Lazy screens and the query client's retries of a 5xx (1 s, then 2 s) take longer than the default second.
configure({ asyncUtilTimeout: 8000 });

// Screen stories render the app over the in-process mock (`parameters.app`, docs/decisions/304-story-frame.md).
const preview: Preview = {
  loaders: [mockAppLoader],
  decorators: [withMockApp],
  parameters: {
    layout: "padded",
  },
};
export default preview;
