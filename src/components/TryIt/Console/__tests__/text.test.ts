import type { HeaderField } from "../../../../lib/tryit";
import { automaticHeadersHint, bodyReferences, credentialsHint, keepReferencesHint } from "../text";

const field = (name: string, auto: HeaderField["auto"]): HeaderField => ({ name, required: true, auto, example: "" });
/** Apply Token: an access-token call, signed <client id>|<X-TIMESTAMP>, no X-EXTERNAL-ID, no reference. */
const applyToken = [
  field("Content-Type", "content-type"),
  field("X-TIMESTAMP", "timestamp"),
  field("X-CLIENT-KEY", "client-key"),
  field("X-SIGNATURE", "signature"),
];
const applyTokenBody = '{"grantType":"authorization_code","authCode":"a1b2c3"}';
/** Refund Order: a service call with a B2B token, X-EXTERNAL-ID and a refund reference. */
const refund = [
  field("Content-Type", "content-type"),
  field("Authorization", "authorization"),
  field("X-TIMESTAMP", "timestamp"),
  field("X-SIGNATURE", "signature"),
  field("X-PARTNER-ID", "partner-id"),
  field("X-EXTERNAL-ID", "external-id"),
  field("CHANNEL-ID", "channel-id"),
];
const refundBody = '{"originalPartnerReferenceNo":"INV-1","partnerRefundNo":"RFD-1","refundAmount":{"value":"1.00"}}';

describe("the console's help texts follow the operation", () => {
  it("an access-token call: no client secret, no X-EXTERNAL-ID, no partnerReferenceNo", () => {
    const texts = [
      credentialsHint("simulated", false),
      automaticHeadersHint(applyToken),
      keepReferencesHint(bodyReferences(applyTokenBody), applyToken),
    ].join("\n");
    expect(texts).not.toMatch(/client secret|X-EXTERNAL-ID|partnerReferenceNo|access token/);
    expect(automaticHeadersHint(applyToken)).toMatch(/every send: a new X-TIMESTAMP and the signature\./);
    expect(keepReferencesHint([], applyToken)).toBe(
      "Sends the body as it is, to repeat a request. X-TIMESTAMP is still new on each send.",
    );
  });

  it("a service call: the client secret, its own headers and its own references", () => {
    expect(credentialsHint("simulated", true)).toMatch(/client secret/);
    expect(automaticHeadersHint(refund)).toMatch(
      /every send: a new X-TIMESTAMP, a new X-EXTERNAL-ID, the access token and the signature\./,
    );
    expect(bodyReferences(refundBody)).toEqual(["partnerRefundNo"]);
    expect(keepReferencesHint(bodyReferences(refundBody), refund)).toBe(
      "Sends the body as it is, with the same partnerRefundNo, to retry a request (idempotency scenarios). X-TIMESTAMP and X-EXTERNAL-ID are still new on each send.",
    );
  });

  it("the real sandbox: the dashboard's credentials", () => {
    expect(credentialsHint("sandbox", true)).toBe("Use the sandbox credentials from the merchant dashboard.");
  });
});
