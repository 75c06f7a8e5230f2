import { createStorageSlot, storageKeys } from "../storage";
import { generateKeyPairPem } from "../signature";
import type { Credentials } from "./request";
import { memoryTokenCache, type TokenCache } from "./send";

/**
 * What the Try it console remembers. Credentials and tokens (B2B access token, customer token)
 * live in this module's memory for the visit (they survive client-side navigation between API
 * pages, and are gone on reload); they are never written to storage or put in a URL. Only the
 * chosen environment is stored (localStorage `tryit.environment`)
 */

export type Environment = "simulated" | "sandbox";

/** The client id that goes with a test key pair generated in the page, when the reader has typed none. */
export const TEST_CLIENT_ID = "2025031400000001";

let credentials: Credentials = { clientId: "", privateKeyPem: "", clientSecret: "", signing: "asymmetric" };
const tokens = new Map<Environment, TokenCache>();

export function currentCredentials(): Credentials {
  return credentials;
}

/** Replaces the credentials; a changed client id, key or secret drops the cached tokens. */
export function updateCredentials(next: Credentials): void {
  if (
    next.clientId !== credentials.clientId ||
    next.privateKeyPem !== credentials.privateKeyPem ||
    next.clientSecret !== credentials.clientSecret
  )
    forgetTokens();
  credentials = next;
}

/** The B2B access token the console got in an environment during this visit. */
export function tokenCache(environment: Environment): TokenCache {
  let cache = tokens.get(environment);
  if (!cache) {
    cache = memoryTokenCache();
    tokens.set(environment, cache);
  }
  return cache;
}

export function forgetTokens(): void {
  for (const cache of tokens.values()) cache.clear();
}

const environmentSlot = createStorageSlot(storageKeys.tryItEnvironment);

/** The reader's environment; `sandbox` only when one is configured, else the simulated sandbox. */
export function storedEnvironment(sandboxAvailable: boolean): Environment {
  return sandboxAvailable && environmentSlot.get() === "sandbox" ? "sandbox" : "simulated";
}

export function storeEnvironment(environment: Environment): void {
  environmentSlot.set(environment);
}

let sakuKeyPair: Promise<{ privateKeyPem: string; publicKeyPem: string }> | null = null;

/**
 * The key pair the console signs test notifications with, standing in for Saku's: made once per
 * visit with Web Crypto; the reader verifies with its public key as they would with Saku's. A
 * failed generation is forgotten, so the next build tries again.
 */
export function simulatedSakuKeyPair(): Promise<{ privateKeyPem: string; publicKeyPem: string }> {
  sakuKeyPair ??= generateKeyPairPem();
  sakuKeyPair.catch(() => (sakuKeyPair = null));
  return sakuKeyPair;
}
