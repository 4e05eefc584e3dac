import type { AuthBridge } from "../../api/client";
import { ApiError, errorText, SESSION_REFRESH_FAILED, SESSION_SIGNED_OUT } from "../../api/errors";
import { type SessionActor, type SessionSnapshot } from "../../../machines/session";

/** After the failure's own text when a refresh failed: the user must reload and sign in again (docs/product.md §8). */
export const REFRESH_FAILED_SUFFIX = ". Please refresh the window and login again";

type Outcome = { token: string } | { error: ApiError } | null;

/** Where a refresh stands, read from the machine: a token to retry with, an error, or still waiting. */
function outcomeOf(snapshot: SessionSnapshot): Outcome {
  const { token, error } = snapshot.context;
  if (snapshot.matches({ signedIn: "active" }) && token) return { token };
  if (snapshot.matches({ signedIn: "refreshFailed" })) {
    return {
      error: new ApiError(401, SESSION_REFRESH_FAILED, (error ? errorText(error) : "Session expired") + REFRESH_FAILED_SUFFIX),
    };
  }
  if (snapshot.matches("signedOut") || snapshot.matches("loggingIn")) {
    return { error: new ApiError(401, SESSION_SIGNED_OUT, "Not signed in") };
  }
  return null; // booting, refreshing, loggingOut: wait
}

function settleWith(outcome: NonNullable<Outcome>): Promise<string> {
  return "token" in outcome ? Promise.resolve(outcome.token) : Promise.reject(outcome.error);
}

/**
 * The API client's view of the session actor. The machine is the source of truth: the token is read from its
 * context on every call, and a 401 becomes an UNAUTHORIZED event; every request that meets a 401 while that
 * refresh runs shares one promise and is answered from the state the machine settles in.
 */
export function createSessionBridge(actor: SessionActor): AuthBridge {
  let shared: Promise<string> | null = null;

  function awaitOutcome(): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      const finish = (outcome: NonNullable<Outcome>) => {
        subscription.unsubscribe();
        settleWith(outcome).then(resolve, reject);
      };
      const subscription = actor.subscribe({
        next: (snapshot) => {
          const outcome = outcomeOf(snapshot);
          if (outcome) finish(outcome);
        },
        error: (failure) => {
          subscription.unsubscribe();
          reject(failure);
        },
      });
    });
  }

  return {
    getAccessToken: () => actor.getSnapshot().context.token,

    refreshAfterUnauthorized(rejectedToken) {
      const before = actor.getSnapshot();
      const current = before.context.token;
      // A refresh finished while this call was in flight: retry with the newer token, no second refresh.
      if (before.matches({ signedIn: "active" }) && current && rejectedToken !== undefined && current !== rejectedToken) {
        return Promise.resolve(current);
      }
      if (shared) return shared;
      actor.send({ type: "UNAUTHORIZED" }); // active → refreshing; ignored in every other state
      const now = outcomeOf(actor.getSnapshot());
      if (now) return settleWith(now); // refresh failed before, or nobody is signed in: no refresh, no toast
      const flight = awaitOutcome().finally(() => {
        if (shared === flight) shared = null;
      });
      shared = flight;
      return flight;
    },

    signOutAfterUnauthorized() {
      actor.send({ type: "RETRY_UNAUTHORIZED" });
    },
  };
}
