/**
 * Whether the API in the page is unreachable while the device is offline, as a server elsewhere would be (on unless the
 * demo console's Faults tab turns it off, for a demo presented with no network at all). Kept in this tab's
 * sessionStorage, as the console's other choices are.
 */
const KEY = "antrean-demo:api-follows-offline";

export function apiFollowsOffline(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== "off";
  } catch {
    return true; // storage disabled: as a real server
  }
}

export function setApiFollowsOffline(on: boolean): void {
  try {
    if (on) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, "off");
  } catch {
    // storage disabled: the choice lasts until the page goes
  }
}
