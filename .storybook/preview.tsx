import type { Preview } from "@storybook/react-vite";
import { mswLoader } from "msw-storybook-addon/csf3";

// Stories mock the API per story with `parameters.msw` (handlers from mocks/).
const preview: Preview = {
  loaders: [mswLoader()],
  parameters: {
    layout: "fullscreen",
  },
};
export default preview;
