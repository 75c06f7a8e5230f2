import type { ExampleView } from "./types";

/** Outcomes response examples are grouped by on API pages (17 tabs in a row were unreadable). */
export type Outcome = "success" | "client" | "server";

export const outcomeLabels: Record<Outcome, string> = {
  success: "Success",
  client: "Client errors",
  server: "Server errors",
};

/** The outcome of an HTTP status: 1xx–3xx success, 4xx client errors, 5xx server errors. */
export function outcomeOf(status: string): Outcome {
  const n = Number(status);
  return n >= 500 ? "server" : n >= 400 ? "client" : "success";
}

/** Response examples by outcome, in the order success, client, server; empty groups left out. */
export function groupExamples(examples: ExampleView[]): { outcome: Outcome; examples: ExampleView[] }[] {
  return (["success", "client", "server"] as const)
    .map((outcome) => ({ outcome, examples: examples.filter((e) => outcomeOf(e.status) === outcome) }))
    .filter((g) => g.examples.length > 0);
}
