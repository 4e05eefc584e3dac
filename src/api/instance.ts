import { env } from "../lib/env-instance";
import { createApiClient } from "./client";

/** The app's one API client. It holds no token: the session attaches an AuthBridge once it runs. */
export const api = createApiClient({ baseUrl: env.apiUrl, validateResponses: env.validateResponses });
