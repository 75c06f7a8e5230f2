import type { ServiceRequestParts, SignatureCase } from "./types";

export const signatureCases: { value: SignatureCase; label: string; algorithm: string }[] = [
  { value: "access-token", label: "Access token", algorithm: "SHA256withRSA" },
  { value: "asymmetric", label: "Asymmetric service call", algorithm: "SHA256withRSA" },
  { value: "symmetric", label: "Symmetric service call", algorithm: "HMAC-SHA512" },
];

export const httpMethods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Relative path and fixed body of the B2B access-token call (authentication guide). */
export const ACCESS_TOKEN_PATH = "/v1.0/access-token/b2b";
export const ACCESS_TOKEN_BODY = '{"grantType":"client_credentials"}';
/** Relative path of Apply Token, the customer (B2B2C) token call, signed like the B2B one (widget binding guide). */
export const CUSTOMER_TOKEN_PATH = "/v1.0/access-token/b2b2c";

/** CHANNEL-ID of merchant host-to-host calls (authentication guide, "Credentials you hold"). */
export const DEFAULT_CHANNEL_ID = "95221";

/** SHA-256 of the empty string: the body hash of a request without a body. */
export const EMPTY_BODY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

/**
 * The worked example of the authentication guide ("Minify the body", "The symmetric string to
 * sign"): a Direct Debit Payment request whose minified body hashes to `9dc117a3…47f2a6`.
 */
export const guideExample = {
  clientId: "2025031400000001",
  timestamp: "2025-03-14T10:15:30+07:00",
  method: "POST",
  path: "/v1.0/debit/payment-host-to-host",
  accessToken: "eyJraWQiOiJiMmItMjAyNSIsImFsZyI6IlJTMjU2In0.eyJjbGllbnRJZCI6IjIwMjUwMzE0MDAwMDAwMDEifQ.Xq3v9Rk",
  body: JSON.stringify(
    {
      partnerReferenceNo: "ORD-20250314-100231",
      merchantId: "216620000000000001",
      amount: { value: "150000.00", currency: "IDR" },
      urlParams: [
        { url: "https://shop.merchant.example/orders/ORD-20250314-100231/return", type: "PAY_RETURN", isDeeplink: "N" },
        { url: "https://api.merchant.example/v1.0/debit/notify", type: "NOTIFICATION", isDeeplink: "N" },
      ],
      additionalInfo: {
        productCode: "51051000100000000001",
        order: { orderTitle: "Kopi Susu Gula Aren x3, Croissant x2" },
        envInfo: { terminalType: "APP", osType: "ANDROID" },
      },
    },
    null,
    2,
  ),
};

/** `<client id>|<X-TIMESTAMP>` */
export function accessTokenStringToSign(clientId: string, timestamp: string): string {
  return `${clientId}|${timestamp}`;
}

/** `<HTTP method>:<relative path>:<lowercase hex SHA-256 of minified JSON body>:<X-TIMESTAMP>` */
export function asymmetricStringToSign({ method, path, bodyHash, timestamp }: ServiceRequestParts): string {
  return `${method.toUpperCase()}:${path}:${bodyHash}:${timestamp}`;
}

/** The access token alone: the value after `Bearer ` in the Authorization header. */
export function bareAccessToken(token: string): string {
  return token.trim().replace(/^Bearer\s+/i, "");
}

/** `<HTTP method>:<relative path>:<access token>:<lowercase hex SHA-256 of minified body>:<X-TIMESTAMP>` */
export function symmetricStringToSign({
  accessToken,
  ...parts
}: ServiceRequestParts & { accessToken: string }): string {
  return `${parts.method.toUpperCase()}:${parts.path}:${bareAccessToken(accessToken)}:${parts.bodyHash}:${parts.timestamp}`;
}

/**
 * The notification test vector of the authentication guide: a body as a handler may receive it
 * (indented by a framework or proxy), its minified form and hash. A notification is verified over
 * the SHA-256 of the minified body: whitespace outside strings removed, key order and every string
 * kept. Every language's handler sample and the guide's verifier are tested with it.
 */
export const notificationVector = {
  path: "/v1.0/debit/notify",
  timestamp: "2025-03-14T10:20:31+07:00",
  received: `{
  "originalPartnerReferenceNo": "INV-20250314-000187",
  "originalReferenceNo": "20250314111212800110166000000000001",
  "latestTransactionStatus": "00",
  "amount": {
    "value": "10000.00",
    "currency": "IDR"
  },
  "additionalInfo": {
    "storeName": "Toko Kopi Senja"
  }
}`,
  minified:
    '{"originalPartnerReferenceNo":"INV-20250314-000187","originalReferenceNo":"20250314111212800110166000000000001","latestTransactionStatus":"00","amount":{"value":"10000.00","currency":"IDR"},"additionalInfo":{"storeName":"Toko Kopi Senja"}}',
  bodyHash: "8eab8c2c346e9a905a620cff00980f33e94a6106a9b408f57073b7749f2faf67",
};
