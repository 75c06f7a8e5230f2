import type { Locator, Page } from "@playwright/test";
import { test, expect, hydrated, wcagTags } from "./fixtures";
import { axe } from "./axe";

// The guides' runnable flows (<GuideFlow>): each guide's sequence of calls, run a step at a time
// in the simulated sandbox, each step's references taken from the answers before it.

// A key pair is made and every call signed in the page: allow for a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

async function openFlow(page: Page, route: string): Promise<Locator> {
  const chunks: string[] = [];
  page.on("request", (r) => {
    if (/try-it|simulated-sandbox/.test(r.url())) chunks.push(r.url());
  });
  await page.goto(route);
  await hydrated(page);
  expect(chunks, "nothing of the flow loads before it is opened").toEqual([]);
  const flow = page.getByTestId("guide-flow");
  await flow.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(flow.getByRole("button", { name: /^Run step 1: / })).toBeVisible({ timeout: 20_000 });
  return flow;
}

/** Runs every step by keyboard and returns each step's last response code (or "" for a step without one). */
async function runAll(flow: Locator, page: Page, steps: number): Promise<string[]> {
  for (let i = 1; i <= steps; i++) {
    await flow.getByRole("button", { name: new RegExp(`^Run step ${i}: `) }).focus();
    await page.keyboard.press("Enter");
    await expect(flow.getByTestId("guide-flow-state").nth(i - 1)).toHaveText(" · done", { timeout: 30_000 });
  }
  await expect(flow.getByRole("button", { name: /^Run step/ })).toHaveCount(0);
  return Promise.all(
    Array.from({ length: steps }, async (_, i) => {
      const code = flow.getByTestId("guide-flow-step").nth(i).getByTestId("try-it-response-code");
      return (await code.count()) ? ((await code.last().textContent()) ?? "") : "";
    }),
  );
}

test("disbursement to bank: the inquiry's sessionId pays the transfer, whose references find its status", async ({
  page,
}) => {
  const flow = await openFlow(page, "guide/disbursement/disbursement-to-bank/");
  expect(await runAll(flow, page, 3)).toEqual(["2004200", "2004300", "2004400"]);
  const filled = flow.getByTestId("guide-flow-step").nth(1).getByTestId("guide-flow-filled");
  await expect(filled).toContainText("body.sessionId");
  await expect(filled).toContainText("from step 1's answer (sessionId)");
  expect((await axe(page, { include: '[data-testid="guide-flow"]', tags: wcagTags })).violations).toEqual([]);
});

test("hosted checkout: the order is paid on its page, notified, and Query Payment finds it paid", async ({ page }) => {
  const flow = await openFlow(page, "guide/payment-gateway/hosted-checkout/");
  expect(await runAll(flow, page, 4)).toEqual(["2006000", "", "", "2006200"]);
  const steps = flow.getByTestId("guide-flow-step");
  await expect(steps.nth(1).getByRole("region", { name: "Answer" })).toContainText("HTTP 302");
  await expect(steps.nth(2).getByRole("region", { name: "Answer" })).toContainText("2006300");
  await expect(steps.nth(3).getByTestId("try-it-response-body")).toContainText('"latestTransactionStatus": "00"');
});

test("widget binding: the approved consent's authCode gets the customer token that pays; Start over begins again", async ({
  page,
}) => {
  const flow = await openFlow(page, "guide/saku-widget/widget-binding/");
  expect(await runAll(flow, page, 4)).toEqual(["2001000", "", "2007400", "2005400"]);
  await expect(flow.getByTestId("guide-flow-step").nth(3).getByTestId("guide-flow-filled")).toContainText(
    "header.Authorization-Customer",
  );
  await flow.getByRole("button", { name: "Start over" }).click();
  await expect(flow.getByTestId("guide-flow-state")).toHaveCount(0);
  await expect(flow.getByRole("button", { name: /^Run step 1: / })).toBeVisible();
});
