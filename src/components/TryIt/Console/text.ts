import { referenceFields } from "../../../lib/mock";
import type { AutoHeader, Environment, HeaderField } from "../../../lib/tryit";

/**
 * The console's help texts, written for the operation on the page: they name only the headers the
 * call has, the references its body carries and the secrets its signature uses (the access-token
 * calls are signed with the private key only and have no X-EXTERNAL-ID).
 */

/** "a, b and c". */
const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;

/** Under Credentials: what the environment accepts; the client secret only when the call can use it. */
export function credentialsHint(environment: Environment, symmetricAllowed: boolean): string {
  if (environment !== "simulated") return "Use the sandbox credentials from the merchant dashboard.";
  return symmetricAllowed
    ? "The simulated sandbox accepts any client id, with the public key of the private key below and the client secret below."
    : "The simulated sandbox accepts any client id, with the public key of the private key below. This call is always signed with the private key.";
}

/** What the console computes on every send, in the order a reader meets it. */
const computed: [AutoHeader, string][] = [
  ["timestamp", "a new X-TIMESTAMP"],
  ["external-id", "a new X-EXTERNAL-ID"],
  ["authorization", "the access token"],
  ["customer-token", "the customer token"],
  ["signature", "the signature"],
];

/** Above the headers: what "automatic" means for this call's headers. */
export function automaticHeadersHint(fields: HeaderField[]): string {
  const has = new Set(fields.map((f) => f.auto));
  const filled = computed.filter(([auto]) => has.has(auto)).map(([, text]) => text);
  return `Empty fields marked automatic are filled in on every send: ${listed(filled)}. Type a value to send it instead (for example an old X-TIMESTAMP to see the sandbox refuse it).`;
}

/** The reference fields at the top of a request body (`partnerReferenceNo`, …), in the body's order. */
export function bodyReferences(body: string): string[] {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return [];
    return Object.keys(parsed).filter((k) => referenceFields.includes(k));
  } catch {
    return [];
  }
}

/** Beside "Keep my references": what stays and what is still new, for this call. */
export function keepReferencesHint(references: string[], fields: HeaderField[]): string {
  const renewed = computed
    .filter(([auto]) => (auto === "timestamp" || auto === "external-id") && fields.some((f) => f.auto === auto))
    .map(([, text]) => text.replace(/^a new /, ""));
  const kept = references.length
    ? `Sends the body as it is, with the same ${listed(references)}, to retry a request (idempotency scenarios).`
    : "Sends the body as it is, to repeat a request.";
  return renewed.length
    ? `${kept} ${listed(renewed)} ${renewed.length > 1 ? "are" : "is"} still new on each send.`
    : kept;
}
