import { createHash, createPublicKey, verify } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page, Request } from "@playwright/test";
import { test, expect, hydrated } from "./fixtures";
import { startSandboxServer, type SandboxServer } from "./sandbox-server";
import buildEnv from "./build-env.json";

// Issue 15: the "Try it" console on API operation pages sends the operation's request, signed in
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
  // Nothing left the page: every request was for the site's own files.
  const origin = new URL(page.url()).origin;
  const leaving = outgoing.map((r) => r.url()).filter((u) => new URL(u).origin !== origin || u.includes("/v1.0/"));
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
  await send(panel);
  await expect(panel.getByTestId("try-it-status").last()).toHaveText("HTTP 403");
  await expect(panel.getByTestId("try-it-response-code").last()).toHaveText("4036002");
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
    await expect(panel.getByTestId("try-it-curl").last()).toContainText("curl -X POST");
  });
});

test("a notification page builds the signed notification for the reader's endpoint and checks the answer", async ({
  page,
}) => {
  const panel = await openConsole(page, "api/payment-gateway/finish-notify/");
  await panel.getByRole("textbox", { name: "Your notification URL" }).fill("https://shop.example.test/hooks/saku");
  await panel.getByRole("button", { name: "Build the signed notification" }).click();
  await expect(panel.getByTestId("try-it-curl")).toContainText("curl -X POST 'https://shop.example.test/hooks/saku'");
  await expect(panel.getByTestId("try-it-string-to-sign")).toHaveText(/^POST:\/hooks\/saku:[0-9a-f]{64}:/);
  // The notification verifies with the public key shown, over the body the cURL sends.
  await panel.getByText("Public key to verify this test notification").click();
  const publicKey = createPublicKey(await panel.getByTestId("try-it-saku-public-key").innerText());
  const stringToSign = await panel.getByTestId("try-it-string-to-sign").innerText();
  const signature = await panel.getByTestId("try-it-signature").innerText();
  const curl = await panel.getByTestId("try-it-curl").innerText();
  const sentBody = /--data-raw '(.*)'$/s.exec(curl)?.[1] ?? "";
  expect(stringToSign.split(":")[2]).toBe(createHash("sha256").update(sentBody).digest("hex"));
  expect(verify("sha256", Buffer.from(stringToSign), publicKey, Buffer.from(signature, "base64"))).toBe(true);
  const answer = panel.getByRole("textbox", { name: "Paste the body your endpoint answered" });
  await answer.fill('{"responseCode":"2006300","responseMessage":"Successful"}');
  await expect(panel.getByText("This answer matches the documented response.")).toBeVisible();
  await answer.fill('{"responseCode":"2000000"}');
  await expect(panel.getByText(/responseCode 2000000 is not one this notification documents/)).toBeVisible();
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
  for (const theme of ["light", "dark"]) {
    await page.evaluate((t) => document.documentElement.setAttribute("data-theme", t), theme);
    const result = await new AxeBuilder({ page })
      .include('[data-testid="try-it"]')
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(
      result.violations.map((v) => `${theme}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }
});
