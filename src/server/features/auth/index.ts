// The auth feature as other features see it: its limiters, the sign-in backoff and remembered devices.
export type { AuthLimiters } from "./limits";
export { forgetDevices } from "./known-devices";
export { clearAccountBackoff } from "./login-throttle";
