import { createStorageSlot, storageKeys } from "../storage";
import type { Credentials } from "./request";

/**
 * What the Try it console remembers. Credentials and access tokens live in this module's memory
 * for the visit (they survive client-side navigation between API pages, and are gone on reload);
 * they are never written to storage or put in a URL. Only the chosen environment is stored
 * (localStorage `tryit.environment`, DESIGN.md).
 */

export type Environment = "simulated" | "sandbox";

let credentials: Credentials = { clientId: "", privateKeyPem: "", clientSecret: "", signing: "asymmetric" };
const tokens = new Map<string, { token: string; expiresAt: number }>();

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
    tokens.clear();
  credentials = next;
}

/** A cached access token for an environment, if it is still valid for another 30 seconds. */
export function cachedToken(environment: Environment, now = Date.now()): string | null {
  const entry = tokens.get(environment);
  return entry && entry.expiresAt - 30_000 > now ? entry.token : null;
}

export function rememberToken(
  environment: Environment,
  token: string,
  expiresInSeconds: number,
  now = Date.now(),
): void {
  tokens.set(environment, { token, expiresAt: now + expiresInSeconds * 1000 });
}

export function forgetTokens(): void {
  tokens.clear();
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
 * visit with Web Crypto; the reader verifies with its public key as they would with Saku's.
 */
export function simulatedSakuKeyPair(): Promise<{ privateKeyPem: string; publicKeyPem: string }> {
  sakuKeyPair ??= import("../signature-crypto").then((m) => m.generateKeyPairPem());
  return sakuKeyPair;
}
