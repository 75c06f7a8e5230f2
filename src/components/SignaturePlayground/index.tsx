import React from "react";
import { useLazyModule } from "../../hooks/useLazyModule";
import { LazyFallback } from "../LoadingPlaceholder";
import * as styles from "./styles.module.css";

const loadPlayground = () =>
  import(/* webpackChunkName: "signature-playground" */ "./Playground").then((module) => module.Playground);

/**
 * The signature playground as an MDX component (`<SignaturePlayground />`). This shell is all
 * that other pages' bundles carry; the playground itself and its crypto code are a separate
 * chunk, fetched when the page that uses it mounts.
 */
export function SignaturePlayground() {
  const playground = useLazyModule(loadPlayground, { immediate: true });
  const Playground = playground.module;
  if (Playground) return <Playground />;
  return (
    <div className={styles.placeholder}>
      <LazyFallback
        state={playground.state}
        label="Loading the signature playground"
        what="The signature playground"
        onRetry={playground.retry}
      />
      <noscript>The signature playground runs in your browser and needs JavaScript.</noscript>
    </div>
  );
}
