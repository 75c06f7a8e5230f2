import { createHash, createPublicKey, verify } from "node:crypto";
import type { Page, Request } from "@playwright/test";
import { test, expect, hydrated, wcagTags } from "./fixtures";
import { startSandboxServer, type SandboxServer } from "./sandbox-server";
import buildEnv from "./build-env.json";
import { axe } from "./axe";

// The "Try it" console on API operation pages sends the operation's request, signed in
// the page, to the simulated sandbox (the same mock module the sample tests run against) or to a
// configured sandbox; notifications are built and signed for the reader's own endpoint.

const createOrder = "api/payment-gateway/create-order/";

// Key generation and signing in the page take seconds on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

async function openConsole(page: Page, route = createOrder) {
  await page.goto(route);
  await hydrated(page);
  const panel = page.getByTestId("try-it");
  await panel.locator("summary").click();
  await expect(panel.getByRole("combobox", { name: "Environment" })).toBeVisible();
  return panel;
}

async function generateKeys(panel: ReturnType<Page["getByTestId"]>) {
  await panel.getByRole("button", { name: "Generate a test key pair" }).click();
  await expect(panel.getByRole("textbox", { name: /Private key \(PEM\)/ })).toHaveValue(/BEGIN PRIVATE KEY/, {
    timeout: 20_000,
  });
}

async function send(panel: ReturnType<Page["getByTestId"]>) {
  await panel.getByRole("button", { name: /^(Send request|Send anyway)$/ }).click();
  // Signing, the token call and the mock's checks run in the page: allow for a busy machine.
  await expect(panel.getByRole("button", { name: /^(Send request|Send anyway)$/ })).toBeEnabled({ timeout: 30_000 });
  await expect(panel.getByTestId("try-it-status").last()).toBeVisible();
}

const body = (panel: ReturnType<Page["getByTestId"]>) =>
  panel.getByRole("textbox", { name: "Body (JSON)", exact: true });

test("nothing of the console loads before it is opened", async ({ page }) => {
  const loaded: string[] = [];
  page.on("request", (r) => {
    if (/try-it|simulated-sandbox|mock/.test(r.url())) loaded.push(r.url());
  });
  await page.goto(createOrder);
  await hydrated(page);
  expect(loaded).toEqual([]);
  await page.getByTestId("try-it").locator("summary").click();
  await expect(page.getByRole("combobox", { name: "Environment" })).toBeVisible();
  expect(loaded.some((u) => /try-it-[0-9a-f]+\.js$/.test(u))).toBe(true);
});

test("a generated key pair sends the prefilled Create Order to the simulated sandbox and gets the success example", async ({
  page,
  consoleErrors,
}) => {
  const panel = await openConsole(page);
  const outgoing: Request[] = [];
  page.on("request", (r) => outgoing.push(r));
  await generateKeys(panel);
  const before = await body(panel).inputValue();
  await send(panel);
  await expect(panel.getByTestId("try-it-status").last()).toHaveText("HTTP 200");
  await expect(panel.getByTestId("try-it-response-code").last()).toHaveText("2006000");
  const answer = JSON.parse(await panel.getByTestId("try-it-response-body").last().innerText()) as {
    responseCode: string;
    webRedirectUrl?: string;
  };
  expect(answer.responseCode).toBe("2006000");
  expect(answer.webRedirectUrl).toBeTruthy();
  // The token call came first, and both were signed in the page.
  await expect(panel.getByText("Get B2B Access Token: HTTP 200")).toBeVisible();
  await expect(panel.getByTestId("try-it-string-to-sign").last()).toHaveText(
    /^POST:\/v1\.0\/payment-gateway\/create-order:[0-9a-f]{64}:\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/,
  );
  await expect(panel.getByTestId("try-it-curl").last()).toContainText(
    "curl -X POST 'https://api.sandbox.saku.example/v1.0/payment-gateway/create-order'",
  );
  // A fresh reference number on every send.
  expect(JSON.parse(await body(panel).inputValue()).partnerReferenceNo).not.toBe(JSON.parse(before).partnerReferenceNo);
  // Screen readers hear one line, not the signature and the cURL: the result is outside any live region.
  await expect(panel.getByTestId("try-it-summary")).toHaveText(/^Create Order: HTTP 200, 2006000, \d+ ms\.$/);
  expect(await panel.locator('[aria-live]:has([data-testid="try-it-curl"])').count()).toBe(0);
  expect(await panel.locator('[role="status"]:has([data-testid="try-it-curl"])').count()).toBe(0);
  // Nothing left the page: every request was for the site's own files, or the page's analytics
  // (the library loads at idle and sends when it will, to the test build's collector).
  const origin = new URL(page.url()).origin;
  const analytics = new URL(buildEnv.GATSBY_MIXPANEL_API_HOST).origin;
  const leaving = outgoing
    .map((r) => r.url())
    .filter((u) => (new URL(u).origin !== origin && new URL(u).origin !== analytics) || u.includes("/v1.0/"));
  expect(leaving).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("a wrong signature, an expired timestamp, a schema error and a scenario amount give their documented codes", async ({
  page,
}) => {
  const panel = await openConsole(page);
  await generateKeys(panel);
  const field = (name: string) => panel.getByRole("textbox", { name: new RegExp(`^${name} `) });

  await field("X-SIGNATURE").fill("c2lnbmVkIGJ5IHNvbWVvbmUgZWxzZQ==");
  await send(panel);
  await expect(panel.getByTestId("try-it-response-code").last()).toHaveText("4016000");
  await field("X-SIGNATURE").fill("");

  await field("X-TIMESTAMP").fill("2025-03-14T10:15:30+07:00");
  await send(panel);
  await expect(panel.getByTestId("try-it-response-code").last()).toHaveText("4016000");
  await expect(panel.getByTestId("try-it-response-body").last()).toContainText("Unauthorized");
  await field("X-TIMESTAMP").fill("");

  const example = JSON.parse(await body(panel).inputValue()) as Record<string, unknown>;
  const { merchantId: _dropped, ...withoutMerchant } = example;
  await body(panel).fill(JSON.stringify(withoutMerchant, null, 2));
  await expect(panel.getByText(/problem with the request schema/)).toBeVisible();
  await send(panel);
  await expect(panel.getByTestId("try-it-response-code").last()).toHaveText("4006002");
  await expect(panel.getByTestId("try-it-response-body").last()).toContainText("merchantId");

  await body(panel).fill(JSON.stringify({ ...example, amount: { value: "40301.00", currency: "IDR" } }, null, 2));
  // The check settles first (the list of problems goes, the button moves up), as a reader sees it.
  await expect(panel.getByText(/^Matches the request schema/)).toBeVisible();
  await send(panel);
  await expect(panel.getByTestId("try-it-status").last()).toHaveText("HTTP 403");
  await expect(panel.getByTestId("try-it-response-code").last()).toHaveText("4036002");

  // Scenario C-03: the panel says how to send an expired token, and sends it as typed.
  await expect(panel.getByText(/Scenario C-03 \(expired token\): type Bearer EXPIRED/)).toBeVisible();
  await field("Authorization").fill("Bearer EXPIRED");
  await body(panel).fill(JSON.stringify(example, null, 2));
  await send(panel);
  await expect(panel.getByTestId("try-it-response-code").last()).toHaveText("4016001");
});

test("the simulated sandbox loads on the first send: a failed load says so, and a retry sends", async ({ page }) => {
  const panel = await openConsole(page);
  await generateKeys(panel);
  const chunk = /simulated-sandbox-[0-9a-f]+\.js$/;
  await page.route(chunk, (route) => route.abort("failed"));
  await panel.getByRole("button", { name: "Send request" }).click();
  await expect(panel.getByRole("alert")).toContainText("The simulated sandbox could not load");
  await page.unroute(chunk);
  await panel.getByRole("button", { name: "try again" }).click();
  // The send the reader asked for goes ahead once the sandbox is there.
  await expect(panel.getByTestId("try-it-response-code").last()).toHaveText("2006000", { timeout: 30_000 });
});

test("the private key is kept in memory only: no storage, cookie or URL holds it", async ({ page }) => {
  const panel = await openConsole(page);
  await generateKeys(panel);
  await send(panel);
  const key = await panel.getByRole("textbox", { name: /Private key \(PEM\)/ }).inputValue();
  const fragment = key.split("\n")[3];
  const stored = await page.evaluate(async () => {
    const dump = (s: Storage) => Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ""}`);
    const databases = "databases" in indexedDB ? (await indexedDB.databases()).map((d) => d.name ?? "") : [];
    return [...dump(localStorage), ...dump(sessionStorage), document.cookie, location.href, ...databases].join("\n");
  });
  expect(stored).not.toContain(fragment);
  expect(stored).not.toContain("PRIVATE KEY");
});

test("the credentials and the environment stay for the visit across pages; a reload forgets the key", async ({
  page,
}) => {
  let panel = await openConsole(page);
  await generateKeys(panel);
  await panel.getByRole("combobox", { name: "Environment" }).selectOption("sandbox");
  // Client-side navigation to another operation keeps the page's memory.
  await page
    .getByRole("navigation", { name: /sidebar|docs/i })
    .getByRole("link", { name: "Query Payment" })
    .first()
    .click();
  await page.waitForURL(/query-payment/);
  // The address changes before the new page is drawn: until then the old page's open console is
  // still there.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Query Payment");
  panel = page.getByTestId("try-it");
  await panel.locator("summary").click();
  await expect(panel.getByRole("combobox", { name: "Environment" })).toHaveValue("sandbox");
  await expect(panel.getByRole("textbox", { name: /Private key \(PEM\)/ })).toHaveValue(/BEGIN PRIVATE KEY/);
  await page.reload();
  await hydrated(page);
  panel = page.getByTestId("try-it");
  await panel.locator("summary").click();
  await expect(panel.getByRole("combobox", { name: "Environment" })).toHaveValue("sandbox");
  await expect(panel.getByRole("textbox", { name: /Private key \(PEM\)/ })).toHaveValue("");
});

test.describe("the Sandbox environment", () => {
  // One worker runs these in order: the sandbox server listens on the build's one address.
  test.describe.configure({ mode: "default" });
  let server: SandboxServer;
  test.beforeAll(async () => {
    server = await startSandboxServer(new URL(buildEnv.GATSBY_TRYIT_SANDBOX_URL));
  });
  test.afterAll(async () => {
    await server.close();
  });

  test("receives the real signed request and verifies its signature", async ({ page }) => {
    const panel = await openConsole(page);
    await generateKeys(panel);
    await panel.getByText("Public key of the generated pair").click();
    const publicKey = await panel.locator("pre", { hasText: "BEGIN PUBLIC KEY" }).innerText();
    const clientId = await panel.getByRole("textbox", { name: /Client id/ }).inputValue();
    server.register(clientId, publicKey);
    await panel.getByRole("combobox", { name: "Environment" }).selectOption("sandbox");
    await send(panel);
    await expect(panel.getByTestId("try-it-response-code").last()).toHaveText("2006000");
    const received = server.received().filter((r) => r.path === "/v1.0/payment-gateway/create-order");
    expect(received).toHaveLength(1);
    expect(received[0].outcome).toMatch(/^2006000/);
    expect(received[0].signature).toBe("asymmetric");
    await expect(panel.getByTestId("try-it-curl").last()).toContainText(buildEnv.GATSBY_TRYIT_SANDBOX_URL);
  });

  test("a send the browser cannot make says so and shows the cURL to run instead", async ({ page }) => {
    const panel = await openConsole(page);
    await generateKeys(panel);
    await panel.getByRole("combobox", { name: "Environment" }).selectOption("sandbox");
    await page.route(`${buildEnv.GATSBY_TRYIT_SANDBOX_URL}/**`, (route) => route.abort("failed"));
    await panel.getByRole("button", { name: "Send request" }).click();
    await expect(panel.getByRole("alert")).toContainText("CORS");
    await expect(panel.getByRole("alert")).toContainText("The request itself was not sent");
    // The token call failed, and the cURL of the call the reader wanted is shown, with the token step's.
    const service = panel.getByTestId("try-it-curl").last();
    await expect(service).toContainText(
      `curl -X POST '${buildEnv.GATSBY_TRYIT_SANDBOX_URL}/v1.0/payment-gateway/create-order'`,
    );
    await expect(service).toContainText("Authorization: Bearer <accessToken from Get B2B Access Token>");
    await expect(panel.getByText("Get B2B Access Token: not answered")).toBeVisible();
    await expect(panel.getByTestId("try-it-curl").first()).toContainText("/v1.0/access-token/b2b");
  });
});

test("a notification page builds the signed notification for the reader's endpoint and checks the answer", async ({
  page,
}) => {
  await page.goto("api/payment-gateway/finish-notify/");
  await hydrated(page);
  const panel = page.getByTestId("try-it");
  await panel.locator("summary").click();
  // Notifications are signed with the page's test Saku key: no environment, no reader's key.
  await expect(panel.getByRole("textbox", { name: "Your notification URL" })).toBeVisible();
  await expect(panel.getByRole("combobox", { name: "Environment" })).toHaveCount(0);
  await expect(panel.getByRole("textbox", { name: /Private key/ })).toHaveCount(0);
  await expect(panel.getByRole("button", { name: "Generate a test key pair" })).toHaveCount(0);

  await panel.getByRole("textbox", { name: "Your notification URL" }).fill("https://shop.example.test/hooks/saku");
  // The body is editable and the status can be chosen among the documented ones.
  const notification = panel.getByRole("textbox", { name: "Body (JSON)" });
  const example = JSON.parse(await notification.inputValue()) as Record<string, unknown>;
  await notification.fill(JSON.stringify({ ...example, originalPartnerReferenceNo: "ORDER-MINE-42" }, null, 2));
  await panel.getByRole("combobox", { name: /^Status/ }).selectOption("06");
  expect(JSON.parse(await notification.inputValue())).toMatchObject({
    originalPartnerReferenceNo: "ORDER-MINE-42",
    latestTransactionStatus: "06",
    transactionStatusDesc: "FAILED",
  });
  await expect(panel.getByText(/problems? with the notification schema/)).toBeVisible(); // 06 needs a closeReason
  await panel.getByRole("combobox", { name: "Start from the example" }).selectOption({ index: 0 });
  await notification.fill(JSON.stringify({ ...example, originalPartnerReferenceNo: "ORDER-MINE-42" }, null, 2));
  await expect(panel.getByText("Matches the notification schema.")).toBeVisible();

  await panel.getByRole("button", { name: "Build the signed notification" }).click();
  await expect(panel.getByTestId("try-it-curl")).toContainText("curl -X POST 'https://shop.example.test/hooks/saku'");
  await expect(panel.getByTestId("try-it-curl")).toContainText("ORDER-MINE-42");
  await expect(panel.getByTestId("try-it-string-to-sign")).toHaveText(/^POST:\/hooks\/saku:[0-9a-f]{64}:/);
  // The notification verifies with the public key shown, over the body the cURL sends.
  await panel.getByText("Public key to verify this test notification").click();
  const publicKey = createPublicKey(await panel.getByTestId("try-it-saku-public-key").innerText());
  const signed = async () => {
    const stringToSign = await panel.getByTestId("try-it-string-to-sign").innerText();
    const signature = await panel.getByTestId("try-it-signature").innerText();
    const curl = await panel.getByTestId("try-it-curl").innerText();
    const sentBody = /--data-raw '(.*)'$/s.exec(curl)?.[1] ?? "";
    expect(stringToSign.split(":")[2]).toBe(createHash("sha256").update(sentBody).digest("hex"));
    return verify("sha256", Buffer.from(stringToSign), publicKey, Buffer.from(signature, "base64"));
  };
  expect(await signed()).toBe(true);

  // The answer check compares with the documented answer to what was built, HTTP status included.
  const status = panel.getByRole("textbox", { name: "HTTP status your endpoint answered" });
  const answer = panel.getByRole("textbox", { name: "Paste the body your endpoint answered" });
  await expect(panel.getByTestId("try-it-expected")).toHaveText(
    "For a correctly signed notification, the documented answer is HTTP 200 with responseCode 2006300.",
  );
  await status.fill("200");
  await answer.fill('{"responseCode":"2006300","responseMessage":"Successful"}');
  await expect(panel.getByText("This is the documented answer to a correctly signed notification")).toBeVisible();
  await status.fill("401");
  await answer.fill('{"responseCode":"4016300","responseMessage":"Unauthorized. Signature"}');
  await expect(
    panel.getByText(
      /^responseCode 4016300: the documented answer to a correctly signed notification is 2006300\. Your endpoint rejected/,
    ),
  ).toBeVisible();
  await expect(
    panel.getByText("HTTP 401: the documented answer to a correctly signed notification is HTTP 200."),
  ).toBeVisible();
  await expect(panel.getByText(/This is the documented answer/)).toHaveCount(0);

  // Scenario C-07: the same notification with a signature that does not verify; now 401 is right.
  await panel.getByRole("checkbox", { name: /Send it with an invalid signature/ }).check();
  await panel.getByRole("button", { name: "Build the signed notification" }).click();
  await expect(panel.getByText(/X-SIGNATURE was altered after signing/)).toBeVisible();
  expect(await signed()).toBe(false);
  await expect(
    panel.getByText("This is the documented answer to a notification whose signature does not verify"),
  ).toBeVisible();
});

test("a Saku Widget call made for a bound user sends its prefilled request with the test user's customer token", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const panel = await openConsole(page, "api/saku-widget/balance-inquiry/");
  await expect(panel.getByText(/takes the customer token Apply Token documents in its answer/)).toBeVisible();
  await generateKeys(panel);
  await send(panel);
  await expect(panel.getByTestId("try-it-status").last()).toHaveText("HTTP 200");
  await expect(panel.getByTestId("try-it-response-code").last()).toHaveText("2001100");
  await expect(panel.getByTestId("try-it-curl").last()).toContainText("Authorization-Customer: Bearer CT.");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await axeInBothModes(page);
});

test("Keep my references sends the same reference again, with a new X-EXTERNAL-ID; the body check warns of undefined fields", async ({
  page,
}) => {
  const panel = await openConsole(page);
  await generateKeys(panel);
  const example = JSON.parse(await body(panel).inputValue()) as Record<string, unknown>;
  await body(panel).fill(
    JSON.stringify({ ...example, partnerReferenceNo: "INV-FIXED-0001", validUptTo: "x" }, null, 2),
  );
  await expect(panel.getByText("1 field the schema does not define: the API ignores it.")).toBeVisible();
  await expect(
    panel.getByText(/validUptTo is not a field of this request: the API ignores it. Did you mean validUpTo\?/),
  ).toBeVisible();
  await body(panel).fill(JSON.stringify({ ...example, partnerReferenceNo: "INV-FIXED-0001" }, null, 2));
  await expect(panel.getByText("1 field the schema does not define: the API ignores it.")).toBeHidden();
  await panel.getByRole("checkbox", { name: /Keep my references/ }).check();
  const externalIds: string[] = [];
  for (let i = 0; i < 2; i++) {
    await send(panel);
    await expect(panel.getByTestId("try-it-response-code").last()).toHaveText("2006000");
    const curl = await panel.getByTestId("try-it-curl").last().innerText();
    expect(curl).toContain('"partnerReferenceNo":"INV-FIXED-0001"');
    externalIds.push(/X-EXTERNAL-ID: (\d+)/.exec(curl)?.[1] ?? "");
  }
  expect(JSON.parse(await body(panel).inputValue()).partnerReferenceNo).toBe("INV-FIXED-0001");
  expect(new Set(externalIds).size).toBe(2);
  // Back to the default: a fresh reference on the next send.
  await panel.getByRole("checkbox", { name: /Keep my references/ }).uncheck();
  await send(panel);
  expect(JSON.parse(await body(panel).inputValue()).partnerReferenceNo).not.toBe("INV-FIXED-0001");
});

test("the simulated sandbox's records last the visit: an inquiry's session pays a transfer after a reload; the control counts and resets them", async ({
  page,
  consoleErrors,
}) => {
  let panel = await openConsole(page, "api/disbursement/transfer-to-bank-account-inquiry/");
  const records = () => panel.getByTestId("try-it-records");
  await expect(records()).toHaveText("Simulated sandbox: 0 records");
  await generateKeys(panel);
  await send(panel);
  await expect(panel.getByTestId("try-it-response-code").last()).toHaveText("2004200");
  const { sessionId } = JSON.parse(await panel.getByTestId("try-it-response-body").last().innerText()) as {
    sessionId: string;
  };
  await expect(records()).toHaveText("Simulated sandbox: 1 record");

  // A reload forgets the key, not the session the inquiry issued.
  await page.reload();
  await hydrated(page);
  panel = page.getByTestId("try-it");
  await panel.locator("summary").click();
  await expect(records()).toHaveText("Simulated sandbox: 1 record");
  panel = await openConsole(page, "api/disbursement/transfer-to-bank/");
  await generateKeys(panel);
  const transfer = { ...(JSON.parse(await body(panel).inputValue()) as Record<string, unknown>), sessionId };
  await body(panel).fill(JSON.stringify(transfer, null, 2));
  await send(panel);
  await expect(panel.getByTestId("try-it-status").last()).toHaveText("HTTP 200");
  await expect(panel.getByTestId("try-it-response-code").last()).toHaveText("2004300");
  await expect(records()).toHaveText("Simulated sandbox: 2 records");

  // Reset by keyboard: the session is gone, and the refusal says which call issues one.
  await panel.getByRole("button", { name: "Reset the simulated sandbox" }).focus();
  await page.keyboard.press("Enter");
  await expect(records()).toHaveText("Simulated sandbox: 0 records");
  await send(panel);
  await expect(panel.getByTestId("try-it-response-code").last()).toHaveText("4044318");
  await expect(panel.getByTestId("try-it-hint")).toContainText(
    "not issued in this visit's simulated sandbox: run Transfer to Bank Account Inquiry first",
  );
  expect(await page.evaluate(() => sessionStorage.getItem("tryit.simulated") ?? "")).not.toContain("PRIVATE KEY");
  expect(consoleErrors).toEqual([]);
});

test("the open console, with a result, is accessible in both colour modes and at 390 px, by keyboard alone", async ({
  page,
}) => {
  test.slow(); // a key pair, two signed calls and two axe runs
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(createOrder);
  await hydrated(page);
  const panel = page.getByTestId("try-it");
  // Keyboard only: focus the summary, open it with Enter, reach the key button and send.
  await panel.locator("summary").focus();
  await page.keyboard.press("Enter");
  const generate = panel.getByRole("button", { name: "Generate a test key pair" });
  await generate.focus();
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("textbox", { name: /Private key \(PEM\)/ })).toHaveValue(/BEGIN PRIVATE KEY/);
  await panel.getByRole("button", { name: "Send request" }).focus();
  await page.keyboard.press("Enter");
  await expect(panel.getByTestId("try-it-response-code").last()).toHaveText("2006000", { timeout: 30_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page does not scroll sideways at 390 px").toBeLessThanOrEqual(0);
  await axeInBothModes(page);

  // The notification console, after an edited build with the invalid-signature variant and an answer check.
  await page.goto("api/disbursement/transfer-to-bank-notify/");
  await hydrated(page);
  const notify = page.getByTestId("try-it");
  await notify.locator("summary").click();
  await notify.getByRole("combobox", { name: /^Status/ }).selectOption("06");
  await notify.getByRole("checkbox", { name: /Send it with an invalid signature/ }).check();
  await notify.getByRole("button", { name: "Build the signed notification" }).click();
  await expect(notify.getByTestId("try-it-curl")).toBeVisible({ timeout: 20_000 });
  await notify.getByRole("textbox", { name: "HTTP status your endpoint answered" }).fill("200");
  await notify
    .getByRole("textbox", { name: "Paste the body your endpoint answered" })
    .fill('{"responseCode":"2004500"}');
  await expect(notify.getByText(/scenario C-07/).last()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await axeInBothModes(page);
});

async function axeInBothModes(page: Page) {
  await page.evaluate(() =>
    document.querySelectorAll<HTMLDetailsElement>('[data-testid="try-it"] details').forEach((d) => (d.open = true)),
  );
  for (const theme of ["light", "dark"]) {
    await page.evaluate((t) => document.documentElement.setAttribute("data-theme", t), theme);
    const result = await axe(page, { include: '[data-testid="try-it"]', tags: [...wcagTags, "wcag22aa"] });
    expect(
      result.violations.map((v) => `${theme}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }
}
