import React from "react";
import type { LifecycleStatus } from "../../lib/openapi/types";
import * as styles from "./styles.module.css";

export interface LifecycleBadgeProps {
  status: LifecycleStatus;
}

const labels: Record<LifecycleStatus, string> = { stable: "Stable", beta: "Beta", deprecated: "Deprecated" };

/** Lifecycle status of an operation (api-status and each API page). */
export function LifecycleBadge({ status }: LifecycleBadgeProps) {
  return <span className={`${styles.badge} ${styles[status]}`}>{labels[status]}</span>;
}
