/**
 * The only module that touches `mixpanel-browser`. It is loaded with a dynamic import once the
 * page is idle (start.ts, which recorder.ts imports), so the library never weighs on the first
 * load. The core build is used: the package's default entry also bundles the session recorder,
 * which this site never uses.
 */
import mixpanel, {
  type Mixpanel,
  type RequestOptions,
  type Response,
} from "mixpanel-browser/dist/mixpanel-core.cjs.js";
import type { DeliveryResult, SendEvent } from "./delivery";

/** The library's own XHR timeout per event; a request that takes longer counts as failed. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Our guard in case the library never calls back (it skips the callback on some errors). */
const CALLBACK_GUARD_MS = REQUEST_TIMEOUT_MS + 5_000;

export interface AnalyticsSender {
  send: SendEvent;
  /** The reader opted out (Do Not Track or the library's opt-out): send nothing, keep nothing. */
  optedOut(): boolean;
}

/**
 * What an answer means for the queue. With `verbose`, the library calls back with
 * `{ status: 1 }` once the service has accepted the event, `{ status: 0, error }` when the service
 * answered 200 but refused the payload, and `{ status: 0, httpStatusCode, error }` when the request
 * failed. A payload the service refused as malformed (200 with status 0, 400) or too large (413)
 * would be refused again: drop it. Everything else — offline, timeouts, 5xx, 429, and also 401,
 * 403 or 404 from a misconfigured proxy, which a redeploy fixes — is retried by our queue.
 */
export function classifyResponse(response: Response | string | undefined): DeliveryResult {
  if (response === 1) return "delivered";
  if (!response || typeof response !== "object") return "failed";
  if (response.status === 1) return "delivered";
  const httpStatus = (response as { httpStatusCode?: unknown }).httpStatusCode;
  if (httpStatus === undefined) return "rejected";
  return httpStatus === 400 || httpStatus === 413 ? "rejected" : "failed";
}

/**
 * Initialises the library. Throws if it cannot (the caller logs it; the site goes on).
 *
 * Batching is off (`batch_requests: false`). With batching on, `track`'s callback only means
 * "written to the library's own localStorage batch queue", and that queue retries only while the
 * browser says it is offline or on 5xx/429/timeouts: any other failure drops the whole batch. We
 * could not know when an event is safe to forget. With batching off, every `track` is one request
 * and its callback reports that request's HTTP result, so our queue (which stamps `$insert_id` and
 * `time` when the event is raised, persists it, and removes it only after acceptance) decides about
 * every retry. One request per page view is a small price for that. Mixpanel also drops resent
 * copies by `$insert_id`, which covers the one gap left: a request accepted by the service whose
 * answer never reached the page (tab closed mid-request), resent on the next visit.
 */
export function createMixpanelSender(token: string, apiHost: string | null): AnalyticsSender {
  const instance: Mixpanel = mixpanel.init(
    token,
    {
      // The library appends "/track/" to the host as given.
      ...(apiHost ? { api_host: apiHost.replace(/\/+$/, "") } : {}),
      batch_requests: false,
      verbose: true,
      track_pageview: false,
      autocapture: false,
      debug: false,
    },
    "docs",
  );
  if (!instance || typeof instance.track !== "function") throw new Error("mixpanel-browser did not initialise");

  const send: SendEvent = (event) =>
    new Promise<DeliveryResult>((resolve) => {
      let settled = false;
      const finish = (result: DeliveryResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(guard);
        resolve(result);
      };
      const guard = setTimeout(() => finish("failed"), CALLBACK_GUARD_MS);
      // `timeout_ms` and `ignore_json_errors` are passed through to the request (mixpanel-core
      // `_send_request`); the latter makes a non-JSON answer reach the callback instead of nothing.
      const options: RequestOptions & { timeout_ms: number; ignore_json_errors: boolean } = {
        transport: "xhr",
        send_immediately: true,
        timeout_ms: REQUEST_TIMEOUT_MS,
        ignore_json_errors: true,
      };
      try {
        instance.track(event.event, { ...event.properties }, options, (response) => finish(classifyResponse(response)));
      } catch {
        finish("failed");
      }
    });

  return {
    send,
    optedOut: () => {
      try {
        return instance.has_opted_out_tracking();
      } catch {
        return false;
      }
    },
  };
}
