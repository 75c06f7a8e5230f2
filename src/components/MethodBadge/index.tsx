import React from "react";
import type { HttpMethod } from "../../lib/openapi/types";
import * as styles from "./styles.module.css";

const methodClass: Record<HttpMethod, string> = {
  GET: styles.methodGet,
  POST: styles.methodPost,
  PUT: styles.methodPut,
  PATCH: styles.methodPatch,
  DELETE: styles.methodDelete,
};

export interface MethodBadgeProps {
  method: HttpMethod;
}

/** The HTTP method of an operation, coloured by kind (GET reads, POST writes). */
export function MethodBadge({ method }: MethodBadgeProps) {
  return <span className={`${styles.badge} ${methodClass[method]}`}>{method}</span>;
}
