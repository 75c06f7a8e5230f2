import type { Answer, LedgerState, SandboxPage } from "../ledger";
import { paymentPage } from "./payment-gateway";
import { approvalPage } from "./widget";
import { consentPage } from "./widget-binding";

/**
 * What a GET of a sandbox page does (ledger.ts registers them): pays an order, approves a
 * non-binding payment, or shows the consent page of a binding. A page whose transaction the store
 * no longer has (a reset) answers null: not found.
 */
export function openPage(
  state: LedgerState,
  page: SandboxPage,
  now: number,
  random: (length: number) => Uint8Array,
): Answer | null {
  if (page.kind === "consent") return consentPage(state, page, now, random);
  const tx = state.transactions.get(page.transaction);
  if (!tx) return null;
  return page.kind === "payment" ? paymentPage(tx, now) : approvalPage(tx, now);
}
