import type { BrowserContext, Route } from "@playwright/test";
import buildEnv from "./build-env.json";

/**
 * A local stand-in for the Mixpanel ingestion API. The browser tests run against a build whose
 * analytics API host is `http://analytics.test` (a reserved name that never resolves; see
 * build-env.json and scripts/test.mjs); every browser context routes that host here, so the real
 * mixpanel-browser library talks to it. It decodes what arrives (form `data=` in base64 or JSON),
 * answers like Mixpanel (with the CORS headers a credentialed XHR needs), and can play dead.
 */

export const analyticsApiHost = buildEnv.GATSBY_MIXPANEL_API_HOST;
export const analyticsToken = buildEnv.GATSBY_MIXPANEL_TOKEN_DEV;

export interface ReceivedEvent {
  event: string;
  properties: Record<string, unknown>;
  /** How the library encoded the payload. */
  format: "base64" | "json";
  /** Path of the endpoint it was sent to, e.g. `/track/`. */
  endpoint: string;
}

/** Decodes Mixpanel's `data` field: JSON, or base64 of JSON; one event or a batch. */
export function decodeMixpanelData(data: string): {
  format: "base64" | "json";
  items: Array<{ event: string; properties: Record<string, unknown> }>;
} {
  const text = data.trim();
  const isJson = text.startsWith("{") || text.startsWith("[");
  const value: unknown = JSON.parse(isJson ? text : Buffer.from(text, "base64").toString("utf8"));
  const items = (Array.isArray(value) ? value : [value]) as Array<{
    event: string;
    properties: Record<string, unknown>;
  }>;
  return { format: isJson ? "json" : "base64", items };
}

export class AnalyticsCollector {
  /** Events accepted (answered 200), in arrival order. */
  readonly events: ReceivedEvent[] = [];
  /** Every request that reached the host, answered or not. */
  readonly attempts: string[] = [];
  /** Payloads it could not decode. */
  readonly errors: string[] = [];
  /** `up` accepts; `unreachable` refuses connections (the browser still thinks it is online). */
  state: "up" | "unreachable" = "up";

  async install(context: BrowserContext): Promise<void> {
    await context.route(`${analyticsApiHost}/**`, (route) => this.handle(route));
  }

  /** Received events of one name (default `Page Open`). */
  named(name = "Page Open"): ReceivedEvent[] {
    return this.events.filter((e) => e.event === name);
  }

  private async handle(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    this.attempts.push(`${request.method()} ${url.pathname}`);
    if (this.state === "unreachable") return route.abort("connectionrefused");
    const cors = {
      "Access-Control-Allow-Origin": request.headers()["origin"] ?? "*",
      "Access-Control-Allow-Credentials": "true",
      "Access-Control-Allow-Headers": "Content-Type",
    };
    if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
    const data = new URLSearchParams(request.postData() ?? "").get("data") ?? url.searchParams.get("data");
    try {
      if (data === null) throw new Error("no data field");
      const { format, items } = decodeMixpanelData(data);
      for (const item of items)
        this.events.push({ event: item.event, properties: item.properties, format, endpoint: url.pathname });
    } catch (error) {
      this.errors.push(`${url.pathname}: ${error instanceof Error ? error.message : String(error)}`);
      return route.fulfill({ status: 400, headers: cors, body: '{"status":0,"error":"undecodable"}' });
    }
    const verbose = url.searchParams.get("verbose") === "1";
    await route.fulfill({
      status: 200,
      headers: { ...cors, "Content-Type": verbose ? "application/json" : "text/plain" },
      body: verbose ? '{"status":1,"error":null}' : "1",
    });
  }
}
