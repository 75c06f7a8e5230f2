/**
 * The console's parts other tools show in their own chunks (the guide flows): a call's result
 * (the signed request, its cURL and the answer) and scrollable text. Import it only from code
 * that is itself loaded on interaction.
 */
export { Result, ScrollText, resultSummary } from "./Console/Result";
