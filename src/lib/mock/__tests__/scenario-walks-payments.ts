import { mockClient } from "../client";
import { EXPIRED_TOKEN } from "../scenarios";
import {
  money,
  order,
  paidOrder,
  pgQuery,
  pgRefund,
  bind,
  pay,
  ddpQuery,
  ddpRefund,
  topUp,
  transfer,
  gmt7,
  operations,
  privateKey,
  type World,
} from "./scenario-world";

/** Walks of the common, payment gateway and wallet widget scenarios. */
export const paymentWalks: Record<string, (w: World) => Promise<void>> = {
  "C-01": async (w) => {
    await w.call("getB2bAccessToken", { grantType: "client_credentials" });
  },
  "C-02": async (w) => {
    const { created } = await order(w);
    const changed = created.request.body.replace('"150000.00"', '"150001.00"');
    expect(changed).not.toBe(created.request.body);
    const answer = await w.send({
      ...created.request,
      body: changed,
      headers: { ...created.request.headers, "X-EXTERNAL-ID": "777000111" },
    });
    expect(answer.status).toBe(401);
  },
  "C-03": async (w) => {
    const body = w.body("pgCreateOrder");
    const expired = await w.call("pgCreateOrder", body, { accessToken: EXPIRED_TOKEN });
    expect(expired.answer.responseMessage).toBe("Invalid Token (B2B)");
    // A real token older than 900 seconds too.
    const token = await w.client.accessToken();
    w.wait(901);
    expect((await w.call("pgCreateOrder", body, { accessToken: token })).code).toBe("4016001");
    const fresh = mockClient(
      w.mock,
      operations,
      { clientId: w.client.clientId, privateKeyPem: privateKey },
      () => new Date(w.clock),
    );
    expect((await fresh.call("pgCreateOrder", body)).body.responseCode).toBe("2006000");
  },
  "C-04": async (w) => {
    await w.call("pgCreateOrder", w.body("pgCreateOrder"), { externalId: "123456789" });
    await w.call("pgCreateOrder", w.body("pgCreateOrder"), { externalId: "123456789" });
  },
  "C-05": async (w) => {
    const { ref } = await paidOrder(w);
    expect((await w.call("pgCreateOrder", w.body("pgCreateOrder", { partnerReferenceNo: ref }))).code).toBe("4096001");
    const { ref: topUpRef } = await topUp(w);
    expect((await w.call("customerTopUp", w.body("customerTopUp", { partnerReferenceNo: topUpRef }))).code).toBe(
      "4093801",
    );
    const { ref: transferRef } = await transfer(w);
    expect((await w.call("transferToBank", w.body("transferToBank", { partnerReferenceNo: transferRef }))).code).toBe(
      "4094301",
    );
    const { customerToken } = await bind(w);
    const { ref: payRef } = await pay(w, {}, customerToken);
    const other = w.body("directDebitPayment", { partnerReferenceNo: payRef, amount: money("151000.00") });
    expect((await w.call("directDebitPayment", other, { customerToken })).code).toBe("4045418");
  },
  "C-06": async (w) => {
    const { ref } = await order(w);
    const status = await pgQuery(w, ref);
    expect([status.code, status.answer.latestTransactionStatus]).toEqual(["2006200", "01"]);
    expect((await pgQuery(w, "INV-NEVER-SENT")).code).toBe("4046201");
    expect(
      (await w.call("pgCreateOrder", w.body("pgCreateOrder", { partnerReferenceNo: "INV-NEVER-SENT" }))).code,
    ).toBe("2006000");
  },
  "PG-01": async (w) => {
    const { ref, created } = await paidOrder(w);
    expect(created.answer.partnerReferenceNo).toBe(ref);
    expect((await pgQuery(w, ref)).answer.latestTransactionStatus).toBe("00");
  },
  "PG-02": async (w) => {
    await order(w, { amount: money("40301.00") });
  },
  "PG-03": async (w) => {
    const { ref } = await order(w, { amount: money("20200.00") });
    expect((await pgQuery(w, ref)).answer.latestTransactionStatus).toBe("01");
    w.wait(61);
    expect((await pgQuery(w, ref)).answer.latestTransactionStatus).toBe("00");
  },
  "PG-04": async (w) => {
    const { ref } = await order(w, { amount: money("50000.00") });
    // No order exists; the status query says so (07), and a retry with the same reference creates it.
    expect((await pgQuery(w, ref)).answer.latestTransactionStatus).toBe("07");
    expect((await w.call("pgCreateOrder", w.body("pgCreateOrder", { partnerReferenceNo: ref }))).code).toBe("2006000");
  },
  "PG-05": async (w) => {
    const { ref } = await order(w, { amount: money("40418.00") });
    await order(w, { partnerReferenceNo: ref + "-2" });
    expect(
      (
        await w.call(
          "pgCreateOrder",
          w.body("pgCreateOrder", { partnerReferenceNo: ref + "-2", amount: money("150001.00") }),
        )
      ).code,
    ).toBe("4046018");
  },
  "PG-06": async (w) => {
    const { body, created } = await order(w);
    const again = await w.call("pgCreateOrder", body);
    expect(again.answer.referenceNo).toBe(created.answer.referenceNo);
  },
  "PG-07": async (w) => {
    const { ref } = await paidOrder(w);
    await w.call("pgCreateOrder", w.body("pgCreateOrder", { partnerReferenceNo: ref }));
  },
  "PG-08": async (w) => {
    const { ref } = await order(w);
    await pgQuery(w, ref);
    await pgQuery(w, "INV-NOTHING-RECEIVED");
  },
  "PG-09": async (w) => {
    const validUpTo = new Date(w.clock + 5 * 60_000);
    const { ref } = await order(w, { validUpTo: gmt7(validUpTo) });
    w.wait(6 * 60);
    const status = await pgQuery(w, ref);
    expect([status.answer.latestTransactionStatus, status.answer.additionalInfo.closeReason]).toEqual([
      "05",
      "EXPIRED",
    ]);
  },
  "PG-10": async (w) => {
    const { ref, body } = await order(w);
    await w.call("pgCancelOrder", {
      ...w.body("pgCancelOrder", { originalPartnerReferenceNo: ref, amount: body.amount }),
      originalReferenceNo: undefined,
    });
    expect((await pgQuery(w, ref)).answer.latestTransactionStatus).toBe("05");
  },
  "PG-11": async (w) => {
    const { ref } = await paidOrder(w);
    await pgRefund(w, ref, "150000.00");
    expect((await pgQuery(w, ref)).answer.latestTransactionStatus).toBe("04");
  },
  "PG-12": async (w) => {
    const { ref } = await paidOrder(w);
    await pgRefund(w, ref, "30000.00");
    await pgRefund(w, ref, "45000.00");
    const status = await pgQuery(w, ref);
    expect([status.answer.latestTransactionStatus, status.answer.additionalInfo.refundedAmount]).toEqual([
      "00",
      money("75000.00"),
    ]);
  },
  "PG-13": async (w) => {
    await pgRefund(w, (await paidOrder(w)).ref, "40314.00");
  },
  "PG-14": async (w) => {
    await pgRefund(w, (await paidOrder(w)).ref, "40301.00");
  },
  "PG-15": async (w) => {
    const consult = await w.call("pgConsultPay", w.body("pgConsultPay"));
    expect(consult.answer.paymentInfos.length).toBeGreaterThan(0);
  },
  "WB-01": async (w) => {
    const { authCode } = await bind(w);
    expect(authCode).toMatch(/^AC/);
    const deeplink = await w.call("deeplinkBinding", w.body("deeplinkBinding"));
    const page = await w.open(deeplink.answer.webRedirectUrl);
    const code = new URL(page.headers.Location).searchParams.get("authCode") ?? "";
    expect(new URL(page.headers.Location).searchParams.get("state")).toBe(w.body("deeplinkBinding").state);
    expect((await w.call("applyToken", w.body("applyToken", { authCode: code }))).code).toBe("2007400");
  },
  "WB-02": async (w) => {
    await w.call("deeplinkBinding", w.body("deeplinkBinding", { phoneNo: "6281200000000" }));
    const oauth = await w.call("getOAuth", undefined, {
      query: {
        clientId: "2026031000000001",
        redirectUrl: "https://shop.merchant.example/cb",
        scopes: "PAYMENT",
        state: "7c30b5d0e1f94a6b",
        seamlessData: JSON.stringify({ mobileNumber: "6281200000000" }),
      },
    });
    const page = await w.open(oauth.answer.webRedirectUrl);
    expect(new URL(page.headers.Location).searchParams.get("error")).toBe("account_inactive");
  },
  "WB-03": async (w) => {
    const { customerToken } = await bind(w);
    const balance = await w.call("balanceInquiry", w.body("balanceInquiry"), { customerToken });
    expect(balance.answer.accountInfos[0].availableBalance).toEqual(money("5000000.00"));
  },
  "WB-04": async (w) => {
    const { customerToken } = await bind(w);
    const { paid } = await pay(w, { amount: money("150000.00") }, customerToken);
    expect(paid.answer.approvalCode).toMatch(/^\d{6}$/);
  },
  "WB-05": async (w) => {
    await pay(w, { amount: money("40314.00") }, (await bind(w)).customerToken);
  },
  "WB-06": async (w) => {
    await pay(w, { amount: money("40301.00") }, (await bind(w)).customerToken);
  },
  "WB-07": async (w) => {
    const { ref } = await pay(w, { amount: money("20200.00") }, (await bind(w)).customerToken);
    expect((await ddpQuery(w, ref)).answer.latestTransactionStatus).toBe("03");
    w.wait(61);
    expect((await ddpQuery(w, ref)).answer.latestTransactionStatus).toBe("00");
  },
  "WB-08": async (w) => {
    const { ref } = await pay(w, { amount: money("50000.00") }, (await bind(w)).customerToken);
    expect((await ddpQuery(w, ref)).code).toBe("4045501");
  },
  "WB-09": async (w) => {
    const { customerToken } = await bind(w);
    await pay(w, { amount: money("40418.00") }, customerToken);
    const { ref } = await pay(w, {}, customerToken);
    await w.call(
      "directDebitPayment",
      w.body("directDebitPayment", { partnerReferenceNo: ref, amount: money("99000.00") }),
      {
        customerToken,
      },
    );
    expect(w.codes.filter((c) => c === "4045418")).toHaveLength(2);
  },
  "WB-10": async (w) => {
    const { customerToken } = await bind(w);
    const body = w.body("directDebitPayment");
    (body.additionalInfo as { order: { buyer: Record<string, string> } }).order.buyer.externalUserId = "6281200000000";
    await w.call("directDebitPayment", body, { customerToken });
  },
  "WB-11": async (w) => {
    const { customerToken, refreshToken } = await bind(w);
    const body = w.body("directDebitPayment");
    expect((await w.call("directDebitPayment", body, { customerToken: EXPIRED_TOKEN })).answer.responseMessage).toBe(
      "Invalid Token (B2B2C)",
    );
    w.wait(31 * 60);
    expect((await w.call("directDebitPayment", body, { customerToken })).code).toBe("4015401");
    const refreshed = await w.call("applyToken", { grantType: "REFRESH_TOKEN", refreshToken });
    const retry = { ...body, validUpTo: gmt7(new Date(w.clock + 30 * 60_000)) };
    expect((await w.call("directDebitPayment", retry, { customerToken: refreshed.answer.accessToken })).code).toBe(
      "2005400",
    );
  },
  "WB-12": async (w) => {
    const { ref } = await pay(w, {}, (await bind(w)).customerToken);
    await ddpQuery(w, ref);
    await ddpQuery(w, "ORD-NEVER-SENT");
  },
  "WB-13": async (w) => {
    const { ref } = await pay(w, {}, (await bind(w)).customerToken);
    await w.call("widgetCancelOrder", {
      ...w.body("widgetCancelOrder", { originalPartnerReferenceNo: ref }),
      originalReferenceNo: undefined,
    });
    expect((await ddpQuery(w, ref)).answer.latestTransactionStatus).toBe("05");
  },
  "WB-14": async (w) => {
    const { customerToken } = await bind(w);
    const full = await pay(w, {}, customerToken);
    await ddpRefund(w, full.ref, "150000.00");
    expect((await ddpQuery(w, full.ref)).answer.latestTransactionStatus).toBe("04");
    const parts = await pay(w, {}, customerToken);
    await ddpRefund(w, parts.ref, "50001.00");
    await ddpRefund(w, parts.ref, "30000.00");
    expect(w.codes.filter((c) => c === "2005800")).toHaveLength(3);
  },
  "WB-15": async (w) => {
    const { ref } = await pay(w, {}, (await bind(w)).customerToken);
    await ddpRefund(w, ref, "40314.00");
    await ddpRefund(w, ref, "40301.00");
  },
  "WB-16": async (w) => {
    const { customerToken, refreshToken } = await bind(w);
    await w.call("accountUnbinding", w.body("accountUnbinding"), { customerToken });
    await w.call("applyToken", { grantType: "REFRESH_TOKEN", refreshToken });
    expect((await w.call("balanceInquiry", w.body("balanceInquiry"), { customerToken })).code).toBe("4011101");
  },
  "WN-01": async (w) => {
    const { paid, ref } = await pay(w, { amount: money("150000.00") });
    expect(paid.answer.webRedirectUrl).toContain(paid.answer.referenceNo);
    expect((await w.open(paid.answer.webRedirectUrl)).status).toBe(302);
    expect((await ddpQuery(w, ref)).answer.latestTransactionStatus).toBe("00");
  },
  "WN-02": async (w) => {
    const { ref } = await pay(w, { amount: money("20200.00") });
    w.wait(61);
    expect((await ddpQuery(w, ref)).answer.latestTransactionStatus).toBe("00");
  },
  "WN-03": async (w) => {
    await pay(w, { amount: money("40301.00") });
    await pay(w, { amount: money("40314.00") });
  },
  "WN-04": async (w) => {
    const { paid, ref } = await pay(w);
    await w.open(paid.answer.webRedirectUrl);
    expect((await ddpQuery(w, ref)).answer.latestTransactionStatus).toBe("00");
  },
  "WN-05": async (w) => {
    const { ref } = await pay(w, { validUpTo: gmt7(new Date(w.clock + 15 * 60_000)) });
    w.wait(16 * 60);
    expect((await ddpQuery(w, ref)).answer.latestTransactionStatus).toBe("05");
  },
  "WN-06": async (w) => {
    const first = await pay(w);
    await w.open(first.paid.answer.webRedirectUrl);
    expect(
      (
        await w.call("widgetCancelOrder", {
          ...w.body("widgetCancelOrder", { originalPartnerReferenceNo: first.ref }),
          originalReferenceNo: undefined,
        })
      ).code,
    ).toBe("2005700");
    const second = await pay(w);
    await w.open(second.paid.answer.webRedirectUrl);
    expect((await ddpRefund(w, second.ref, "30000.00")).code).toBe("2005800");
    expect((await ddpRefund(w, second.ref, "40314.00")).code).toBe("4035814");
    expect((await ddpRefund(w, second.ref, "40301.00")).code).toBe("4035802");
  },
};
