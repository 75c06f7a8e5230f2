import { filterCatalog } from "../catalog-filter";
import type { CatalogCode, CatalogGroup } from "../types";

const code = (c: string, message: string, summary: string, meaning = "Meaning."): CatalogCode => ({
  code: c,
  status: c.slice(0, 3),
  serviceCode: c.slice(3, 5),
  caseCode: c.slice(5, 7),
  message,
  meaning: [meaning],
  action: [["strong", 0, "Fix"], " the request."],
  retry: "no",
  operations: [{ summary, route: "/api/x/#response-code-" + c }],
});

const groups: CatalogGroup[] = [
  {
    id: "http-200",
    status: "200",
    title: "HTTP 200 OK",
    codes: [code("2007300", "Successful", "Get B2B Access Token")],
  },
  {
    id: "http-401",
    status: "401",
    title: "HTTP 401 Unauthorized",
    codes: [
      code("4017300", "Unauthorized. Signature", "Get B2B Access Token", "The signature did not verify."),
      code("4016001", "Invalid Token (B2B)", "Create Order"),
    ],
  },
];

const shown = (query: string) => {
  const set = filterCatalog(groups, query);
  return set ? [...set] : null;
};

describe("the response-code catalog filter", () => {
  it("shows everything for a blank query", () => {
    expect(shown("")).toBeNull();
    expect(shown("   ")).toBeNull();
  });

  it("finds a code typed whole or in part", () => {
    expect(shown("4017300")).toEqual(["4017300"]);
    expect(shown("401")).toEqual(["4017300", "4016001"]);
    expect(shown("40173")).toEqual(["4017300"]);
  });

  it("matches every word, in message, meaning, action and operation, ignoring case", () => {
    expect(shown("invalid token")).toEqual(["4016001"]);
    expect(shown("SIGNATURE verify")).toEqual(["4017300"]);
    expect(shown("create order")).toEqual(["4016001"]);
    expect(shown("fix")).toEqual(["2007300", "4017300", "4016001"]);
    expect(shown("refund")).toEqual([]);
  });
});
