import React from "react";
import * as styles from "./styles.module.css";

type Level = 2 | 3 | 4;

/** Headings with a hover "#" link to their own anchor (ids come from the build, remark-docs). */
export function makeHeading(level: Level) {
  const Tag = `h${level}` as const;
  function Heading({ id, children, ...rest }: React.HTMLAttributes<HTMLHeadingElement>) {
    return (
      <Tag id={id} className={styles.heading} {...rest}>
        {children}
        {id && (
          <a className={styles.anchor} href={`#${id}`} aria-label={`Link to this section`}>
            #
          </a>
        )}
      </Tag>
    );
  }
  Heading.displayName = `H${level}`;
  return Heading;
}
