import type { Preview } from "@storybook/react-vite";
import { initialize, mswLoader } from "msw-storybook-addon/csf3";

initialize({ onUnhandledRequest: "bypass", quiet: true });

const preview: Preview = {
  loaders: [mswLoader],
  parameters: {
    layout: "fullscreen",
  },
};
export default preview;
