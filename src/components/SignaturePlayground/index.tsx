import React, { useEffect, useState } from "react";
import * as styles from "./styles.module.css";

type PlaygroundComponent = React.ComponentType;

/**
 * The signature playground as an MDX component (`<SignaturePlayground />`). This shell is all
 * that other pages' bundles carry; the playground itself and its crypto code are a separate
 * chunk, fetched when the page that uses it mounts.
 */
export function SignaturePlayground() {
  const [Playground, setPlayground] = useState<PlaygroundComponent | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    import(/* webpackChunkName: "signature-playground" */ "./Playground")
      .then((module) => active && setPlayground(() => module.Playground))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, []);
  if (Playground) return <Playground />;
  return (
    <div className={styles.placeholder} aria-busy={!failed}>
      <p>
        {failed
          ? "The signature playground could not be loaded. Check your connection and reload the page."
          : "Loading the signature playground…"}
      </p>
      <noscript>The signature playground runs in your browser and needs JavaScript.</noscript>
    </div>
  );
}
