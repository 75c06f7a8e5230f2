/**
 * A compact JSON Schema (2020-12) checker for the request checker on API pages: the
 * keywords the OpenAPI document uses, with messages written for a merchant's developer and
 * located by field (`amount.value`, `urlParams[0].url`). A few KB instead of a general
 * validator; its verdicts are tested against Ajv on every operation of the document.
 *
 * Supported: $ref (to the schema's own $defs or any local pointer), type, enum, const,
 * minLength, maxLength, pattern, format (date-time, date, email, uri), minimum, maximum,
 * exclusiveMinimum, exclusiveMaximum, multipleOf, items, prefixItems, minItems, maxItems,
 * uniqueItems, contains, minContains, maxContains, required, properties, patternProperties,
 * additionalProperties, propertyNames, minProperties, maxProperties, dependentRequired,
 * dependentSchemas, allOf, anyOf, oneOf, not, if / then / else. Annotations are ignored.
 */
export { checkBodyText } from "./body";
export { findJsonError, parseJsonText } from "./parser";
export { undefinedFields } from "./undefined-fields";
export { checkJson } from "./validator";
export { describeCondition, formatPath } from "./values";
export type { BodyCheck, JsonParseProblem, JsonPath, JsonSchema, Violation } from "./types";
