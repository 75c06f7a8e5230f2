import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { RichText } from "..";

vi.mock("gatsby", () => import("../../__tests__/gatsby-mock"));

describe("RichText", () => {
  it("gives inline code and identifiers in prose the identifier break points (<wbr>), the text unchanged", () => {
    const markup = renderToStaticMarkup(
      <RichText
        nodes={[
          ["p", 0, "Reuse ", ["code", 0, "partnerReferenceNo"], " and ", ["code", 0, "latestTransactionStatus"]],
          ["p", 0, "Unless additionalInfo.refundAccount is missing."],
        ]}
      />,
    );
    expect(markup).toBe(
      "<p>Reuse <code>partner<wbr/>Reference<wbr/>No</code> and <code>latest<wbr/>Transaction<wbr/>Status</code></p>" +
        "<p>Unless additional<wbr/>Info.<wbr/>refund<wbr/>Account is missing.</p>",
    );
  });

  it("leaves code blocks as they are", () => {
    const markup = renderToStaticMarkup(<RichText nodes={[["pre", 0, ["code", 0, "partnerReferenceNo"]]]} />);
    expect(markup).toBe("<pre><code>partnerReferenceNo</code></pre>");
  });
});
