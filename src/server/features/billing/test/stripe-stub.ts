import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small in-memory stand-in for the parts of the Stripe API the provider uses, answering the official SDK's
 * form-encoded requests over real HTTP. It keeps customers, checkout sessions, subscriptions and prices, and
 * behaves the way the Stripe docs describe for these calls (list excludes cancelled subscriptions unless
 * status=all, cancelling a cancelled subscription is "No such subscription", and so on). It is not Stripe:
 * no payments, invoices, proration amounts, 3-D Secure or webhook delivery; tests send events themselves.
 */

export const STUB_SECRET_KEY = "sk_test_stub_0123456789";
export const STUB_WEBHOOK_SECRET = "whsec_stub_0123456789";
export const STUB_PRICES = { basic: "price_basic_test", pro: "price_pro_test", unlimited: "price_unlimited_test" } as const;
const PERIOD_SECONDS = 30 * 24 * 60 * 60;

type Obj = Record<string, unknown>;

export interface StubSubscription extends Obj {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  created: number;
  metadata: Record<string, string>;
  items: { object: "list"; data: StubItem[]; has_more: false; url: string };
}
interface StubItem extends Obj {
  id: string;
  object: "subscription_item";
  price: Obj & { id: string };
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  subscription: string;
}
export interface StubCheckoutSession extends Obj {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
  url: string | null;
}

export interface StubRequest {
  method: string;
  path: string;
  params: Obj;
}

export interface SubscriptionPatch {
  status?: string;
  cancel_at_period_end?: boolean;
  /** A plan (its stub price) or a price id for the first item. */
  plan?: keyof typeof STUB_PRICES;
  price?: string;
  current_period_end?: number;
}

export interface StripeStub {
  /** http://127.0.0.1:<port>, for STRIPE_API_URL. */
  url: string;
  /** Every request that reached the stub (failed and hung ones included). */
  requests: StubRequest[];
  customers: Map<string, Obj>;
  sessions: Map<string, StubCheckoutSession>;
  subscriptions: Map<string, StubSubscription>;
  /** Requests matching a method and a path prefix. */
  calls(method: string, pathPrefix: string): StubRequest[];
  /** What Stripe does when the customer pays: a customer (unless the session had one) and an active subscription. */
  completeCheckout(sessionId: string): { customerId: string; subscriptionId: string };
  /** Changes a subscription as if it changed in Stripe (dashboard, dunning, renewal). */
  setSubscription(id: string, patch: SubscriptionPatch): StubSubscription;
  /** The next `n` requests answer `status` with a Stripe api_error. */
  fail(n: number, status?: number): void;
  /** From now on requests get no answer at all, until recover(). */
  hang(): void;
  recover(): void;
  /** An event as Stripe sends it; `object` is a copy taken now (a snapshot, like Stripe's). */
  event(type: string, object: Obj, opts?: { created?: number; id?: string }): Obj & { id: string; type: string };
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_test_${randomBytes(9).toString("hex")}`;
const clone = <T>(v: T): T => structuredClone(v);

class StripeHttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly type: string,
    message: string,
    public readonly code?: string,
    public readonly param?: string,
  ) {
    super(message);
  }
}
const missing = (what: string, id: string, param = "id") =>
  new StripeHttpError(404, "invalid_request_error", `No such ${what}: '${id}'`, "resource_missing", param);
const invalid = (message: string, param?: string) => new StripeHttpError(400, "invalid_request_error", message, undefined, param);

/** Decodes Stripe's bracket notation (a[b][0][c]=v) into nested objects and arrays. */
export function decodeForm(body: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node: Obj | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1] ?? "");
      const container = node as Record<string, unknown>;
      if (last) {
        container[part] = value;
      } else {
        container[part] ??= nextIsIndex ? [] : {};
        node = container[part] as Obj | unknown[];
      }
    });
  }
  return root;
}

const asBool = (v: unknown) => v === true || v === "true";
const asStrings = (v: unknown): Record<string, string> =>
  v && typeof v === "object" ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)])) : {};

export async function startStripeStub(opts: { secretKey?: string } = {}): Promise<StripeStub> {
  const secretKey = opts.secretKey ?? STUB_SECRET_KEY;
  const prices = new Map<string, Obj & { id: string }>(
    Object.entries(STUB_PRICES).map(([plan, id]) => [
      id,
      { id, object: "price", active: true, currency: "usd", recurring: { interval: "month" }, lookup_key: plan },
    ]),
  );
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, StubCheckoutSession>();
  const subscriptions = new Map<string, StubSubscription>();
  /** What each checkout session sells (Stripe keeps it as line items; the stub only needs these). */
  const purchases = new Map<string, { price: string; metadata: Record<string, string> }>();
  const requests: StubRequest[] = [];
  let failures: { left: number; status: number } = { left: 0, status: 500 };
  let hanging = false;
  const hung = new Set<http.ServerResponse>();

  function price(id: unknown): Obj & { id: string } {
    const p = typeof id === "string" ? prices.get(id) : undefined;
    if (!p) throw missing("price", String(id), "price");
    return p;
  }

  function createSubscription(customer: string, priceId: string, metadata: Record<string, string>): StubSubscription {
    const id = newId("sub");
    const t = now();
    const sub: StubSubscription = {
      id,
      object: "subscription",
      customer,
      status: "active",
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      created: t,
      start_date: t,
      metadata,
      livemode: false,
      items: {
        object: "list",
        data: [
          {
            id: newId("si"),
            object: "subscription_item",
            price: clone(price(priceId)),
            quantity: 1,
            current_period_start: t,
            current_period_end: t + PERIOD_SECONDS,
            subscription: id,
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
    };
    subscriptions.set(id, sub);
    return sub;
  }

  function subscription(id: string): StubSubscription {
    const sub = subscriptions.get(id);
    if (!sub) throw missing("subscription", id);
    return sub;
  }

  function route(method: string, path: string, params: Obj): unknown {
    let m: RegExpMatchArray | null;
    if (method === "POST" && path === "/v1/customers") {
      const c = { id: newId("cus"), object: "customer", email: params.email ?? null, metadata: asStrings(params.metadata) };
      customers.set(c.id, c);
      return c;
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      if (params.mode !== "subscription") throw invalid("This stub only creates subscription-mode sessions", "mode");
      const items = params.line_items;
      if (!Array.isArray(items) || items.length !== 1) throw invalid("line_items: exactly one item expected", "line_items");
      const item = items[0] as Obj;
      price(item.price);
      if (!params.success_url) throw invalid("Missing required param: success_url.", "success_url");
      if (params.customer && params.customer_email) {
        throw invalid("You may only specify one of these parameters: customer, customer_email.", "customer");
      }
      if (typeof params.customer === "string" && !customers.has(params.customer)) throw missing("customer", params.customer, "customer");
      const id = newId("cs");
      const session: StubCheckoutSession = {
        id,
        object: "checkout.session",
        mode: "subscription",
        status: "open",
        payment_status: "unpaid",
        client_reference_id: typeof params.client_reference_id === "string" ? params.client_reference_id : null,
        customer: typeof params.customer === "string" ? params.customer : null,
        customer_email: typeof params.customer_email === "string" ? params.customer_email : null,
        subscription: null,
        metadata: asStrings(params.metadata),
        success_url: params.success_url,
        cancel_url: params.cancel_url ?? null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        created: now(),
        livemode: false,
      };
      sessions.set(id, session);
      purchases.set(id, {
        price: String(item.price),
        metadata: asStrings((params.subscription_data as Obj | undefined)?.metadata),
      });
      return session;
    }
    if (method === "GET" && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const s = sessions.get(decodeURIComponent(m[1] ?? ""));
      if (!s) throw missing("checkout.session", m[1] ?? "");
      return s;
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (typeof params.customer !== "string" || !customers.has(params.customer)) {
        throw missing("customer", String(params.customer), "customer");
      }
      const id = newId("bps");
      return {
        id,
        object: "billing_portal.session",
        customer: params.customer,
        return_url: params.return_url ?? null,
        url: `https://billing.stripe.test/p/session/${id}`,
      };
    }
    if (method === "GET" && path === "/v1/subscriptions") {
      const status = params.status ?? "active_or_not_cancelled";
      const data = [...subscriptions.values()]
        .filter((s) => params.customer === undefined || s.customer === params.customer)
        .filter((s) =>
          status === "all" ? true : status === "active_or_not_cancelled" ? s.status !== "canceled" && s.status !== "incomplete_expired" : s.status === status,
        )
        .sort((a, b) => b.created - a.created);
      const limit = Number(params.limit ?? 10);
      return { object: "list", data: data.slice(0, limit), has_more: data.length > limit, url: "/v1/subscriptions" };
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = subscription(decodeURIComponent(m[1] ?? ""));
      if (method === "GET") return sub;
      if (method === "DELETE") {
        // Stripe treats a cancelled subscription as gone.
        if (sub.status === "canceled") throw missing("subscription", sub.id);
        sub.status = "canceled";
        sub.canceled_at = now();
        sub.cancel_at_period_end = false;
        return sub;
      }
      if (method === "POST") {
        if (sub.status === "canceled") {
          throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
        }
        if (params.cancel_at_period_end !== undefined) sub.cancel_at_period_end = asBool(params.cancel_at_period_end);
        if (Array.isArray(params.items)) {
          for (const change of params.items as Obj[]) {
            const item = sub.items.data.find((i) => i.id === change.id);
            if (!item) throw invalid(`The subscription item ${String(change.id)} does not belong to this subscription`, "items");
            if (change.price !== undefined) item.price = clone(price(change.price));
          }
        }
        if (params.metadata) sub.metadata = { ...sub.metadata, ...asStrings(params.metadata) };
        return sub;
      }
    }
    throw new StripeHttpError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stub");
      const method = req.method ?? "GET";
      const params = method === "GET" || method === "DELETE" ? decodeForm(url.search.slice(1)) : decodeForm(Buffer.concat(chunks).toString("utf8"));
      requests.push({ method, path: url.pathname, params });
      if (hanging) {
        hung.add(res);
        res.on("close", () => hung.delete(res));
        return;
      }
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": newId("req") });
        res.end(JSON.stringify(body));
      };
      if (failures.left > 0) {
        failures.left -= 1;
        return send(failures.status, { error: { type: "api_error", message: "The stub was told to fail this request." } });
      }
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided." } });
      }
      try {
        send(200, clone(route(method, url.pathname, params)));
      } catch (e) {
        if (!(e instanceof StripeHttpError)) throw e;
        send(e.status, { error: { type: e.type, message: e.message, code: e.code, param: e.param } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
    sessions,
    subscriptions,
    calls: (method, prefix) => requests.filter((r) => r.method === method && r.path.startsWith(prefix)),
    completeCheckout(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`stub: no checkout session ${sessionId}`);
      if (session.status !== "open") throw new Error(`stub: checkout session ${sessionId} is ${session.status}`);
      let customerId = session.customer;
      if (!customerId) {
        customerId = newId("cus");
        customers.set(customerId, { id: customerId, object: "customer", email: session.customer_email, metadata: {} });
      }
      const purchase = purchases.get(sessionId);
      if (!purchase) throw new Error(`stub: checkout session ${sessionId} sells nothing`);
      const sub = createSubscription(customerId, purchase.price, purchase.metadata);
      Object.assign(session, { status: "complete", payment_status: "paid", customer: customerId, subscription: sub.id, url: null });
      return { customerId, subscriptionId: sub.id };
    },
    setSubscription(id, patch) {
      const sub = subscription(id);
      if (patch.status !== undefined) {
        sub.status = patch.status;
        if (patch.status === "canceled") sub.canceled_at = now();
      }
      if (patch.cancel_at_period_end !== undefined) sub.cancel_at_period_end = patch.cancel_at_period_end;
      const item = sub.items.data[0];
      if (item) {
        const priceId = patch.plan ? STUB_PRICES[patch.plan] : patch.price;
        if (priceId !== undefined) item.price = clone(prices.get(priceId) ?? { id: priceId, object: "price" });
        if (patch.current_period_end !== undefined) item.current_period_end = patch.current_period_end;
      }
      return clone(sub);
    },
    fail(n, status = 500) {
      failures = { left: n, status };
    },
    hang() {
      hanging = true;
    },
    recover() {
      hanging = false;
      failures = { left: 0, status: 500 };
      for (const res of hung) res.destroy();
      hung.clear();
    },
    event(type, object, eventOpts = {}) {
      return {
        id: eventOpts.id ?? newId("evt"),
        object: "event",
        api_version: "2026-10-28.endive",
        created: eventOpts.created ?? now(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: clone(object) },
      };
    },
    async close() {
      for (const res of hung) res.destroy();
      hung.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Environment that points the app's Stripe provider at a stub. */
export function stripeStubEnv(stub: StripeStub): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: STUB_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STUB_WEBHOOK_SECRET,
    STRIPE_PRICE_BASIC: STUB_PRICES.basic,
    STRIPE_PRICE_PRO: STUB_PRICES.pro,
    STRIPE_PRICE_UNLIMITED: STUB_PRICES.unlimited,
    STRIPE_API_URL: stub.url,
  };
}
