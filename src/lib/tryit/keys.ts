import { importPrivateKey, publicKeyPemOf } from "../signature";

/** The public key (PEM) of a PEM private key, or null when it cannot be read as one. */
export async function publicKeyOfPem(privateKeyPem: string): Promise<string | null> {
  if (!privateKeyPem.trim()) return null;
  try {
    return await publicKeyPemOf(await importPrivateKey(privateKeyPem));
  } catch {
    return null;
  }
}
