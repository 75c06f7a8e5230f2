import {
  money,
  inquiry,
  topUp,
  topUpStatus,
  transfer,
  transferStatus,
  division,
  shop,
  type World,
} from "./scenario-world";

/** Walks of the disbursement and merchant management scenarios. */
export const moneyOutWalks: Record<string, (w: World) => Promise<void>> = {
  "DB-01": async (w) => {
    const inq = await inquiry(w);
    expect(inq.answer.sessionId).toMatch(/^[0-9a-f-]{36}$/);
  },
  "DB-02": async (w) => {
    const inq = await inquiry(w, "6281200000000");
    expect([inq.answer.additionalInfo.customerStatus, inq.answer.sessionId]).toEqual(["FROZEN", undefined]);
  },
  "DB-03": async (w) => {
    await topUp(w);
  },
  "DB-04": async (w) => {
    await topUp(w, "40314.00");
  },
  "DB-05": async (w) => {
    await topUp(w, "40301.00");
  },
  "DB-06": async (w) => {
    const { ref } = await topUp(w, "20200.00");
    expect((await topUpStatus(w, ref)).answer.latestTransactionStatus).toBe("03");
    w.wait(61);
    expect((await topUpStatus(w, ref)).answer.latestTransactionStatus).toBe("00");
  },
  "DB-07": async (w) => {
    await topUp(w, "50000.00");
  },
  "DB-08": async (w) => {
    await topUp(w, "40418.00");
  },
  "DB-09": async (w) => {
    const { body, result } = await topUp(w);
    const again = await w.call("customerTopUp", body);
    expect(again.answer.referenceNo).toBe(result.answer.referenceNo);
    await w.call("customerTopUp", { ...body, amount: money("99000.00") });
  },
  "DB-10": async (w) => {
    const { ref } = await topUp(w);
    await topUpStatus(w, ref);
    await topUpStatus(w, "TOPUP-NEVER-SENT");
  },
  "DK-01": async (w) => {
    await w.call("beneficiaryBankCodeList", w.body("beneficiaryBankCodeList"));
    await w.call("checkDisbursementAccount", w.body("checkDisbursementAccount"));
  },
  "DK-02": async (w) => {
    const inq = await w.call(
      "transferToBankAccountInquiry",
      w.body("transferToBankAccountInquiry", { beneficiaryAccountNo: "1234567890" }),
    );
    expect(inq.answer.beneficiaryAccountName).toBe("Budi Santoso");
  },
  "DK-03": async (w) => {
    await w.call(
      "transferToBankAccountInquiry",
      w.body("transferToBankAccountInquiry", { beneficiaryAccountNo: "0000000000" }),
    );
  },
  "DK-04": async (w) => {
    await transfer(w);
  },
  "DK-05": async (w) => {
    const { ref } = await transfer(w, "150000.00", "9999999999");
    expect((await transferStatus(w, ref)).answer.latestTransactionStatus).toBe("03");
    w.wait(61);
    expect((await transferStatus(w, ref)).answer.latestTransactionStatus).toBe("00");
  },
  "DK-06": async (w) => {
    await transfer(w, "40314.00");
  },
  "DK-07": async (w) => {
    await transfer(w, "40301.00");
  },
  "DK-08": async (w) => {
    const { ref } = await transfer(w, "20200.00");
    w.wait(61);
    expect((await transferStatus(w, ref)).answer.latestTransactionStatus).toBe("00");
  },
  "DK-09": async (w) => {
    await transfer(w, "50000.00");
  },
  "DK-10": async (w) => {
    await transfer(w, "40418.00");
  },
  "DK-11": async (w) => {
    const { body, result } = await transfer(w);
    const again = await w.call("transferToBank", body);
    expect(again.answer.referenceNo).toBe(result.answer.referenceNo);
    await w.call("transferToBank", { ...body, amount: money("99000.00") });
  },
  "DK-12": async (w) => {
    const { ref } = await transfer(w);
    await transferStatus(w, ref);
    await transferStatus(w, "PAYOUT-NEVER-SENT");
  },
  "MM-01": async (w) => {
    const divisionId = await division(w);
    await w.call("queryDivision", { merchantId: "216620000091234567890", divisionId });
    await w.call("updateDivision", w.body("updateDivision", { divisionId }));
  },
  "MM-02": async (w) => {
    const { created } = await shop(w);
    const shopId = created.answer.shopId as string;
    expect((await w.call("queryShop", { merchantId: "216620000091234567890", shopId })).answer.shopId).toBe(shopId);
    await w.call("updateShop", w.body("updateShop", { shopId }));
  },
  "MM-03": async (w) => {
    const { body, created } = await shop(w);
    expect((await w.call("createShop", body)).answer.shopId).toBe(created.answer.shopId);
    await w.call("createShop", { ...body, shopName: "Another name" });
  },
  "MM-04": async (w) => {
    const parent = await division(w);
    const { lat: _lat, ...withoutLat } = w.body("createShop", { parentDivisionId: parent });
    await w.call("createShop", withoutLat);
  },
  "MM-05": async (w) => {
    const { body } = await shop(w);
    await w.call("queryShop", { merchantId: body.merchantId, externalShopId: body.externalShopId });
    await w.call("queryShop", { merchantId: body.merchantId, externalShopId: "SHOP-NEVER-SENT" });
  },
};
