import { headerFields, type PreparedRequest } from "../request";
import { memoryTokenCache, sendRequest, tokenPlaceholder, type SendInput } from "../send";
import { TransportError, type Transport, type TryItResponse } from "../transport";
import { headerRow as row, testCredentials as credentials } from "./fixtures";

const service = ["Authorization", "X-TIMESTAMP", "X-SIGNATURE", "X-PARTNER-ID", "X-EXTERNAL-ID", "CHANNEL-ID"].map(
  (n) => row(n),
);
const ok = (body: unknown): TryItResponse => ({ status: 200, headers: [], body: JSON.stringify(body), ms: 1 });
const unreachable = new TransportError("The browser could not reach https://sandbox.example (CORS).");

/** A transport that answers by path, and records what it was asked. */
function fakeTransport(answers: Record<string, () => TryItResponse>): Transport & { sent: PreparedRequest[] } {
  const sent: PreparedRequest[] = [];
  return {
    sent,
    send(request) {
      sent.push(request);
      const answer = answers[request.path.split("?")[0]];
      return answer ? Promise.resolve(answer()) : Promise.reject(new Error(`unexpected ${request.path}`));
    },
  };
}

const input = (transport: Transport, change: Partial<SendInput> = {}): SendInput => ({
  target: { operationId: "balanceInquiry", method: "POST", path: "/v1.0/balance-inquiry", apiType: "service" },
  label: "Balance Inquiry",
  fields: headerFields([...service, row("Authorization-Customer")], true),
  headerValues: {},
  pathParams: {},
  query: {},
  leftOut: [],
  body: '{"partnerReferenceNo":"BAL-1"}',
  credentials,
  transport,
  baseUrl: "https://sandbox.example",
  tokens: memoryTokenCache(),
  testCustomerToken: "CT-TEST",
  now: new Date(),
  random: (n) => new Uint8Array(n).fill(3),
  ...change,
});

const b2b = () => ok({ responseCode: "2007300", accessToken: "B2B-1", expiresIn: "900" });
const balance = () => ok({ responseCode: "2001100" });

describe("sendRequest", () => {
  it("gets a B2B token, then sends the call with it and the test user's customer token", async () => {
    const transport = fakeTransport({ "/v1.0/access-token/b2b": b2b, "/v1.0/balance-inquiry": balance });
    const outcome = await sendRequest(input(transport));
    expect(outcome.error).toBeNull();
    expect(outcome.exchanges.map((e) => [e.label, e.response?.status])).toEqual([
      ["Get B2B Access Token", 200],
      ["Balance Inquiry", 200],
    ]);
    expect(Object.fromEntries(transport.sent[1].headers)).toMatchObject({
      Authorization: "Bearer B2B-1",
      "Authorization-Customer": "Bearer CT-TEST",
    });
    expect(outcome.exchanges[1].curl).toContain("-H 'Authorization-Customer: Bearer CT-TEST'");
  });

  it("keeps the B2B token for the visit: the next send makes no token call", async () => {
    const tokens = memoryTokenCache();
    const transport = fakeTransport({ "/v1.0/access-token/b2b": b2b, "/v1.0/balance-inquiry": balance });
    await sendRequest(input(transport, { tokens }));
    const again = await sendRequest(input(transport, { tokens }));
    expect(again.exchanges.map((e) => e.label)).toEqual(["Balance Inquiry"]);
  });

  it("where there is no test customer token (a real sandbox), asks for one and sends nothing", async () => {
    const transport = fakeTransport({});
    const outcome = await sendRequest(input(transport, { testCustomerToken: null }));
    expect(transport.sent).toEqual([]);
    expect(outcome.error).toMatch(
      /^Enter the user's customer token in Authorization-Customer as "Bearer <accessToken>"/,
    );
  });

  it("sends typed tokens as typed, without a token call, and signs a symmetric call with the typed one", async () => {
    const transport = fakeTransport({ "/v1.0/balance-inquiry": () => ok({ responseCode: "4011101" }) });
    const outcome = await sendRequest(
      input(transport, {
        headerValues: { Authorization: "Bearer old-b2b", "Authorization-Customer": "Bearer old-customer" },
        credentials: { ...credentials, signing: "symmetric" },
      }),
    );
    expect(outcome.exchanges.map((e) => e.label)).toEqual(["Balance Inquiry"]);
    expect(Object.fromEntries(transport.sent[0].headers)).toMatchObject({
      Authorization: "Bearer old-b2b",
      "Authorization-Customer": "Bearer old-customer",
    });
    expect(outcome.exchanges[0].request.stringToSign).toContain(":old-b2b:");
  });

  it("leaves an optional customer token out when the reader chose to", async () => {
    const transport = fakeTransport({ "/v1.0/access-token/b2b": b2b, "/v1.0/balance-inquiry": balance });
    const fields = headerFields([...service, row("Authorization-Customer", "conditional")], true);
    const outcome = await sendRequest(
      input(transport, { fields, leftOut: ["Authorization-Customer"], testCustomerToken: null }),
    );
    expect(outcome.error).toBeNull();
    expect(transport.sent[1].headers.map(([n]) => n)).not.toContain("Authorization-Customer");
  });

  it("after a refused token call, says so and does not send the request", async () => {
    const transport = fakeTransport({
      "/v1.0/access-token/b2b": () => ({ status: 401, headers: [], body: '{"responseCode":"4017300"}', ms: 1 }),
    });
    const outcome = await sendRequest(input(transport));
    expect(outcome.exchanges.map((e) => e.label)).toEqual(["Get B2B Access Token"]);
    expect(outcome.error).toMatch(/access-token call was refused, so the request was not sent/);
  });

  it("when the token call cannot reach the API (CORS, network), still shows the call's cURL, with the token to fill in", async () => {
    const transport = fakeTransport({
      "/v1.0/access-token/b2b": () => {
        throw unreachable;
      },
    });
    const outcome = await sendRequest(input(transport));
    expect(outcome.exchanges.map((e) => [e.label, e.response])).toEqual([
      ["Get B2B Access Token", null],
      ["Balance Inquiry", null],
    ]);
    const [token, call] = outcome.exchanges;
    expect(token.curl).toContain("curl -X POST 'https://sandbox.example/v1.0/access-token/b2b'");
    expect(call.curl).toContain("curl -X POST 'https://sandbox.example/v1.0/balance-inquiry'");
    expect(call.curl).toContain(`-H 'Authorization: Bearer ${tokenPlaceholder}'`);
    expect(transport.sent.map((r) => r.path)).toEqual(["/v1.0/access-token/b2b"]);
    expect(outcome.error).toContain(unreachable.message);
    expect(outcome.error).toContain("The request itself was not sent: its cURL below has");
    expect(outcome.error).toContain("run it within 5 minutes of its X-TIMESTAMP");
  });

  it("with symmetric signing, says the signature must be made again with the real token", async () => {
    const transport = fakeTransport({
      "/v1.0/access-token/b2b": () => {
        throw unreachable;
      },
    });
    const outcome = await sendRequest(input(transport, { credentials: { ...credentials, signing: "symmetric" } }));
    expect(outcome.error).toContain("Its symmetric signature covers the access token, so sign it again");
  });

  it("when the call itself gets no answer, shows its cURL and the reason", async () => {
    const tokens = memoryTokenCache();
    tokens.set("B2B-1", Date.now() + 600_000);
    const transport = fakeTransport({
      "/v1.0/balance-inquiry": () => {
        throw unreachable;
      },
    });
    const outcome = await sendRequest(input(transport, { tokens }));
    expect(outcome.exchanges.map((e) => [e.label, e.response])).toEqual([["Balance Inquiry", null]]);
    expect(outcome.exchanges[0].curl).toContain("Authorization: Bearer B2B-1");
    expect(outcome.error).toBe(unreachable.message);
  });
});

describe("memoryTokenCache", () => {
  it("gives the token until 30 seconds before it expires", () => {
    let now = 1_000_000;
    const cache = memoryTokenCache(() => now);
    expect(cache.get()).toBeNull();
    cache.set("T", now + 60_000);
    expect(cache.get()).toBe("T");
    now += 30_001;
    expect(cache.get()).toBeNull();
  });
});
