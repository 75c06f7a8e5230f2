import { beginsEnding, stem, withoutEndings } from "../stemmer";

const same = (...words: string[]) => new Set(words.map(stem));

describe("stem", () => {
  it("gives the forms of one word one stem", () => {
    expect(same("migrate", "migrates", "migrating", "migrated", "migration", "migrations")).toEqual(
      new Set(["migrat"]),
    );
    expect(same("simulate", "simulated", "simulating", "simulation")).toEqual(new Set(["simulat"]));
    expect(same("refund", "refunds", "refunded", "refunding")).toEqual(new Set(["refund"]));
    expect(same("notify", "notifies", "notified", "notifying", "notification", "notifications")).toEqual(
      new Set(["notific"]),
    );
    expect(same("authenticate", "authenticated", "authentication")).toEqual(new Set(["authentic"]));
    expect(same("create", "creates", "created", "creating", "creation")).toEqual(new Set(["creat"]));
    expect(same("inquiry", "inquiries")).toEqual(new Set(["inquiry"]));
    expect(same("setting", "settings", "set")).toEqual(new Set(["set"]));
    expect(same("recent", "recently")).toEqual(new Set(["recent"]));
  });

  it("keeps apart words that only look alike, and leaves codes, short words and -ss/-us/-is/-sion alone", () => {
    expect(
      new Set(["order", "payment", "pay", "status", "access", "analysis", "division", "apply", "thing"].map(stem)),
    ).toEqual(new Set(["order", "payment", "pay", "status", "access", "analysis", "division", "apply", "thing"]));
    expect(["x-partner-id", "2005400", "v1", "used", "api"].map(stem)).toEqual([
      "x-partner-id",
      "2005400",
      "v1",
      "used",
      "api",
    ]);
  });

  it("is a fixed point: a stem stems to itself", () => {
    const words = `notifications settings processes statuses addresses cancelled mapped agreed shared queries
      applications authenticating descriptions functions options headers signatures payments verifying
      specifications recently migrated simulated divisions webhooks callbacks response responses released
      closing browsing focused raised cases uses`.split(/\s+/);
    for (const w of words) expect(stem(stem(w))).toBe(stem(w));
  });
});

describe("word endings", () => {
  it("say which stems a misspelt or half-typed word may stand for", () => {
    expect(withoutEndings("notifcation")).toContain("notifc");
    expect(withoutEndings("refunds")).toEqual(["refund"]);
    expect(beginsEnding("io")).toBe(true);
    expect(beginsEnding("h")).toBe(false);
    expect(beginsEnding("")).toBe(false);
  });
});
