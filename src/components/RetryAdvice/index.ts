import type { ResponseCodeView } from "../../lib/openapi/types";
import * as styles from "./styles.module.css";

/** How the retry advice of a response code reads, on operation pages and in the catalog. */
export const retryLabel: Record<ResponseCodeView["retry"], string> = {
  no: "No",
  yes: "Yes",
  "same-reference": "Yes, with the same reference",
  inquiry: "Query the status first",
};

export const retryClass: Record<ResponseCodeView["retry"], string> = {
  no: styles.retryNo,
  yes: styles.retryYes,
  "same-reference": styles.retrySameReference,
  inquiry: styles.retryInquiry,
};
