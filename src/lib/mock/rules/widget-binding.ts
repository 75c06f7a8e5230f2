import { canonical, isObject, money } from "../answer";
import {
  MINUTE,
  digits,
  exampleValue,
  findOriginal,
  gmt7,
  keyOf,
  newId,
  notIssued,
  repeated,
  redirect,
  refunded,
  registerPages,
  str,
  timeOf,
  triggeredFailure,
  type Answer,
  type Binding,
  type LedgerState,
  type Rule,
  type SandboxPage,
  type RuleContext,
  type Transaction,
} from "../ledger";
import { sandboxUsers } from "../scenarios";

/**
 * The Saku Widget's binding rules (x-rules of its operations): binding by Get OAuth or Deeplink
 * Binding and the sandbox consent page, authorization codes exchanged once with Apply Token,
 * customer tokens that expire and are revoked by Account Unbinding, the scope each call needs, and
 * the calls made for a bound user that move no money.
 */

export const PAY = "directDebitPayment";
export const ACTIVE_USER = "6281234567890";

/** The scope each call made for a user needs (Get OAuth, "Request only the scopes you use"). */
export const requiredScopes: Record<string, string> = {
  directDebitPayment: "PAYMENT",
  balanceInquiry: "QUERY_BALANCE",
  queryUserProfile: "QUERY_PROFILE",
  transactionHistory: "TRANSACTION_HISTORY",
  transactionDetail: "TRANSACTION_HISTORY",
  applyOtt: "OTT",
};

/** Checks the customer's scope; answers `401xx00` `Unauthorized. Scope` without it. */
export function scopeProblem(ctx: RuleContext): Answer | null {
  const scope = requiredScopes[ctx.op.operationId];
  if (!scope || !ctx.customer) return null;
  if (ctx.check(`scope ${scope}`, ctx.customer.scopes.includes(scope), ctx.customer.scopes.join(","))) return null;
  return ctx.reply(401, "00", { message: "Unauthorized. Scope" });
}

const scopesOf = (value: unknown) => (typeof value === "string" ? value.split(",").filter(Boolean) : []);

type ConsentPage = Extract<SandboxPage, { kind: "consent" }>;

/** The sandbox consent page: the user approves (an authCode) or, frozen, cannot (`error=account_inactive`). */
export function consentPage(
  store: LedgerState,
  page: ConsentPage,
  now: number,
  random: (length: number) => Uint8Array,
): Answer {
  const { redirectUrl, state, user } = page;
  if (page.used) return redirect(redirectUrl, { error: "link_used", state }, { result: "the link was already used" });
  page.used = true;
  if (sandboxUsers[user]?.frozen)
    return redirect(redirectUrl, { error: "account_inactive", state }, { result: "frozen account", user });
  const authCode = `AC${gmt7(now).slice(0, 19).replace(/\D/g, "")}${digits(random, 8)}`;
  store.authCodes.set(authCode, { clientId: page.clientId, user, scopes: page.scopes, expires: now + 10 * MINUTE });
  return redirect(redirectUrl, { authCode, state }, { result: "approved", user });
}

const consent = (
  ctx: RuleContext,
  redirectUrl: string,
  state: string,
  user: string,
  scopes: string[],
): ConsentPage => ({
  kind: "consent",
  clientId: ctx.clientId,
  redirectUrl,
  state,
  user,
  scopes,
  used: false,
});

export const getOAuth: Rule = (ctx) => {
  const { failure } = triggeredFailure(ctx);
  if (failure) return failure;
  let user = ACTIVE_USER;
  try {
    const seamless: unknown = JSON.parse(ctx.query.seamlessData ?? "{}");
    if (isObject(seamless) && typeof seamless.mobileNumber === "string") user = seamless.mobileNumber;
  } catch {
    ctx.check("seamlessData is JSON", false, ctx.query.seamlessData);
  }
  const answer = ctx.reply(200, "00", { facts: { expiryTime: gmt7(ctx.now + 15 * MINUTE) } });
  registerPages(
    ctx,
    answer,
    consent(ctx, ctx.query.redirectUrl ?? "", ctx.query.state ?? "", user, scopesOf(ctx.query.scopes)),
  );
  return answer;
};

/** An idempotent call on partnerReferenceNo without a transaction: the first answer, or the documented conflict. */
function replay(
  ctx: RuleContext,
  conflict: [number, string],
): { answer: Answer | null; remember: (a: Answer) => Answer } {
  const key = keyOf(ctx.op.operationId, ctx.clientId, str(ctx.body.partnerReferenceNo) ?? "");
  const remember = (a: Answer) => {
    ctx.state.replies.set(key, { canonical: canonical(ctx.body), answer: a });
    return a;
  };
  return { answer: repeated(ctx, ctx.state.replies.get(key), "partnerReferenceNo", conflict), remember };
}

export const deeplinkBinding: Rule = (ctx) => {
  const { answer: earlier, remember } = replay(ctx, [404, "18"]);
  if (earlier) return earlier;
  const { failure } = triggeredFailure(ctx);
  if (failure) return failure;
  const info = isObject(ctx.body.additionalInfo) ? ctx.body.additionalInfo : {};
  const answer = ctx.reply(200, "00", {
    facts: {
      referenceNo: newId(exampleValue(ctx.op, "referenceNo", "20250314111212800110166000000412"), ctx.now, ctx.random),
      expiryTime: gmt7(ctx.now + 15 * MINUTE),
    },
  });
  registerPages(
    ctx,
    answer,
    consent(
      ctx,
      str(ctx.body.redirectUrl) ?? "",
      str(ctx.body.state) ?? "",
      str(ctx.body.phoneNo) ?? ACTIVE_USER,
      scopesOf(info.scopes),
    ),
  );
  return remember(answer);
};

function issue(ctx: RuleContext, binding: Omit<Binding, "accessToken" | "expires">): Binding {
  const token = `CT.${Array.from(ctx.random(24), (b) => b.toString(16).padStart(2, "0")).join("")}`;
  const issued: Binding = { ...binding, accessToken: token, expires: ctx.now + 30 * MINUTE };
  ctx.state.bindings.set(token, issued);
  if (issued.refreshToken) ctx.state.refreshTokens.set(issued.refreshToken, issued);
  return issued;
}

function tokenAnswer(ctx: RuleContext, b: Binding, refreshExpires: number): Answer {
  return ctx.reply(200, "00", {
    facts: {
      accessToken: b.accessToken,
      accessTokenExpiryTime: gmt7(b.expires),
      refreshToken: b.refreshToken,
      refreshTokenExpiryTime: gmt7(refreshExpires),
      scopes: b.scopes,
    },
  });
}

export const applyToken: Rule = (ctx) => {
  const grant = ctx.body.grantType;
  if (grant === "AUTHORIZATION_CODE") {
    const authCode = str(ctx.body.authCode);
    if (!ctx.check("authCode present", authCode !== undefined))
      return ctx.reply(400, "02", { message: "Invalid Mandatory Field authCode" });
    const code = ctx.state.authCodes.get(authCode as string);
    const valid = code !== undefined && code.clientId === ctx.clientId && ctx.now < code.expires;
    const detail = !code
      ? "not issued by a consent page"
      : code.clientId !== ctx.clientId
        ? "another client's"
        : "expired";
    if (!ctx.check("authCode issued to this client, within 10 minutes", valid, valid ? undefined : detail)) {
      if (!code) notIssued(ctx, `authCode ${String(authCode)}`, "getOAuth");
      return ctx.reply(401, "01");
    }
    const c = code as NonNullable<typeof code>;
    if (c.answer) return c.answer;
    const refreshToken = `RT.${Array.from(ctx.random(24), (b) => b.toString(16).padStart(2, "0")).join("")}`;
    const binding = issue(ctx, { clientId: ctx.clientId, user: c.user, scopes: c.scopes, refreshToken, active: true });
    c.answer = tokenAnswer(ctx, binding, ctx.now + 365 * 24 * 60 * MINUTE);
    return c.answer;
  }
  const refreshToken = str(ctx.body.refreshToken);
  if (!ctx.check("refreshToken present", refreshToken !== undefined))
    return ctx.reply(400, "02", { message: "Invalid Mandatory Field refreshToken" });
  const bound = ctx.state.refreshTokens.get(refreshToken as string);
  const ok = bound !== undefined && bound.active && bound.clientId === ctx.clientId;
  if (!ctx.check("refresh token of an active binding", ok, bound && !bound.active ? "unbound" : undefined)) {
    if (!bound) notIssued(ctx, "refreshToken", "applyToken");
    return ctx.reply(401, "01");
  }
  const b = bound as Binding;
  const renewed = issue(ctx, {
    clientId: b.clientId,
    user: b.user,
    scopes: b.scopes,
    refreshToken: b.refreshToken,
    active: true,
  });
  return tokenAnswer(ctx, renewed, ctx.now + 365 * 24 * 60 * MINUTE);
};

export const accountUnbinding: Rule = (ctx) => {
  const { answer: earlier, remember } = replay(ctx, [404, "18"]);
  if (earlier) return earlier;
  const binding = ctx.customer as Binding;
  if (!ctx.check("the binding is active", binding.active)) return ctx.reply(401, "01");
  // The binding ends: its access tokens and its refresh token stop working.
  for (const b of ctx.state.bindings.values())
    if (b === binding || (binding.refreshToken && b.refreshToken === binding.refreshToken)) b.active = false;
  return remember(
    ctx.reply(200, "00", {
      facts: {
        referenceNo: newId(
          exampleValue(ctx.op, "referenceNo", "20250314113005800110166000000977"),
          ctx.now,
          ctx.random,
        ),
      },
    }),
  );
};

export const balanceInquiry: Rule = (ctx) =>
  scopeProblem(ctx) ??
  ctx.reply(200, "00", {
    example: sandboxUsers[ctx.customer?.user ?? ""]?.frozen ? "frozenAccount" : "success",
  });

export const withScope: Rule = (ctx) => scopeProblem(ctx) ?? ctx.reply(200, "00");

export const transactionHistory: Rule = (ctx) => {
  const from = timeOf(ctx.body.fromDateTime) ?? 0;
  const to = timeOf(ctx.body.toDateTime) ?? 0;
  const day = 24 * 60 * MINUTE;
  const ok = from <= to && to - from <= 90 * day && from >= ctx.now - 365 * day;
  if (!ctx.check("fromDateTime to toDateTime: at most 90 days, from at most 365 days ago", ok))
    return ctx.reply(400, "01", { message: "Invalid Field Format fromDateTime" });
  return scopeProblem(ctx) ?? ctx.reply(200, "00");
};

export const transactionDetail: Rule = (ctx) => {
  const problem = scopeProblem(ctx);
  if (problem) return problem;
  const { tx, mismatch } = findOriginal(ctx, PAY);
  const mine = tx !== undefined && tx.user === ctx.customer?.user;
  if (!ctx.check("a transaction of this user", !mismatch && mine, mismatch)) {
    if (!tx && !mismatch) notIssued(ctx, "The payment", PAY);
    return ctx.reply(404, "01");
  }
  const t = tx as Transaction;
  return ctx.reply(200, "00", {
    facts: {
      originalPartnerReferenceNo: t.partnerReferenceNo,
      originalReferenceNo: t.referenceNo,
      dateTime: gmt7(t.paidAt ?? t.created),
      amount: t.amount,
      refundedAmount: money(refunded(t), t.amount.currency),
    },
  });
};
