/** A navbar item of a type the site does not have: the crash names its configuration. */
export function unknownItemError(item: unknown): Error {
  return new Error(`Navbar item of unknown type, with this configuration:\n${JSON.stringify(item, null, 2)}`);
}
