/**
 * Browser stand-in for `invariant`, aliased in src/node/webpack/config.ts. Gatsby's router
 * (@gatsbyjs/reach-router) asserts its route table with it; the package adds a `%s` formatter and
 * a production message the router never uses (its messages are template strings). Same contract:
 * throws an Error with the message when the condition is false.
 */
export default function invariant(condition: unknown, message?: string): asserts condition {
  if (!condition) throw new Error(message ?? "Invariant failed");
}
