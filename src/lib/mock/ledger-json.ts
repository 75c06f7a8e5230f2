import { isObject } from "./answer";
import { createLedgerState, transactionKey } from "./ledger";
import type { Binding, LedgerState, Refund, Transaction } from "./ledger-types";

/**
 * The transaction store as JSON text and back, so that the simulated sandbox keeps what a reader
 * created for the visit (src/lib/tryit). What the mock starts with (`example: true`,
 * example-records.ts) is left out: it is put back on load. A refund is saved as its transaction's
 * key and its place among that transaction's refunds, a renewed customer token as the access token
 * of its binding, so that the loaded store shares objects as the live one does. Text of another
 * version, or not of this form, loads as an empty store.
 */

const VERSION = 1;

interface LedgerJson {
  version: number;
  /** What the reader created: see countRecords. */
  records: number;
  transactions: [string, Transaction][];
  attempts: string[];
  refunds: [string, string, number][];
  replies: [string, { canonical: string; answer: unknown }][];
  sessions: [string, unknown][];
  authCodes: [string, unknown][];
  bindings: [string, Binding][];
  refreshTokens: [string, string][];
  divisions: [string, unknown][];
  shops: [string, unknown][];
  pages: [string, unknown][];
}

const saved = <T>(map: Map<string, T>) => [...map].filter(([, v]) => !(isObject(v) && v.example === true));

/**
 * The records a reader has created: orders, payments, top-ups and transfers, refunds, inquiry
 * sessions, authorization codes, customer tokens, divisions and shops.
 */
function countRecords(state: LedgerState): number {
  return (
    state.transactions.size +
    state.refunds.size +
    saved(state.sessions).length +
    saved(state.authCodes).length +
    saved(state.bindings).length +
    state.divisions.size +
    state.shops.size
  );
}

export function ledgerToJson(state: LedgerState): string {
  const keys = new Map<Transaction, string>([...state.transactions].map(([key, tx]) => [tx, key]));
  const json: LedgerJson = {
    version: VERSION,
    records: countRecords(state),
    transactions: [...state.transactions],
    attempts: [...state.attempts],
    refunds: [...state.refunds].flatMap(([key, { tx, refund }]) => {
      const txKey = keys.get(tx) ?? transactionKey(tx);
      return [[key, txKey, tx.refunds.indexOf(refund)] as [string, string, number]];
    }),
    replies: [...state.replies],
    sessions: saved(state.sessions),
    authCodes: saved(state.authCodes),
    bindings: saved(state.bindings),
    refreshTokens: saved(state.refreshTokens).flatMap(([token, b]) =>
      state.bindings.get(b.accessToken) === b ? [[token, b.accessToken] as [string, string]] : [],
    ),
    divisions: [...state.divisions],
    shops: [...state.shops],
    pages: [...state.pages],
  };
  return JSON.stringify(json);
}

/** The store a text saved; an empty one when the text is not a saved store of this version. */
export function ledgerFromJson(text: string): LedgerState {
  const state = createLedgerState();
  let json: LedgerJson;
  try {
    json = JSON.parse(text) as LedgerJson;
  } catch {
    return state;
  }
  if (!isObject(json) || json.version !== VERSION) return state;
  const fill = <T>(map: Map<string, T>, entries: [string, unknown][]) => {
    for (const [key, value] of entries) map.set(key, value as T);
  };
  fill(state.transactions, json.transactions);
  json.attempts.forEach((a) => state.attempts.add(a));
  for (const [key, txKey, index] of json.refunds) {
    const tx = state.transactions.get(txKey);
    const refund: Refund | undefined = tx?.refunds[index];
    if (tx && refund) state.refunds.set(key, { tx, refund });
  }
  fill(state.replies, json.replies);
  fill(state.sessions, json.sessions);
  fill(state.authCodes, json.authCodes);
  fill(state.bindings, json.bindings);
  for (const [token, accessToken] of json.refreshTokens) {
    const binding = state.bindings.get(accessToken);
    if (binding) state.refreshTokens.set(token, binding);
  }
  fill(state.divisions, json.divisions);
  fill(state.shops, json.shops);
  fill(state.pages, json.pages);
  return state;
}
