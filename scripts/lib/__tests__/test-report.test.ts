import { retriedTests, slowestFiles } from "../test-report.mjs";

const playwright = {
  suites: [
    {
      file: "pages.spec.ts",
      specs: [
        { title: "/", tests: [{ projectName: "chromium", status: "expected", results: [{ duration: 4000 }] }] },
        {
          title: "/api/",
          tests: [{ projectName: "chromium", status: "flaky", results: [{ duration: 3000 }, { duration: 2500 }] }],
        },
      ],
      suites: [
        {
          title: "nested",
          specs: [
            { title: "inner", tests: [{ projectName: "chromium", status: "expected", results: [{ duration: 500 }] }] },
          ],
        },
      ],
    },
    { file: "search.spec.ts", specs: [{ title: "q", tests: [{ status: "expected", results: [{ duration: 2000 }] }] }] },
  ],
};

describe("npm test's closing report", () => {
  it("ranks test files by their time, Vitest and Playwright together", () => {
    const vitest = [
      {
        testResults: [
          { name: `${process.cwd()}/src/a.test.ts`, startTime: 1000, endTime: 13_000 },
          { name: `${process.cwd()}/src/b.test.ts`, startTime: 0, endTime: 1000 },
        ],
      },
    ];
    expect(slowestFiles({ vitest, playwright }, 3)).toEqual([
      { file: "src/a.test.ts", seconds: 12 },
      { file: "e2e/pages.spec.ts", seconds: 10 },
      { file: "e2e/search.spec.ts", seconds: 2 },
    ]);
  });

  it("names each test that passed only on a retry", () => {
    expect(retriedTests(playwright)).toEqual(["e2e/pages.spec.ts › /api/ [chromium]"]);
    expect(retriedTests(null)).toEqual([]);
  });
});
