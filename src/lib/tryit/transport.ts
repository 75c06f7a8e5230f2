import type { PreparedRequest } from "./request";

/** An answer as the console shows it. */
export interface TryItResponse {
  status: number;
  headers: [name: string, value: string][];
  body: string;
  /** Milliseconds from send to the whole answer. */
  ms: number;
  /** The simulated sandbox's advice on this answer (a reference it never issued: which call issues one). */
  hint?: string;
}

/** Where the console sends: the simulated sandbox in the page, or a real API over the network. */
export interface Transport {
  send(request: PreparedRequest): Promise<TryItResponse>;
}

/** A send that never got an answer: CORS, a network failure or a timeout. */
export class TransportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TransportError";
  }
}

/** Sends for real with fetch: the API must allow this site's origin (CORS) and be in connect-src. */
export function networkTransport(baseUrl: string, timeoutMs = 30_000): Transport {
  return {
    async send(request) {
      const started = performance.now();
      const controller = new AbortController();
      const timer = window.setTimeout(() => controller.abort(), timeoutMs);
      try {
        const response = await fetch(baseUrl + request.path, {
          method: request.method,
          headers: request.headers,
          body: request.body || undefined,
          credentials: "omit",
          mode: "cors",
          signal: controller.signal,
        });
        const body = await response.text();
        return {
          status: response.status,
          headers: [...response.headers.entries()],
          body,
          ms: performance.now() - started,
        };
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === "AbortError";
        throw new TransportError(
          timedOut
            ? `${baseUrl} did not answer within ${timeoutMs / 1000} seconds.`
            : `The browser could not reach ${baseUrl}: the API does not allow requests from this page (CORS), or the network failed. Nothing was answered. Run the cURL command below from your terminal instead.`,
        );
      } finally {
        window.clearTimeout(timer);
      }
    },
  };
}
