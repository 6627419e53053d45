import { createHash } from "node:crypto";
import * as client from "openid-client";

/**
 * The OpenID Connect relying party (docs/decisions/023), all through openid-client: discovery, the authorization
 * URL with PKCE (S256), state and nonce, and the code exchange that checks the ID token (signature, issuer,
 * audience, expiry, nonce) and the state. No token is checked by hand here.
 */

/** Seconds allowed for each call to the identity provider (discovery, token, userinfo). */
export const PROVIDER_TIMEOUT_SECONDS = 10;
const CACHE_MS = 10 * 60_000;
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export interface ProviderSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

/**
 * https always; plain http only for an identity provider on this machine (localhost, 127.0.0.1, ::1) and only
 * when SSO_ALLOW_INSECURE_LOCALHOST_ISSUER is on (tests). Anything else is refused before any request is made.
 */
export function issuerAllowed(issuerUrl: string, allowInsecureLocalhost: boolean): boolean {
  let url: URL;
  try {
    url = new URL(issuerUrl);
  } catch {
    return false;
  }
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && allowInsecureLocalhost && LOOPBACK_HOSTS.has(url.hostname);
}

const cache = new Map<string, { config: client.Configuration; at: number }>();
const cacheKey = (s: ProviderSettings) =>
  createHash("sha256")
    .update(JSON.stringify([s.issuerUrl, s.clientId, s.clientSecret]))
    .digest("hex");

/** Forgets discovered metadata (after an admin saves new settings). */
export function forgetProviders(): void {
  cache.clear();
}

/** The discovered provider, cached for 10 minutes per issuer, client id and secret. */
export async function providerConfig(settings: ProviderSettings, allowInsecureLocalhost: boolean): Promise<client.Configuration> {
  if (!issuerAllowed(settings.issuerUrl, allowInsecureLocalhost)) throw new Error("issuer not allowed");
  const key = cacheKey(settings);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.config;
  const insecure = new URL(settings.issuerUrl).protocol === "http:";
  const execute = insecure ? [client.allowInsecureRequests] : [];
  const discovered = await client.discovery(new URL(settings.issuerUrl), settings.clientId, settings.clientSecret, undefined, {
    timeout: PROVIDER_TIMEOUT_SECONDS,
    execute,
  });
  // client_secret_basic is the OpenID default; a provider that lists only client_secret_post gets that.
  const methods = discovered.serverMetadata().token_endpoint_auth_methods_supported;
  const auth =
    methods && !methods.includes("client_secret_basic") && methods.includes("client_secret_post")
      ? client.ClientSecretPost(settings.clientSecret)
      : client.ClientSecretBasic(settings.clientSecret);
  const config = new client.Configuration(discovered.serverMetadata(), settings.clientId, undefined, auth);
  config.timeout = PROVIDER_TIMEOUT_SECONDS;
  for (const run of execute) run(config);
  cache.set(key, { config, at: Date.now() });
  return config;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function authorizationRequest(config: client.Configuration, redirectUri: string, loginHint: string): Promise<AuthorizationRequest> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: "openid email profile",
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
    login_hint: loginHint,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

export interface IdentityClaims {
  subject: string;
  email: string | undefined;
  emailVerified: boolean | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
}

const str = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined);

/**
 * Exchanges the code (PKCE verifier, expected state and nonce; an ID token is required) and reads who signed in
 * from the ID token, or from the userinfo endpoint when the ID token carries no e-mail.
 */
export async function finishAuthorization(
  config: client.Configuration,
  currentUrl: URL,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<IdentityClaims> {
  const tokens = await client.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: expected.codeVerifier,
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error("no ID token");
  let source: Record<string, unknown> = claims;
  if (!str(claims.email)) {
    source = { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
  }
  const verified = source.email_verified;
  return {
    subject: claims.sub,
    email: str(source.email)?.toLowerCase(),
    emailVerified: typeof verified === "boolean" ? verified : verified === "true" ? true : verified === "false" ? false : undefined,
    givenName: str(source.given_name),
    familyName: str(source.family_name),
    name: str(source.name),
  };
}
