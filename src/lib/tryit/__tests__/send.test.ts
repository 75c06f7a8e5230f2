import { headerFields, type PreparedRequest } from "../request";
import { memoryTokenCache, sendRequest, tokenPlaceholders, type SendInput } from "../send";
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
  bindsCustomer: true,
  now: new Date(),
  random: (n) => new Uint8Array(n).fill(3),
  ...change,
});

const b2b = () => ok({ responseCode: "2007300", accessToken: "B2B-1", expiresIn: "900" });
const customer = () =>
  ok({ responseCode: "2007400", accessToken: "CT-1", accessTokenExpiryTime: "2020-01-01T00:00:00+07:00" });

describe("sendRequest", () => {
  it("gets a B2B token, then a customer token with Apply Token, then sends the call with both", async () => {
    const transport = fakeTransport({
      "/v1.0/access-token/b2b": b2b,
      "/v1.0/access-token/b2b2c": customer,
      "/v1.0/balance-inquiry": () => ok({ responseCode: "2001100" }),
    });
    const outcome = await sendRequest(input(transport));
    expect(outcome.error).toBeNull();
    expect(outcome.exchanges.map((e) => [e.label, e.response?.status])).toEqual([
      ["Get B2B Access Token", 200],
      ["Apply Token (customer token)", 200],
      ["Balance Inquiry", 200],
    ]);
    expect(JSON.parse(transport.sent[1].body)).toMatchObject({ grantType: "AUTHORIZATION_CODE" });
    expect(Object.fromEntries(transport.sent[2].headers)).toMatchObject({
      Authorization: "Bearer B2B-1",
      "Authorization-Customer": "Bearer CT-1",
    });
    expect(outcome.exchanges[2].curl).toContain("-H 'Authorization-Customer: Bearer CT-1'");
  });

  it("keeps both tokens for the visit (a customer token whose expiry already passed lasts the documented 30 minutes)", async () => {
    const tokens = memoryTokenCache();
    const transport = fakeTransport({
      "/v1.0/access-token/b2b": b2b,
      "/v1.0/access-token/b2b2c": customer,
      "/v1.0/balance-inquiry": () => ok({ responseCode: "2001100" }),
    });
    await sendRequest(input(transport, { tokens }));
    const again = await sendRequest(input(transport, { tokens }));
    expect(again.exchanges.map((e) => e.label)).toEqual(["Balance Inquiry"]);
  });

  it("does not bind by itself in a real sandbox: it asks for the customer token and sends nothing", async () => {
    const transport = fakeTransport({});
    const outcome = await sendRequest(input(transport, { bindsCustomer: false }));
    expect(transport.sent).toEqual([]);
    expect(outcome.error).toMatch(
      /^Enter the user's customer token in Authorization-Customer as "Bearer <accessToken>"/,
    );
  });

  it("sends typed tokens as typed, without token calls", async () => {
    const transport = fakeTransport({ "/v1.0/balance-inquiry": () => ok({ responseCode: "4011101" }) });
    const outcome = await sendRequest(
      input(transport, {
        headerValues: { Authorization: "Bearer old-b2b", "Authorization-Customer": "Bearer old-customer" },
        credentials: { ...credentials, signing: "symmetric" },
        bindsCustomer: false,
      }),
    );
    expect(outcome.exchanges.map((e) => e.label)).toEqual(["Balance Inquiry"]);
    // The symmetric signature covers the typed token.
    expect(outcome.exchanges[0].request.stringToSign).toContain(":old-b2b:");
  });

  it("leaves an optional customer token out when the reader chose to, with no Apply Token call", async () => {
    const transport = fakeTransport({
      "/v1.0/access-token/b2b": b2b,
      "/v1.0/balance-inquiry": () => ok({ responseCode: "2005400" }),
    });
    const fields = headerFields([...service, row("Authorization-Customer", "conditional")], true);
    const outcome = await sendRequest(input(transport, { fields, leftOut: ["Authorization-Customer"] }));
    expect(outcome.exchanges.map((e) => e.label)).toEqual(["Get B2B Access Token", "Balance Inquiry"]);
    expect(transport.sent[1].headers.map(([n]) => n)).not.toContain("Authorization-Customer");
  });

  it("after a refused token call, says so and does not send the request", async () => {
    const transport = fakeTransport({
      "/v1.0/access-token/b2b": () => ({ status: 401, headers: [], body: '{"responseCode":"4017300"}', ms: 1 }),
    });
    const outcome = await sendRequest(input(transport));
    expect(outcome.exchanges.map((e) => e.label)).toEqual(["Get B2B Access Token"]);
    expect(outcome.error).toMatch(/Get B2B Access Token call was refused, so the request was not sent/);
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
    expect(call.curl).toContain(`-H 'Authorization: Bearer ${tokenPlaceholders.b2b}'`);
    expect(call.curl).toContain(`-H 'Authorization-Customer: Bearer ${tokenPlaceholders.customer}'`);
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
    tokens.set("b2b", "B2B-1", Date.now() + 600_000);
    tokens.set("customer", "CT-1", Date.now() + 600_000);
    const transport = fakeTransport({
      "/v1.0/balance-inquiry": () => {
        throw unreachable;
      },
    });
    const outcome = await sendRequest(input(transport, { tokens }));
    expect(outcome.exchanges.map((e) => [e.label, e.response])).toEqual([["Balance Inquiry", null]]);
    expect(outcome.error).toBe(unreachable.message);
  });
});

describe("memoryTokenCache", () => {
  it("gives a token until 30 seconds before it expires", () => {
    let now = 1_000_000;
    const cache = memoryTokenCache(() => now);
    cache.set("b2b", "T", now + 60_000);
    expect(cache.get("b2b")).toBe("T");
    expect(cache.get("customer")).toBeNull();
    now += 30_001;
    expect(cache.get("b2b")).toBeNull();
  });
});
