/**
 * What answers a reader's question: the optional assistant endpoint and the answer from the docs
 * (which loads the search client on first use). Only the chat panel imports this, and the panel is
 * loaded with a dynamic import() on intent or first open, so none of it is in a first visit. (The
 * configuration's check, parse.ts, is on the first load: index.ts.)
 */
export { askAssistant, AssistantError } from "./assistant";
export type { AskAssistantOptions } from "./assistant";
export {
  answerFromDocs,
  docsHitLabel,
  docsHitRoute,
  docsQueries,
  docsSearchRoute,
  questionKeywords,
  searchDocs,
} from "./docs";
export type { DocsHit, DocsSearchEngine } from "./docs";
