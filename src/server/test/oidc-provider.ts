import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
// @ts-expect-error oidc-provider ships no types; the few calls below are typed by hand (OidcProviderLike).
import Provider from "oidc-provider";

/**
 * A real OpenID Connect provider (the certified `oidc-provider` package) on 127.0.0.1 for the SSO tests
 * (docs/decisions/023): discovery, signed ID tokens, PKCE, userinfo. Its sign-in page is a small form with an
 * e-mail field; `autoLogin` lets integration tests skip the form. Plain http, so the app must run with
 * SSO_ALLOW_INSECURE_LOCALHOST_ISSUER=true.
 */

export interface TestAccount {
  sub: string;
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
}

export interface TestIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Registers a person the provider can sign in (by e-mail). */
  addAccount(account: Omit<TestAccount, "sub"> & { sub?: string }): TestAccount;
  /** The next sign-in page is answered as this e-mail without showing the form; null shows the form. */
  autoLogin: string | null;
  close(): Promise<void>;
}

interface InteractionDetails {
  uid: string;
  prompt: { name: string };
  params: { client_id: string; scope?: string; login_hint?: string };
  session?: { accountId?: string };
}
interface GrantLike {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface OidcProviderLike {
  callback(): (req: http.IncomingMessage, res: http.ServerResponse) => void;
  interactionDetails(req: http.IncomingMessage, res: http.ServerResponse): Promise<InteractionDetails>;
  interactionFinished(req: http.IncomingMessage, res: http.ServerResponse, result: object, opts?: object): Promise<void>;
  Grant: new (opts: { accountId: string; clientId: string }) => GrantLike;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

export async function startTestIdp(opts: { redirectUri: string; port?: number }): Promise<TestIdp> {
  const accounts = new Map<string, TestAccount>();
  const byEmail = (email: string) => [...accounts.values()].find((a) => a.email === email.toLowerCase());
  const clientId = "salesdojo-test";
  const clientSecret = randomBytes(24).toString("base64url");
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [opts.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name", "name"] },
    ttl: { AuthorizationCode: 60, Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
    cookies: { keys: [randomBytes(16).toString("hex")] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, id: string) => {
      const a = accounts.get(id);
      if (!a) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: a.email,
          email_verified: a.emailVerified ?? true,
          given_name: a.givenName,
          family_name: a.familyName,
          name: [a.givenName, a.familyName].filter(Boolean).join(" ") || undefined,
        }),
      };
    },
  }) as OidcProviderLike;
  const handle = provider.callback();

  const finishLogin = async (req: http.IncomingMessage, res: http.ServerResponse, details: InteractionDetails, account: TestAccount) => {
    const grant = new provider.Grant({ accountId: account.sub, clientId: details.params.client_id });
    grant.addOIDCScope(details.params.scope ?? "openid");
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId: account.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
  };

  const idp: TestIdp = {
    issuer,
    clientId,
    clientSecret,
    autoLogin: null,
    addAccount(account) {
      const full: TestAccount = { ...account, email: account.email.toLowerCase(), sub: account.sub ?? randomBytes(8).toString("hex") };
      accounts.set(full.sub, full);
      return full;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? "/", issuer);
      const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(url.pathname);
      if (!match) return handle(req, res);
      const details = await provider.interactionDetails(req, res);
      if (req.method === "POST" && match[2]) {
        const account = byEmail((await readForm(req)).get("email") ?? "");
        if (!account) {
          res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
          res.end(page(details.uid, "Unknown user", details.params.login_hint ?? ""));
          return;
        }
        return finishLogin(req, res, details, account);
      }
      const auto = idp.autoLogin ? byEmail(idp.autoLogin) : undefined;
      if (auto) return finishLogin(req, res, details, auto);
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(page(details.uid, "", details.params.login_hint ?? ""));
    })().catch((e: unknown) => {
      res.statusCode = 500;
      res.end(String(e));
    });
  });
  return idp;
}

function page(uid: string, error: string, hint: string): string {
  return `<!doctype html><html lang="en"><head><title>Test identity provider</title></head><body>
<h1>Test identity provider</h1>${error ? `<p role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label>E-mail <input name="email" type="email" value="${escapeHtml(hint)}"></label>
<button type="submit">Sign in to the identity provider</button></form></body></html>`;
}
