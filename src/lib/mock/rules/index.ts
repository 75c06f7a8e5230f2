import { defaultRule, type Rule } from "../ledger";
import * as disbursement from "./disbursement";
import * as merchant from "./merchant";
import * as pg from "./payment-gateway";
import * as widget from "./widget";
import * as binding from "./widget-binding";

/** The business rules of each operation, by operationId; operations not listed answer by `defaultRule`. */
export const rules: Record<string, Rule> = {
  pgCreateOrder: pg.pgCreateOrder,
  pgQueryPayment: pg.pgQueryPayment,
  pgCancelOrder: pg.pgCancelOrder,
  pgRefundOrder: pg.pgRefundOrder,
  getOAuth: binding.getOAuth,
  deeplinkBinding: binding.deeplinkBinding,
  applyToken: binding.applyToken,
  accountUnbinding: binding.accountUnbinding,
  balanceInquiry: binding.balanceInquiry,
  applyOtt: binding.withScope,
  queryUserProfile: binding.withScope,
  transactionHistory: binding.transactionHistory,
  transactionDetail: binding.transactionDetail,
  directDebitPayment: widget.directDebitPayment,
  widgetQueryPayment: widget.widgetQueryPayment,
  widgetCancelOrder: widget.widgetCancelOrder,
  widgetRefundOrder: widget.widgetRefundOrder,
  accountInquiry: disbursement.accountInquiry,
  customerTopUp: disbursement.customerTopUp,
  customerTopUpInquiryStatus: disbursement.customerTopUpInquiryStatus,
  beneficiaryBankCodeList: disbursement.beneficiaryBankCodeList,
  transferToBankAccountInquiry: disbursement.transferToBankAccountInquiry,
  transferToBank: disbursement.transferToBank,
  transferToBankInquiryStatus: disbursement.transferToBankInquiryStatus,
  createDivision: merchant.createDivision,
  queryDivision: merchant.queryDivision,
  updateDivision: merchant.updateDivision,
  createShop: merchant.createShop,
  queryShop: merchant.queryShop,
  updateShop: merchant.updateShop,
};

export const ruleOf = (operationId: string): Rule => rules[operationId] ?? defaultRule;
