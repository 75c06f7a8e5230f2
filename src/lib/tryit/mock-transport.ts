import type { MockApi } from "../mock";
import type { Transport } from "./transport";

/** A transport that hands each request to an API mock (src/lib/mock) in the same process. */
export function mockTransport(mock: MockApi): Transport {
  return {
    async send(request) {
      const started = performance.now();
      const answer = await mock.handle({
        method: request.method,
        url: request.path,
        headers: Object.fromEntries(request.headers),
        body: request.body,
      });
      return {
        status: answer.status,
        headers: Object.entries(answer.headers),
        body: answer.body,
        ms: performance.now() - started,
      };
    },
  };
}
