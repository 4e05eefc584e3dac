export { SessionProvider, type SessionProviderProps } from "./provider";
export { useSession, useSessionUnstarted, type SessionView } from "../../api/session-context";
export { createSessionRuntime, type SessionRuntime, type SessionRuntimeOptions } from "./runtime";
export { createSessionBridge } from "./bridge";
export {
  ADOPTION_WAIT_MS,
  browserChannel,
  browserLocks,
  browserMarker,
  createTabLink,
  lockedRefresh,
  REFRESH_LOCK,
  REFRESHED_AT_KEY,
  SESSION_CHANNEL,
  type RefreshCoordination,
  type RefreshLocks,
  type RefreshMarker,
  type TabChannel,
} from "./tabs";
