import type { Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";
import { mockAppLoader, withMockApp } from "../stories/frame/mock-app";

// Lazy screens on a busy runner take longer than the default second to show.
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
