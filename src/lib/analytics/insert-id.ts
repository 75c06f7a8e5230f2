/**
 * A random `$insert_id`: 32 hexadecimal digits from 16 random bytes (Mixpanel takes up to 36 of
 * [A-Za-z0-9-]), made when an event is raised, in every page's first load: kept short for that.
 * From crypto.getRandomValues, which browsers offer on plain http too (crypto.randomUUID only in
 * secure contexts), so two tabs that both complete one raised record send copies that Mixpanel
 * and the queue see as one event.
 */
export function createInsertId(random: Pick<Crypto, "getRandomValues"> = crypto): string {
  return Array.from(random.getRandomValues(new Uint8Array(16)), (byte) => (byte | 256).toString(16).slice(1)).join("");
}
