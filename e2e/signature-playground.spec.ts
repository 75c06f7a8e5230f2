import { createHash, createHmac, createPublicKey, generateKeyPairSync, verify } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { test, expect, hydrated, wcagTags } from "./fixtures";
import type { AnalyticsCollector } from "./analytics-collector";
import { axe } from "./axe";

// The playground's signatures, made in the browser with Web Crypto, must verify with
// Node's crypto for a key pair made here; verify mode must reject a tampered body; and nothing
// may leave the page while it computes.
const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const privateKeyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const publicKeyPem = publicKey.export({ type: "spki", format: "pem" }).toString();
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const nodeVerifies = (text: string, signature: string, key = publicKey) =>
  signature !== "" && verify("sha256", Buffer.from(text, "utf8"), key, Buffer.from(signature, "base64"));

const timestamp = "2025-03-14T10:15:30+07:00";
const clientId = "2025031400000001";
const accessToken = "e2e-access-token-7f3a";
const clientSecret = "e2e-client-secret-ß";
const path = "/v1.0/debit/payment-host-to-host";
const body =
  '{\n  "partnerReferenceNo": "ORD-E2E-1",\n  "amount": { "value": "10000.00", "currency": "IDR" },\n  "note": "Kopi Susu / Café"\n}';
const minified =
  '{"partnerReferenceNo":"ORD-E2E-1","amount":{"value":"10000.00","currency":"IDR"},"note":"Kopi Susu / Café"}';

async function openPlayground(
  page: Page,
  collector: AnalyticsCollector,
): Promise<{ playground: Locator; requests: string[] }> {
  await page.goto("guide/signature-playground/");
  await hydrated(page);
  const playground = page.getByRole("region", { name: "Signature playground" });
  await expect(playground.getByLabel("X-TIMESTAMP", { exact: true })).toBeVisible();
  // The page's own analytics (Page Open) is delivered first, so that it cannot be mistaken for the playground's.
  await expect.poll(() => collector.named().length, { timeout: 15_000 }).toBe(1);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("mixpanelPendingEvents"))).toBeNull();
  // Every request from here on is recorded, except GETs without a body of this site's own static
  // files: Gatsby's prefetch of the page data of links that scroll into view, and the site's code
  // chunks fetched on first use (the route progress bar's, on the first key or pointer press).
  const requests: string[] = [];
  page.on("request", (request) => {
    const { origin, pathname } = new URL(request.url());
    const ownStaticFile =
      request.method() === "GET" &&
      !request.postData() &&
      origin === new URL(page.url()).origin &&
      (/^\/api-docs-v2\/page-data\/[a-z0-9/-]+\/page-data\.json$/.test(pathname) ||
        /^\/api-docs-v2\/[a-z0-9-]+-[0-9a-f]{8}\.js$/.test(pathname));
    if (!ownStaticFile) requests.push(`${request.method()} ${request.url()}`);
  });
  return { playground, requests };
}

const field = (playground: Locator, label: string) => playground.getByLabel(label, { exact: true });

test("the page says nothing is sent, and the playground starts with the guide's worked example", async ({
  page,
  collector,
  consoleErrors,
}) => {
  const { playground } = await openPlayground(page, collector);
  await expect(page.getByText("Nothing you enter is sent anywhere or stored")).toBeVisible();
  await expect(
    page
      .getByRole("note", { name: "Nothing leaves your browser" })
      .or(page.getByRole("complementary", { name: "Nothing leaves your browser" })),
  ).toBeVisible();
  await expect(field(playground, "SHA-256 of the minified body")).toHaveValue(
    "9dc117a3815a05cadb6536c6cf1f062e9d853d765377694d48c1474bab47f2a6",
  );
  await expect(field(playground, "String to sign")).toHaveValue(
    "POST:/v1.0/debit/payment-host-to-host:9dc117a3815a05cadb6536c6cf1f062e9d853d765377694d48c1474bab47f2a6:2025-03-14T10:15:30+07:00",
  );
  // No key yet: a prompt, not an error, and no signature.
  await expect(playground.getByText("Paste a PEM key.")).toBeVisible();
  await expect(field(playground, "Private key (PEM)")).not.toHaveAttribute("aria-invalid", "true");
  await expect(field(playground, "X-SIGNATURE")).toHaveValue("");
  expect(consoleErrors).toEqual([]);
});

test("each case's X-SIGNATURE verifies with Node's crypto; no request leaves the page", async ({
  page,
  collector,
  consoleErrors,
}) => {
  const { playground, requests } = await openPlayground(page, collector);
  const signature = field(playground, "X-SIGNATURE");
  const curl = field(playground, "cURL");

  // Asymmetric service call: SHA256withRSA over METHOD:path:sha256(minified body):timestamp.
  await playground.getByRole("radio", { name: /Asymmetric service call/ }).check();
  await field(playground, "Private key (PEM)").fill(privateKeyPem);
  await field(playground, "HTTP method").selectOption("POST");
  await field(playground, "Relative path").fill(path);
  await field(playground, "Request body").fill(body);
  await field(playground, "X-TIMESTAMP").fill(timestamp);
  await field(playground, "Client id").fill(clientId);
  await field(playground, "Access token").fill(accessToken);
  const asymmetric = `POST:${path}:${sha256(minified)}:${timestamp}`;
  await expect(field(playground, "Minified body")).toHaveValue(minified);
  await expect(field(playground, "SHA-256 of the minified body")).toHaveValue(sha256(minified));
  await expect(field(playground, "String to sign")).toHaveValue(asymmetric);
  await expect.poll(async () => nodeVerifies(asymmetric, await signature.inputValue())).toBe(true);
  const asymmetricCurl = await curl.inputValue();
  expect(asymmetricCurl).toContain(`-H 'X-SIGNATURE: ${await signature.inputValue()}'`);
  expect(asymmetricCurl).toContain(`--data-raw '${minified}'`);
  expect(asymmetricCurl).toContain(`-H 'Authorization: Bearer ${accessToken}'`);
  expect(asymmetricCurl).toContain(`-H 'X-PARTNER-ID: ${clientId}'`);
  // The public key derived in the page is the one of the private key.
  await expect(field(playground, "Public key (PEM) of this private key")).toHaveValue(publicKeyPem);

  // Access token: SHA256withRSA over "<client id>|<X-TIMESTAMP>".
  await playground.getByRole("radio", { name: /Access token/ }).check();
  await expect(field(playground, "Request body")).toHaveCount(0);
  const accessTokenString = `${clientId}|${timestamp}`;
  await expect(field(playground, "String to sign")).toHaveValue(accessTokenString);
  await expect.poll(async () => nodeVerifies(accessTokenString, await signature.inputValue())).toBe(true);
  await expect(curl).toHaveValue(/curl -X POST '[^']+\/v1\.0\/access-token\/b2b'/);
  await expect(curl).toHaveValue(new RegExp(`-H 'X-CLIENT-KEY: ${clientId}'`));

  // Symmetric service call: HMAC-SHA512 with the client secret, the access token in the string.
  await playground.getByRole("radio", { name: /Symmetric service call/ }).check();
  await field(playground, "Client secret").fill(clientSecret);
  const symmetric = `POST:${path}:${accessToken}:${sha256(minified)}:${timestamp}`;
  await expect(field(playground, "String to sign")).toHaveValue(symmetric);
  await expect(signature).toHaveValue(createHmac("sha512", clientSecret).update(symmetric, "utf8").digest("base64"));

  expect(requests).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("verify mode accepts the signature and rejects it for a tampered body, showing the string checked", async ({
  page,
  collector,
}) => {
  const { playground, requests } = await openPlayground(page, collector);
  await field(playground, "Private key (PEM)").fill(privateKeyPem);
  await field(playground, "Request body").fill(body);
  await field(playground, "X-TIMESTAMP").fill(timestamp);
  const signed = `POST:${path}:${sha256(minified)}:${timestamp}`;
  await expect(field(playground, "String to sign")).toHaveValue(signed);
  await expect.poll(async () => nodeVerifies(signed, await field(playground, "X-SIGNATURE").inputValue())).toBe(true);
  const signature = await field(playground, "X-SIGNATURE").inputValue();

  await playground.getByRole("radio", { name: "Verify a signature" }).check();
  await expect(field(playground, "Private key (PEM)")).toHaveCount(0);
  await field(playground, "Public key (PEM)").fill(publicKeyPem);
  await field(playground, "Signature to verify").fill(signature);
  await expect(playground.getByText(/^Valid signature\./)).toBeVisible();
  await expect(field(playground, "String checked")).toHaveValue(signed);

  const tamperedBody = body.replace("10000.00", "10001.00");
  await field(playground, "Request body").fill(tamperedBody);
  const tampered = `POST:${path}:${sha256(minified.replace("10000.00", "10001.00"))}:${timestamp}`;
  await expect(field(playground, "String checked")).toHaveValue(tampered);
  await expect(playground.getByText(/^Invalid signature\./)).toBeVisible();
  await expect(playground.getByText(/^Valid signature\./)).toHaveCount(0);
  expect(requests).toEqual([]);
});

test("a generated throwaway key pair signs, and explains a wrong key", async ({ page, collector }) => {
  const { playground, requests } = await openPlayground(page, collector);
  await playground.getByRole("button", { name: "Generate a throwaway key pair" }).click();
  await expect(field(playground, "Private key (PEM)")).toHaveValue(/^-----BEGIN PRIVATE KEY-----/);
  const derived = field(playground, "Public key (PEM) of this private key");
  await expect(derived).toHaveValue(/^-----BEGIN PUBLIC KEY-----/);
  const stringToSign = await field(playground, "String to sign").inputValue();
  await expect
    .poll(async () =>
      nodeVerifies(
        stringToSign,
        await field(playground, "X-SIGNATURE").inputValue(),
        createPublicKey(await derived.inputValue()),
      ),
    )
    .toBe(true);

  await field(playground, "Private key (PEM)").fill(publicKeyPem);
  await expect(field(playground, "Private key (PEM)")).toHaveAttribute("aria-invalid", "true");
  await expect(playground.getByText(/This is a public key\. Signing needs your private key/)).toBeVisible();
  await expect(field(playground, "X-SIGNATURE")).toHaveValue("");
  expect(requests).toEqual([]);
});

test("the controls work from the keyboard, and axe finds nothing in either mode", async ({ page, collector }) => {
  const { playground } = await openPlayground(page, collector);
  const asymmetric = playground.getByRole("radio", { name: /Asymmetric service call/ });
  await asymmetric.focus();
  await page.keyboard.press("ArrowDown");
  await expect(playground.getByRole("radio", { name: /Symmetric service call/ })).toBeChecked();
  await expect(field(playground, "Client secret")).toBeVisible();
  await field(playground, "X-TIMESTAMP").focus();
  await page.keyboard.press("Shift+Tab");
  await expect(playground.getByRole("button", { name: "Use current time" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(field(playground, "X-TIMESTAMP")).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
  for (const mode of ["Sign a request", "Verify a signature"]) {
    await playground.getByRole("radio", { name: mode }).check();
    const result = await axe(page, { include: '[aria-label="Signature playground"]', tags: wcagTags });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
});

test("other pages do not load the playground's code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("guide/authentication/");
  await hydrated(page);
  expect(scripts.length).toBeGreaterThan(0);
  const playgroundChunk = (url: string) => /\/signature-playground-[0-9a-f]+\.js$/.test(url);
  expect(scripts.filter(playgroundChunk)).toEqual([]);
  await page.goto("guide/signature-playground/");
  await hydrated(page);
  // The playground's chunk is requested once the page has hydrated, not necessarily before.
  await expect.poll(() => scripts.filter(playgroundChunk).length).toBe(1);
});
