import fs from "node:fs";
import { siteConfigInput } from "../../../config/site-config";
import { parseSiteConfig } from "../../../config/schema";
import { loadOpenApi, mockOperations, openApiFile } from "../../../node/openapi";
import { runFlowStep, type FlowEnvironment, type StepOutcome } from "../flow-run";
import { flows, readSource, resolveFills, type StepRecord } from "../flows";
import { memoryTokenCache } from "../send";
import { createSimulatedMock, mockTransport } from "../simulated-mock";
import { keyPair, testCredentials } from "./fixtures";
import { writerComponents } from "../../writer-components";

const config = parseSiteConfig(siteConfigInput);
const operations = mockOperations(loadOpenApi(fs.readFileSync(openApiFile, "utf8"), config));

function environment(): FlowEnvironment {
  const { mock, customerToken } = createSimulatedMock(operations, testCredentials.clientId, {
    publicKeyPem: keyPair.publicKey,
  });
  return {
    operations,
    credentials: testCredentials,
    transport: mockTransport(mock),
    baseUrl: "https://api.sandbox.saku.example",
    tokens: memoryTokenCache(),
    testCustomerToken: customerToken,
    simulated: true,
    now: new Date(),
    random: (n) => crypto.getRandomValues(new Uint8Array(n)),
  };
}

async function run(name: string): Promise<StepOutcome[]> {
  const env = environment();
  const { steps } = flows[name];
  const records: StepRecord[] = [];
  const outcomes: StepOutcome[] = [];
  for (let i = 0; i < steps.length; i++) {
    const outcome = await runFlowStep(steps, i, records, env);
    outcomes.push(outcome);
    if (outcome.record) records.push(outcome.record);
  }
  return outcomes;
}

const codeOf = (o: StepOutcome) => (o.record?.answer as { responseCode?: string } | null)?.responseCode;

describe("guide flows in the simulated sandbox", () => {
  it("every step names an operation of the API reference, and every source an earlier step", () => {
    for (const flow of Object.values(flows))
      flow.steps.forEach((step, i) => {
        if (step.kind !== "visit") expect(operations.map((o) => o.operationId)).toContain(step.operationId);
        const sources = Object.values(step.kind === "visit" ? { url: step.url } : (step.fill ?? {}));
        for (const source of sources)
          if (source !== "client-id") expect(Number(source.split(".")[0])).toBeLessThanOrEqual(i);
      });
  });

  it("disbursement to bank: the inquiry's session pays the transfer, whose references find its status", async () => {
    const outcomes = await run("disbursement-to-bank");
    expect(outcomes.map((o) => o.error)).toEqual([null, null, null]);
    expect(outcomes.map(codeOf)).toEqual(["2004200", "2004300", "2004400"]);
    const session = (outcomes[0].record?.answer as { sessionId: string }).sessionId;
    expect(outcomes[1].filled).toContainEqual({
      target: "body.sessionId",
      value: session,
      from: "step 1's answer (sessionId)",
    });
    expect((outcomes[2].record?.answer as { originalPartnerReferenceNo: string }).originalPartnerReferenceNo).toBe(
      (outcomes[1].record?.request as { partnerReferenceNo: string }).partnerReferenceNo,
    );
  });

  it("hosted checkout: the order is paid on its page, notified, and Query Payment finds it paid", async () => {
    const outcomes = await run("hosted-checkout");
    expect(outcomes.map((o) => o.error)).toEqual([null, null, null, null]);
    expect(outcomes.map(codeOf)).toEqual(["2006000", undefined, "2006300", "2006200"]);
    const order = outcomes[0].record?.request as { partnerReferenceNo: string };
    expect(outcomes[2].shown?.request).toContain(order.partnerReferenceNo);
    expect(outcomes[3].record?.answer).toMatchObject({
      originalPartnerReferenceNo: order.partnerReferenceNo,
      latestTransactionStatus: "00",
    });
  });

  it("widget binding: the approved consent's authCode gets the customer token that pays", async () => {
    const outcomes = await run("widget-binding");
    expect(outcomes.map((o) => o.error)).toEqual([null, null, null, null]);
    expect(outcomes.map(codeOf)).toEqual(["2001000", undefined, "2007400", "2005400"]);
    const token = (outcomes[2].record?.answer as { accessToken: string }).accessToken;
    expect(outcomes[3].record?.headers["Authorization-Customer"]).toBe(`Bearer ${token}`);
  });

  it("a step run before the step it reads from says what to do, and a refused call says why", async () => {
    const env = environment();
    const { steps } = flows["disbursement-to-bank"];
    const early = await runFlowStep(steps, 1, [], env);
    expect(early.error).toMatch(/step 1's answer field sessionId.*Start the flow over/);
    const inquiry = await runFlowStep(steps, 0, [], env);
    const answer = { ...(inquiry.record?.answer as object), sessionId: "c7d2e4f6-0000-4000-8000-000000000000" };
    const refused = await runFlowStep(steps, 1, [{ ...(inquiry.record as StepRecord), answer }], env);
    expect(refused.error).toMatch(/^Transfer to Bank was refused: HTTP 4\d\d \d{7}/);
    expect(refused.record).toBeNull();
  });

  it("reads sources by part and reports a missing one", () => {
    const records: StepRecord[] = [
      { request: { a: { b: 1 } }, headers: { "X-EXTERNAL-ID": "7" }, answer: { c: "x" }, redirect: { authCode: "AC" } },
    ];
    expect(readSource("1.request.a.b", records, "id")).toEqual({ value: 1, from: "step 1's request (a.b)" });
    expect(readSource("1.header.X-EXTERNAL-ID", records, "id")?.value).toBe("7");
    expect(readSource("1.redirect.authCode", records, "id")?.value).toBe("AC");
    expect(readSource("client-id", records, "id")?.value).toBe("id");
    expect(resolveFills({ "body.x": "1.answer.nope" }, records, "id").missing).toBe("1.answer.nope");
  });
});

describe("the CMS's component inserter", () => {
  it("offers exactly the flows there are for <GuideFlow name>", () => {
    const name = writerComponents.GuideFlow.props.find((p) => p.name === "name");
    expect([...(name?.choices ?? [])].sort()).toEqual(Object.keys(flows).sort());
  });
});
