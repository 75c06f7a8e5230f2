import PropTypes from "../prop-types-stub";

/** A validator as React would call it: (props, propName, componentName, location, propFullName). */
type Validator = ((...args: unknown[]) => unknown) & { isRequired: Validator };
/** How Gatsby's runtime, Link and router use the package (gatsby/cache-dir, gatsby-link, @gatsbyjs/reach-router). */
const P = PropTypes as Record<string, ((...args: unknown[]) => Validator) & Validator>;

describe("prop-types stand-in", () => {
  it("gives every type a validator that passes and is its own isRequired", () => {
    for (const name of ["string", "object", "func", "bool", "node", "element", "any", "array", "number"]) {
      expect(P[name]({}, "to", "Link", "prop", "to")).toBeNull();
      expect(P[name].isRequired).toBe(P[name]);
    }
  });

  it("gives every type maker a validator, required or not", () => {
    const shaped = P.shape({ path: P.string.isRequired, data: P.object }).isRequired;
    expect(shaped({}, "location", "PageRenderer", "prop", "location")).toBeNull();
    for (const name of ["arrayOf", "oneOf", "oneOfType", "objectOf", "instanceOf", "exact"])
      expect(P[name](P.string).isRequired({}, "x", "C", "prop", "x")).toBeNull();
  });

  it("checks nothing", () => {
    expect(P.checkPropTypes({}, {}, "prop", "C")).toBeNull();
  });
});
