import { curl } from "./curl";
import { go } from "./go";
import { java } from "./java";
import { node } from "./node";
import { php } from "./php";
import { python } from "./python";
import {
  sampleLanguages,
  settingsOf,
  type GeneratedSample,
  type LanguageModule,
  type SampleInput,
  type EnvNames,
} from "./core";

export {
  SampleError,
  envNames,
  envPrefix,
  followUpEnvName,
  followUpFields,
  dynamicFields,
  headerRole,
  sampleLanguages,
  sampleRuntimes,
  runtimeLine,
  type SampleRuntime,
  type GeneratedSample,
  type HeaderRole,
  type NotificationAnswers,
  type SampleHeader,
  type SampleInput,
  type SampleJson,
} from "./core";
export { pythonLiteral } from "./python";

const languages: Record<GeneratedSample["value"], LanguageModule> = { curl, node, python, go, java, php };

/** The six samples of an operation, in the order of the language switcher. */
export function generateSamples(input: SampleInput): GeneratedSample[] {
  const s = settingsOf(input);
  return sampleLanguages.map((l) => {
    const module = languages[l.value];
    const file = input.kind === "notification" ? module.notification(input, s) : module.request(input, s);
    return { ...l, language: module.language, ...file };
  });
}

/** The environment variables, as a Markdown list (API pages and docs/samples.md say the same). */
export function envList(env: EnvNames, extra: { accessToken: boolean; customerToken: boolean; channelId: boolean }) {
  return [
    `- \`${env.baseUrl}\`: the base URL (the sandbox by default)`,
    `- \`${env.clientId}\`: your client id`,
    `- \`${env.privateKey}\`: your RSA private key as PEM text (PKCS #8, \`BEGIN PRIVATE KEY\`), e.g. \`export ${env.privateKey}="$(cat private_key.pem)"\``,
    ...(extra.accessToken
      ? [`- \`${env.accessToken}\` (optional): a B2B access token; without it, the sample gets one first`]
      : []),
    ...(extra.customerToken ? [`- \`${env.customerToken}\`: the user's customer access token from Apply Token`] : []),
    ...(extra.channelId ? [`- \`${env.channelId}\`: your channel id`] : []),
  ];
}

/** Markdown shown above the samples: what they do, what they print and the environment variables they read. */
export function describeSamples(input: SampleInput, authenticationRoute: string): string {
  const s = settingsOf(input);
  if (input.kind === "notification") {
    return [
      `The Node.js, Python, Go, Java and PHP samples are handlers for your notification URL: they verify \`X-SIGNATURE\` with ${input.product.name}'s public key, print the notification and answer \`${input.answer?.success ?? ""}\`. They read \`${s.env.publicKey}\` (${input.product.name}'s public key, PEM text) and \`PORT\` (8080 by default).`,
      "",
      `The cURL sample sends a signed test notification to your handler at \`NOTIFY_URL\` and prints the answer. It signs with the private key of a test key pair (\`TEST_PRIVATE_KEY\`, PEM text): start your handler with that pair's public key to test the whole path before ${input.product.name} calls you. The signature is explained in [Authentication](${authenticationRoute}).`,
    ].join("\n");
  }
  const computed = s.dynamics.filter((d) => d.kind !== "follow-up").map((d) => `\`${d.name}\``);
  const followUps = s.dynamics.filter((d) => d.kind === "follow-up");
  return [
    `Complete programs that sign and send this request${s.hasBody ? " with the first request example" : ""} and print the HTTP status and the response body.${s.needsToken ? " They get a B2B access token first, as [Authentication](" + authenticationRoute + ") describes." : ` The signature is explained in [Authentication](${authenticationRoute}).`} \`X-TIMESTAMP\`${s.externalId ? ", `X-EXTERNAL-ID`" : ""}${computed.length ? ` and ${computed.join(", ")}` : ""} are computed when the program runs. Each sample reads these environment variables, falling back to the documented example values:`,
    "",
    ...envList(s.env, {
      accessToken: s.needsToken,
      customerToken: s.customerToken !== null,
      channelId: Boolean(s.channelId),
    }),
    ...followUps.map((d) => `- \`${d.env ?? ""}\`: ${d.description ?? ""} (\`${d.name}\`)`),
  ].join("\n");
}
