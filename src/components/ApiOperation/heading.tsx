import React from "react";
import { apiSections, type ApiSection } from "../../lib/openapi";
import { makeHeading } from "../mdx/Heading";

const H2 = makeHeading(2);
const H3 = makeHeading(3);

/** A section's heading of an operation's reference, with its fixed id (CONTENT.md: API page anatomy). */
export function SectionHeading({ section }: { section: ApiSection }) {
  const { id, value, depth } = apiSections[section];
  return depth === 2 ? <H2 id={id}>{value}</H2> : <H3 id={id}>{value}</H3>;
}
