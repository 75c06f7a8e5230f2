import { cleanComment, feedbackProperties, MAX_COMMENT_LENGTH, readFeedback, saveFeedback } from "../feedback";
import { memorySlot } from "../analytics/__tests__/helpers";

describe("feedback storage", () => {
  it("remembers one answer per route", () => {
    const slot = memorySlot();
    expect(readFeedback(slot, "/guide/authentication/")).toBeNull();
    saveFeedback(slot, "/guide/authentication/", "no", 1000);
    saveFeedback(slot, "/api/", "yes", 2000);
    expect(readFeedback(slot, "/guide/authentication/")).toEqual({ answer: "no", at: 1000 });
    expect(readFeedback(slot, "/api/")).toEqual({ answer: "yes", at: 2000 });
    expect(readFeedback(slot, "/")).toBeNull();
  });

  it("reads corrupt or foreign data as no answers, and overwrites it", () => {
    for (const bad of ["{not json", "[1,2]", '{"/x/":{"answer":"maybe"}}', "null"]) {
      const slot = memorySlot(bad);
      expect(readFeedback(slot, "/x/")).toBeNull();
      saveFeedback(slot, "/x/", "yes", 1);
      expect(readFeedback(slot, "/x/")).toEqual({ answer: "yes", at: 1 });
    }
  });

  it("keeps the newest answers when over the limit", () => {
    const slot = memorySlot();
    for (let i = 0; i < 5; i++) saveFeedback(slot, `/p${i}/`, "yes", i, 3);
    expect(Object.keys(JSON.parse(slot.value ?? "{}")).sort()).toEqual(["/p2/", "/p3/", "/p4/"]);
  });
});

describe("feedback event", () => {
  it("carries the page, its title, the answer and the comment", () => {
    expect(
      feedbackProperties({
        route: "/guide/authentication/",
        title: "Authentication",
        answer: "no",
        comment: "  The PHP sample fails.  ",
      }),
    ).toEqual({
      Page: "/guide/authentication/",
      "Page Title": "Authentication",
      Helpful: false,
      Comment: "The PHP sample fails.",
    });
    expect(feedbackProperties({ route: "/", title: "Home", answer: "yes", comment: "" }).Helpful).toBe(true);
  });
  it("cuts comments to the maximum length", () => {
    expect(cleanComment("x".repeat(MAX_COMMENT_LENGTH + 50))).toHaveLength(MAX_COMMENT_LENGTH);
  });
});
