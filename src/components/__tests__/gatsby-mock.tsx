import React from "react";

/**
 * Stand-in for the parts of `gatsby` components use, for jsdom tests:
 * `vi.mock("gatsby", () => import("<path>/components/__tests__/gatsby-mock"))`.
 * Link adds the path prefix to the route it is given, as Gatsby's does.
 */
export function Link({
  to,
  children,
  ...rest
}: { to: string; children?: React.ReactNode } & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={`/api-docs-v2${to}`} {...rest}>
      {children}
    </a>
  );
}

export const withPrefix = (path: string) => `/api-docs-v2${path}`;

/** Gatsby's client navigation; tests spy on it (`vi.mocked(navigate)`) or ignore it. */
export const navigate = (_to: string): Promise<void> => Promise.resolve();

/** Also silences jsdom's report of errors that React error boundaries catch (expected in these tests). */
export function quietCaughtErrors(): () => void {
  const quiet = (event: ErrorEvent) => event.preventDefault();
  window.addEventListener("error", quiet);
  return () => window.removeEventListener("error", quiet);
}
