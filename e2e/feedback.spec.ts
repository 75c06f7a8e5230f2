import type { Page } from "@playwright/test";
import { test, expect, hydrated } from "./fixtures";
import type { AnalyticsCollector } from "./analytics-collector";

// "Was this page helpful?" sends one `Page Feedback` analytics event (through the same
// queue and collector as Page Open) with the page and the answer; one answer per page per reader.

const QUEUE_KEY = "mixpanelPendingEvents";

/** Waits until the queue is empty: everything raised so far has reached the collector. */
async function settled(page: Page, collector: AnalyticsCollector, pageOpens: number): Promise<void> {
  await expect.poll(() => collector.named().length, { timeout: 15_000 }).toBe(pageOpens);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), QUEUE_KEY), { timeout: 15_000 }).toBeNull();
}

const feedbackRegion = (page: Page) =>
  page.getByRole("region", { name: /Was this page helpful\?|Thanks for your feedback/ });

test("feedback sends one Page Feedback event with the page, the answer and the comment", async ({
  page,
  collector,
  consoleErrors,
}) => {
  await page.goto("guide/authentication/");
  await hydrated(page);
  const feedback = feedbackRegion(page);
  await feedback.getByRole("button", { name: "No" }).click();
  const comment = feedback.getByRole("textbox", { name: "What was missing or unclear? (optional)" });
  await expect(comment).toBeFocused();
  await comment.fill("The Go sample needs its imports.");
  await feedback.getByRole("button", { name: "Send feedback" }).click();
  await expect(feedback.getByRole("status")).toHaveText(/^Thanks for your feedback/);
  await expect(feedback.getByRole("status")).toBeFocused();

  await expect.poll(() => collector.named("Page Feedback").length, { timeout: 15_000 }).toBe(1);
  await settled(page, collector, 1);
  const [event] = collector.named("Page Feedback");
  expect(event.properties).toMatchObject({
    Page: "/guide/authentication/",
    "Page Title": "Authentication",
    Helpful: false,
    Comment: "The Go sample needs its imports.",
    Pathname: "/api-docs-v2/guide/authentication/",
    "Package Source": "Online",
  });

  // One answer per page per reader: after a reload the page thanks instead of asking, and sends nothing more.
  await page.reload();
  await hydrated(page);
  await expect(page.getByText("Was this page helpful?")).toHaveCount(0);
  await expect(feedbackRegion(page).getByRole("status")).toHaveText(/^Thanks for your feedback/);
  await settled(page, collector, 2);
  expect(collector.named("Page Feedback")).toHaveLength(1);
  // Another page still asks.
  await page.goto("guide/scenario-testing/");
  await hydrated(page);
  await expect(feedbackRegion(page).getByRole("button", { name: "Yes" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("an answer given without pressing Send is sent, once, when the reader moves to another page", async ({
  page,
  collector,
}) => {
  await page.goto("guide/authentication/");
  await hydrated(page);
  await feedbackRegion(page).getByRole("button", { name: "Yes" }).click();
  await feedbackRegion(page).getByRole("textbox").fill("not sent: the reader left before pressing Send");
  await page
    .getByRole("navigation", { name: "Integration Guides sidebar" })
    .getByRole("link", { name: "Scenario Testing" })
    .click();
  await expect(page).toHaveURL(/\/guide\/scenario-testing\/$/);
  await expect.poll(() => collector.named("Page Feedback").length, { timeout: 15_000 }).toBe(1);
  await settled(page, collector, 2);
  expect(collector.named("Page Feedback")).toHaveLength(1);
  expect(collector.named("Page Feedback")[0].properties).toMatchObject({
    Page: "/guide/authentication/",
    Helpful: true,
    Comment: "",
  });
});

test("the feedback controls work from the keyboard", async ({ page, collector }) => {
  await page.goto("api/payment-gateway/create-order/");
  await hydrated(page);
  const yes = feedbackRegion(page).getByRole("button", { name: "Yes" });
  await yes.focus();
  await page.keyboard.press("Enter");
  await expect(feedbackRegion(page).getByRole("textbox")).toBeFocused();
  await page.keyboard.type("Clear field table.");
  await page.keyboard.press("Tab");
  await expect(feedbackRegion(page).getByRole("button", { name: "Send feedback" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(() => collector.named("Page Feedback").length, { timeout: 15_000 }).toBe(1);
  expect(collector.named("Page Feedback")[0].properties).toMatchObject({
    Page: "/api/payment-gateway/create-order/",
    Helpful: true,
    Comment: "Clear field table.",
  });
});
