import { checkAnswer, expectedAnswer, statusNames } from "../../../lib/tryit";
import { api, credentials, freshMock, press, testCustomerToken, viewOf, views } from "./simulated-fixtures";

/**
 * The Try it console's sends against the API mock it runs in the page, with the operation data
 * the build publishes: what the browser shows, without a browser (simulated-fixtures.ts).
 */

// Loading the document validates every example, and every operation signs a few calls.
vi.setConfig({ testTimeout: 120_000 });

describe("the prefilled request of every operation", () => {
  const requests = views.filter((v) => v.apiType !== "notification");

  it("covers every operation that has a request console (all but the notifications)", () => {
    expect(requests.length).toBe(api.operations.filter((e) => !e.webhook).length);
    expect(requests.length).toBeGreaterThanOrEqual(30);
  });

  for (const signing of ["asymmetric", "symmetric"] as const)
    it(`gets the documented success, signed ${signing}ally`, async () => {
      const failures: string[] = [];
      for (const op of requests) {
        const { outcome, status, code } = await press(op, { credentials: { ...credentials, signing } });
        const success = op.responseCodes.find((c) => c.code === `200${op.serviceCode}00`)?.code;
        if (outcome.error || status !== 200 || !success || code !== success)
          failures.push(`${op.operationId}: HTTP ${status} ${String(code)} ${outcome.error ?? ""}`.trim());
      }
      expect(failures).toEqual([]);
    });

  it("sends the test user's customer token where the call is made for a bound user: Apply Token's documented one", async () => {
    expect(testCustomerToken).toMatch(/^CT\./);
    const bound = requests.filter((op) => op.headers.some((h) => h.name === "Authorization-Customer"));
    expect(bound.map((op) => op.operationId).sort()).toEqual(
      [
        "accountUnbinding",
        "applyOtt",
        "balanceInquiry",
        "directDebitPayment",
        "queryUserProfile",
        "transactionDetail",
        "transactionHistory",
      ].sort(),
    );
    for (const op of bound) {
      const { outcome } = await press(op);
      expect(outcome.exchanges.map((e) => e.label)).toEqual(["Get B2B Access Token", op.summary]);
      expect(Object.fromEntries(outcome.exchanges[1].request.headers)["Authorization-Customer"]).toBe(
        `Bearer ${testCustomerToken}`,
      );
    }
  });

  it("sends Get OAuth's seamlessData encoded once, as the document gives it", async () => {
    const { last, code } = await press(viewOf("getOAuth"));
    expect(code).toBe("2001000");
    expect(last.request.path).toContain(
      "seamlessData=%7B%22mobileNumber%22%3A%226281234567890%22%2C%22externalUid%22%3A%22USR-000187%22%7D",
    );
    expect(last.request.stringToSign).toContain("seamlessData=%7B%22mobileNumber%22");
  });
});

describe("the documentation's example records", () => {
  it("answer a follow-up's prefilled request; another reference is looked up in what the reader created", async () => {
    const query = viewOf("pgQueryPayment");
    expect((await press(query)).code).toBe("2006200");
    const unknown = await press(query, { body: (b) => ({ ...b, originalPartnerReferenceNo: "INV-NEVER-MADE" }) });
    expect([unknown.status, unknown.code]).toEqual([404, "4046201"]);

    // An order created in this sandbox is found by its own reference, with its own facts.
    const mock = freshMock();
    const created = await press(viewOf("pgCreateOrder"), { mock });
    expect(created.code).toBe("2006000");
    const reference = (JSON.parse(created.last.request.body) as Record<string, string>).partnerReferenceNo;
    const found = await press(query, { mock, body: (b) => ({ ...b, originalPartnerReferenceNo: reference }) });
    expect(found.code).toBe("2006200");
    expect(found.answer?.originalPartnerReferenceNo).toBe(reference);
  });
});

describe("Create Order in the simulated sandbox", () => {
  const createOrder = viewOf("pgCreateOrder");

  it("a wrong signature and a timestamp more than 5 minutes off give 4016000", async () => {
    const headers = (h: Record<string, string>) => ({ headerValues: h });
    expect((await press(createOrder, headers({ "X-SIGNATURE": "Zm9yZ2Vk" }))).code).toBe("4016000");
    expect((await press(createOrder, headers({ "X-TIMESTAMP": "2025-03-14T10:15:30+07:00" }))).code).toBe("4016000");
    expect((await press(createOrder, headers({ "X-TIMESTAMP": "2025-03-14 10:15:30" }))).code).toBe("4006001");
  });

  it("a typed access token is sent as typed, with no token call: Bearer EXPIRED gives 4016001 (scenario C-03)", async () => {
    const { outcome, code } = await press(createOrder, { headerValues: { Authorization: "Bearer EXPIRED" } });
    expect(outcome.exchanges.map((e) => e.label)).toEqual(["Create Order"]);
    expect(code).toBe("4016001");
  });

  it("a missing mandatory field gives 4006002 naming that field", async () => {
    const { status, answer } = await press(createOrder, { body: ({ merchantId: _m, ...rest }) => rest });
    expect(status).toBe(400);
    expect(answer).toMatchObject({ responseCode: "4006002", responseMessage: "Invalid Mandatory Field merchantId" });
  });

  it("the Scenario Testing amounts select their outcomes", async () => {
    const amount = (value: string) => ({
      body: (b: Record<string, unknown>) => ({ ...b, amount: { value, currency: "IDR" } }),
    });
    expect((await press(createOrder, amount("40301.00"))).code).toBe("4036002");
    expect((await press(createOrder, amount("50000.00"))).code).toBe("5006000");
    expect((await press(createOrder, amount("20200.00"))).code).toBe("2026000");
  });
});

describe("a widget call made for a bound user", () => {
  it("refuses Bearer EXPIRED as a customer token with 4011101 (scenario WB-11)", async () => {
    const { outcome, code } = await press(viewOf("balanceInquiry"), {
      headerValues: { "Authorization-Customer": "Bearer EXPIRED" },
    });
    expect(outcome.exchanges.map((e) => e.label)).toEqual(["Get B2B Access Token", "Balance Inquiry"]);
    expect(code).toBe("4011101");
  });

  it("with no test customer token (a real sandbox), asks for the token of a real binding and sends nothing", async () => {
    const mock = freshMock();
    const { outcome } = await press(viewOf("balanceInquiry"), { mock, testCustomerToken: null });
    expect(outcome.exchanges).toEqual([]);
    expect(mock.log).toEqual([]);
    expect(outcome.error).toMatch(/Enter the user's customer token in Authorization-Customer/);
  });
});

describe("the notification console, with the document's notifications", () => {
  const notifications = views.filter((v) => v.apiType === "notification");

  it("expects HTTP 200 and the documented success code for a correctly signed one, HTTP 401 and its 401 code otherwise", () => {
    expect(notifications.map((v) => v.operationId).sort()).toEqual(
      ["pgFinishNotify", "transferToBankNotify", "widgetFinishNotify"].sort(),
    );
    for (const op of notifications) {
      const codes = op.responseCodes.map((c) => c.code);
      const valid = expectedAnswer(op, { signatureValid: true, violations: [] });
      const invalid = expectedAnswer(op, { signatureValid: false, violations: [] });
      expect([valid.status, invalid.status]).toEqual([200, 401]);
      expect(codes).toContain(valid.code);
      expect(codes).toContain(invalid.code);
      expect(valid.code).toBe(`200${op.serviceCode}00`);
      expect(invalid.code).toBe(`401${op.serviceCode}00`);
    }
  });

  it("does not call Transfer to Bank Notify's 4014500 to a correctly signed notification a match", () => {
    const op = viewOf("transferToBankNotify");
    const expected = expectedAnswer(op, { signatureValid: true, violations: [] });
    const schemas = { "200": {}, "401": {} };
    const answer = '{"responseCode":"4014500","responseMessage":"Unauthorized. Signature"}';
    expect(checkAnswer(expected, "401", answer, schemas).ok).toBe(false);
    expect(checkAnswer(expected, "200", '{"responseCode":"2004500","responseMessage":"Successful"}', schemas).ok).toBe(
      true,
    );
  });

  it("offers the statuses the examples document, with their names", () => {
    expect([...statusNames(viewOf("pgFinishNotify"))]).toEqual([
      ["00", "SUCCESS"],
      ["05", "CANCELLED"],
      ["06", "FAILED"],
    ]);
    for (const op of notifications) {
      const row = op.requestBody?.rows.find((r) => r.depth === 0 && r.name === "latestTransactionStatus");
      expect(row?.values?.length, op.operationId).toBeGreaterThan(1);
    }
  });
});
