/**
 * Browser stand-in for `prop-types`, aliased in src/node/webpack/config.ts. Gatsby's runtime, its
 * Link and its router declare `propTypes` with it, and Preact never checks them in production
 * (only preact/debug does). Same shape as the package's production build, in a few bytes: every
 * type (`string`, `object`, and what a maker such as `shape(...)` returns) is one validator that
 * passes and is its own `isRequired`.
 */
interface Validator {
  (...args: unknown[]): null;
  isRequired: Validator;
}

const validator = Object.assign(() => null, {}) as Validator;
validator.isRequired = validator;

/** The type makers: each takes a description and returns a validator. */
const makers = new Set(["arrayOf", "exact", "instanceOf", "objectOf", "oneOf", "oneOfType", "shape"]);
const maker = () => validator;

/** Every other name (`checkPropTypes` included) is a validator: nothing is ever checked. */
const PropTypes: Record<string, unknown> = new Proxy(
  {},
  { get: (_, name) => (makers.has(name as string) ? maker : validator) },
);

export default PropTypes;
