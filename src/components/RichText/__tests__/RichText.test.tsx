import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { RichText } from "..";

vi.mock("gatsby", () => import("../../__tests__/gatsby-mock"));

describe("RichText", () => {
  it("gives inline code and identifiers in prose the identifier break points (<wbr>), the text unchanged", () => {
    const url = "https://merchant.example.com/notify/payment-result-callback";
    const markup = renderToStaticMarkup(
      <RichText
        nodes={[
          [
            "p",
            0,
            "Reuse ",
            ["code", 0, "partnerReferenceNo"],
            " and ",
            ["code", 0, "additionalInfo.payOptionDetails"],
          ],
          ["p", 0, "Unless additionalInfo.refundAccount is missing, notify ", ["code", 0, url]],
        ]}
      />,
    );
    expect(markup).toBe(
      "<p>Reuse <code>partnerReferenceNo</code> and <code>additionalInfo.<wbr/>payOptionDetails</code></p>" +
        "<p>Unless additionalInfo.<wbr/>refundAccount is missing, notify " +
        // Longer than stays on one line on wide screens: marked to wrap there too.
        '<code data-long="">https://<wbr/>merchant.<wbr/>example.<wbr/>com/<wbr/>notify/<wbr/>payment-<wbr/>result-<wbr/>callback</code></p>',
    );
  });

  it("leaves code blocks as they are", () => {
    const markup = renderToStaticMarkup(<RichText nodes={[["pre", 0, ["code", 0, "partnerReferenceNo"]]]} />);
    expect(markup).toBe("<pre><code>partnerReferenceNo</code></pre>");
  });
});
