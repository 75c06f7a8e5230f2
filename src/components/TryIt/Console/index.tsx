import React, { useState } from "react";
import { usePrefixedId } from "../../../hooks/usePrefixedId";
import type { OperationView } from "../../../lib/openapi/types";
import type { Credentials as CredentialValues } from "../../../lib/tryit";
import {
  currentCredentials,
  storeEnvironment,
  storedEnvironment,
  updateCredentials,
  type Environment,
} from "../../../lib/tryit";
import type { OperationSchemas } from "../types";
import { Credentials } from "./Credentials";
import { sandboxUrl } from "./environment";
import { NotificationConsole } from "./Notification";
import { RequestConsole } from "./RequestConsole";
import { SimulatedRecords } from "./SimulatedRecords";
import * as styles from "./styles.module.css";

export interface ConsoleProps {
  operation: OperationView;
  schemas: OperationSchemas;
}

/**
 * The console of one operation: environment, credentials, the request, and the result. A
 * notification page gets the notification console instead: it signs with the page's simulated
 * Saku key and sends nothing, so neither environment nor credentials apply.
 */
export function Console({ operation, schemas }: ConsoleProps) {
  const id = usePrefixedId("try-it");
  const [environment, setEnvironment] = useState<Environment>(() => storedEnvironment(Boolean(sandboxUrl)));
  const [credentials, setCredentials] = useState<CredentialValues>(currentCredentials);
  const changeCredentials = (next: CredentialValues) => {
    updateCredentials(next);
    setCredentials(next);
  };
  const changeEnvironment = (next: Environment) => {
    storeEnvironment(next);
    setEnvironment(next);
  };

  if (operation.apiType === "notification")
    return (
      <div className={styles.console}>
        <NotificationConsole id={id} operation={operation} schemas={schemas} />
      </div>
    );
  return (
    <div className={styles.console}>
      <div className={styles.row}>
        <label className={styles.label} htmlFor={`${id}-environment`}>
          Environment
        </label>
        <select
          id={`${id}-environment`}
          className={styles.input}
          value={environment}
          onChange={(e) => changeEnvironment(e.currentTarget.value === "sandbox" ? "sandbox" : "simulated")}
        >
          <option value="simulated">Simulated sandbox (in this page)</option>
          {sandboxUrl && <option value="sandbox">Sandbox ({sandboxUrl})</option>}
        </select>
        <p className={styles.hint}>
          {environment === "simulated"
            ? "Runs in this page: it checks your request as the API does (headers, timestamp, schema, signature) and answers with the documented examples. Nothing leaves your browser. Amounts, accounts and users from the Scenario Testing guide select their outcomes."
            : `Requests go from your browser to ${sandboxUrl ?? ""}. Your keys still never leave this page: only the signed request does.`}
        </p>
      </div>
      {environment === "simulated" && <SimulatedRecords id={id} />}
      <Credentials
        id={id}
        value={credentials}
        onChange={changeCredentials}
        environment={environment}
        chooseSigning={operation.apiType === "service"}
      />
      <RequestConsole
        id={id}
        operation={operation}
        schemas={schemas}
        environment={environment}
        credentials={credentials}
      />
    </div>
  );
}
