import React, { useRef, useState } from "react";
import { siteConfig } from "../../config";
import { generateKeyPairPem } from "../../lib/signature";
import {
  TEST_CLIENT_ID,
  currentCredentials,
  flows,
  networkTransport,
  runFlowStep,
  storedEnvironment,
  tokenCache,
  updateCredentials,
  type Credentials,
  type Environment,
  type StepOutcome,
  type StepRecord,
} from "../../lib/tryit";
import { Result, ScrollText } from "./Console/Result";
import * as styles from "./Console/styles.module.css";

/** The simulated sandbox's chunk, as the console loads it: the mock stays out of this chunk. */
const loadSimulatedSandbox = () =>
  import(/* webpackChunkName: "simulated-sandbox" */ "../../lib/tryit/lazy").then(async (module) => ({
    module,
    operations: await module.loadSimulatedSandbox(),
  }));

const sandboxUrl = siteConfig.tryIt.sandboxUrl;
const random = (length: number) => crypto.getRandomValues(new Uint8Array(length));

/**
 * The reader's credentials for the environment: in the simulated sandbox, a test key pair made in
 * the page when there is none yet (kept in memory, shared with the Try it console, as its
 * "Generate a test key pair" does); a configured sandbox needs the reader's own.
 */
async function credentialsFor(environment: Environment): Promise<Credentials> {
  const current = currentCredentials();
  if (current.privateKeyPem.trim() && current.clientId.trim()) return current;
  if (environment === "sandbox")
    throw new Error(
      "Enter your sandbox client id and private key in the Try it console of any API page (they stay in this page's memory), then run the step again.",
    );
  const pair = await generateKeyPairPem();
  const next = { ...current, clientId: current.clientId.trim() || TEST_CLIENT_ID, privateKeyPem: pair.privateKeyPem };
  updateCredentials(next);
  return next;
}

async function runStep(name: string, index: number, records: StepRecord[], environment: Environment) {
  const credentials = await credentialsFor(environment);
  const { module, operations } = await loadSimulatedSandbox();
  const simulated = environment === "simulated" ? await module.simulatedSandbox(credentials) : null;
  return runFlowStep(flows[name].steps, index, records, {
    operations,
    credentials,
    transport: simulated?.transport ?? networkTransport(sandboxUrl ?? ""),
    baseUrl: environment === "sandbox" && sandboxUrl ? sandboxUrl : siteConfig.api.sandboxBaseUrl,
    tokens: tokenCache(environment),
    testCustomerToken: simulated?.customerToken ?? null,
    simulated: simulated !== null,
    now: new Date(),
    random,
  });
}

const show = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

function Outcome({ outcome }: { outcome: StepOutcome }) {
  return (
    <>
      {outcome.filled.length > 0 && (
        <div>
          <p className={styles.label}>From earlier steps</p>
          <ul data-testid="guide-flow-filled">
            {outcome.filled.map((f) => (
              <li key={f.target}>
                <code>{f.target}</code> = <code className={styles.wrap}>{show(f.value)}</code>{" "}
                <span className={styles.muted}>from {f.from}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {outcome.error && (
        <p className={styles.failed} role="alert">
          {outcome.error}
        </p>
      )}
      {outcome.shown && (
        <>
          <ScrollText label="Request">{outcome.shown.request}</ScrollText>
          <ScrollText label="Answer">{outcome.shown.answer}</ScrollText>
        </>
      )}
      {outcome.exchanges.length > 0 && <Result exchanges={outcome.exchanges} />}
    </>
  );
}

/**
 * A guide's flow (src/lib/tryit/flows.ts), run one step at a time in the simulated sandbox or the
 * configured sandbox the reader chose in the Try it console: each step's request takes its
 * references from the steps before it, and shows which ones.
 */
export function Flow({ name }: { name: string }) {
  const flow = flows[name];
  const [environment] = useState<Environment>(() => storedEnvironment(Boolean(sandboxUrl)));
  const [outcomes, setOutcomes] = useState<StepOutcome[]>([]);
  const [running, setRunning] = useState(false);
  const [status, setStatus] = useState("");
  const run = useRef(0);
  if (!flow) return <p className={styles.failed}>There is no flow named {name}.</p>;

  const records = outcomes.flatMap((o) => (o.record ? [o.record] : []));
  const failedAt = outcomes.findIndex((o) => o.error);
  const next = failedAt >= 0 ? -1 : outcomes.length;
  const done = next >= flow.steps.length;

  const runNext = async () => {
    const started = run.current;
    setRunning(true);
    let outcome: StepOutcome;
    try {
      outcome = await runStep(name, next, records, environment);
    } catch (error) {
      outcome = {
        exchanges: [],
        filled: [],
        shown: null,
        record: null,
        error: error instanceof Error ? error.message : String(error),
      };
    }
    if (run.current !== started) return;
    setRunning(false);
    setOutcomes((o) => [...o, outcome]);
    setStatus(`Step ${next + 1}: ${outcome.error ? "failed" : "done"}.`);
  };
  const startOver = () => {
    run.current += 1;
    setRunning(false);
    setOutcomes([]);
    setStatus("The flow starts over from step 1.");
  };

  return (
    <div className={styles.console}>
      <p className={styles.hint}>
        {environment === "simulated"
          ? "Runs in the simulated sandbox, in this page: each request is signed and checked as the API does, and nothing leaves your browser."
          : `Runs against ${sandboxUrl ?? ""}, the environment chosen in the Try it console.`}
      </p>
      <ol className={styles.flowSteps}>
        {flow.steps.map((step, i) => {
          const outcome = outcomes[i];
          return (
            <li key={i} className={styles.flowStep} data-testid="guide-flow-step">
              <p className={styles.groupTitle}>
                {step.title}
                {outcome && (
                  <span className={outcome.error ? styles.bad : styles.ok} data-testid="guide-flow-state">
                    {outcome.error ? " · failed" : " · done"}
                  </span>
                )}
              </p>
              {outcome && <Outcome outcome={outcome} />}
            </li>
          );
        })}
      </ol>
      <div className={styles.buttons}>
        {!done && next >= 0 && (
          <button
            type="button"
            className={`${styles.button} ${styles.primary}`}
            onClick={() => void runNext()}
            disabled={running}
          >
            {running ? "Running…" : `Run step ${next + 1}: ${flow.steps[next].title}`}
          </button>
        )}
        {outcomes.length > 0 && (
          <button type="button" className={styles.button} onClick={startOver}>
            Start over
          </button>
        )}
      </div>
      <p role="status" className="visually-hidden" data-testid="guide-flow-status">
        {status}
      </p>
    </div>
  );
}
