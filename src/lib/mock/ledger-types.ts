import type { Facts } from "./answer";
import type { MockOperation, ScenarioOutcome } from "./types";

/** The shapes of the mock's transaction store and of what a rule sees and answers (ledger.ts). */

export interface Money {
  value: string;
  currency: string;
}

export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A customer's binding: the user, its scopes and its tokens (Apply Token), or a token given in MockOptions. */
export interface Binding {
  clientId: string | null;
  user: string;
  scopes: string[];
  accessToken: string;
  /** Epoch ms; Infinity for tokens given in MockOptions. */
  expires: number;
  refreshToken?: string;
  /** False once unbound. */
  active: boolean;
  /** A binding the mock starts with (MockOptions.customerTokens, example-records.ts): never saved. */
  example?: true;
}

export interface Refund {
  partnerRefundNo: string;
  refundNo: string;
  amount: Money;
  canonical: string;
  answer: Answer;
  at: number;
  reason?: string;
  /** A `202` refund: processing until then. */
  settlesAt?: number;
}

/** A money transaction: an order, a payment, a top-up or a transfer. */
export interface Transaction {
  /** The operation that created it (`pgCreateOrder`, `directDebitPayment`, `customerTopUp`, `transferToBank`). */
  operationId: string;
  clientId: string;
  partnerReferenceNo: string;
  referenceNo: string;
  externalId?: string;
  body: Record<string, unknown>;
  canonical: string;
  answer: Answer;
  amount: Money;
  created: number;
  validUpTo?: number;
  /** A `202` transaction: not final until then, then paid. */
  settlesAt?: number;
  /** The status while not final: `01` on the payment gateway, `03` elsewhere. */
  pendingStatus: string;
  paidAt?: number;
  payMethod?: string;
  payOption?: string;
  approvalCode?: string;
  closedAt?: number;
  closeReason?: string;
  cancelType?: "CLOSE" | "VOID";
  cancelAnswer?: Answer;
  refunds: Refund[];
  /** The wallet user who pays (Saku Widget). */
  user?: string;
}

/**
 * A page the user opens outside the API, as data so that the store can be saved: the hosted or
 * card page that pays an order, the Saku page that approves a non-binding payment (by the
 * transaction's store key), or the consent page of a binding.
 */
export type SandboxPage =
  | { kind: "payment" | "approval"; transaction: string }
  | {
      kind: "consent";
      clientId: string;
      redirectUrl: string;
      state: string;
      user: string;
      scopes: string[];
      used: boolean;
    };

export interface InquirySession {
  clientId: string;
  kind: "top-up" | "transfer";
  /** The fields the session fixes, as the inquiry sent them. */
  fixed: Record<string, string>;
  expires: number;
  used: boolean;
  /** One of the documentation's example sessions (example-records.ts): never used up, never saved. */
  example?: true;
}

export interface AuthCode {
  clientId: string;
  user: string;
  scopes: string[];
  expires: number;
  /** The answer of its first exchange: a repeat within its validity gets the same tokens. */
  answer?: Answer;
  /** The documentation's example authCode (example-records.ts): never saved. */
  example?: true;
}

/** A division or a shop (merchant management): the fields set, plus the ones the API adds. */
export type MerchantRecord = Record<string, unknown>;

export interface LedgerState {
  transactions: Map<string, Transaction>;
  /** Create Order references that reached the API but created nothing (Query Payment answers `07`). */
  attempts: Set<string>;
  refunds: Map<string, { tx: Transaction; refund: Refund }>;
  /** Idempotent answers of calls without a transaction (bindings, unbindings): key → body and answer. */
  replies: Map<string, { canonical: string; answer: Answer }>;
  sessions: Map<string, InquirySession>;
  authCodes: Map<string, AuthCode>;
  bindings: Map<string, Binding>;
  refreshTokens: Map<string, Binding>;
  divisions: Map<string, MerchantRecord>;
  shops: Map<string, MerchantRecord>;
  /** Sandbox pages by path and query: what a GET of the page does (rules/pages.ts). */
  pages: Map<string, SandboxPage>;
}

/** Everything a rule sees of one request, and how it answers. */
export interface RuleContext {
  op: MockOperation;
  operations: MockOperation[];
  clientId: string;
  body: Record<string, unknown>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Epoch ms of the mock's clock and of the request's X-TIMESTAMP. */
  now: number;
  sentAt: number;
  externalId: string | undefined;
  /** The binding of Authorization-Customer, when the request sent one that is valid (or, on Account Unbinding, revoked). */
  customer: Binding | null;
  state: LedgerState;
  /** The Scenario Testing trigger this request carries, if any (traced). */
  trigger(): ScenarioOutcome | null;
  /**
   * The documented example of `status` + service code + `caseCode` (by name, else the one closest
   * to `like`), with this request's values and `facts`; `message` replaces its responseMessage.
   */
  reply(status: number, caseCode: string, options?: ReplyOptions): Answer;
  /** Adds a line to the trace; returns `ok`. */
  check(name: string, ok: boolean, detail?: string): boolean;
  /** Tells the reader what to do about the answer (the trace's hint). */
  hint(text: string): void;
  random(length: number): Uint8Array;
}

export interface ReplyOptions {
  example?: string;
  facts?: Facts;
  like?: unknown[];
  message?: string;
}

export type Rule = (ctx: RuleContext) => Answer;
