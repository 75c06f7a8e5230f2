import { useReducer } from "react";
import type { StartingValues } from "../../../lib/tryit";

/**
 * The request the reader is editing in the Try it console. The method and path are the
 * operation's; what the reader edits is the values of its path parameters, query parameters and
 * headers, the optional headers left out, the body, and whether the body keeps its references.
 */
export interface RequestDraft extends StartingValues {
  /** Optional automatic headers the reader leaves out of the request. */
  leftOut: string[];
  /** Send the body as it is, references and date-times kept (a retry). */
  keepReferences: boolean;
}

export type RequestDraftAction =
  | { type: "path-param"; name: string; value: string }
  | { type: "query"; name: string; value: string }
  | { type: "header"; name: string; value: string }
  | { type: "leave-out"; name: string; leave: boolean }
  | { type: "body"; body: string }
  | { type: "keep-references"; keep: boolean };

/** The draft an operation starts from: its examples (`startingValues`), nothing left out, references renewed. */
export function initialDraft(start: StartingValues): RequestDraft {
  return { ...start, leftOut: [], keepReferences: false };
}

export function requestDraftReducer(draft: RequestDraft, action: RequestDraftAction): RequestDraft {
  switch (action.type) {
    case "path-param":
      return { ...draft, pathParams: { ...draft.pathParams, [action.name]: action.value } };
    case "query":
      return { ...draft, query: { ...draft.query, [action.name]: action.value } };
    case "header":
      return { ...draft, headerValues: { ...draft.headerValues, [action.name]: action.value } };
    case "leave-out":
      if (action.leave === draft.leftOut.includes(action.name)) return draft;
      return {
        ...draft,
        leftOut: action.leave ? [...draft.leftOut, action.name] : draft.leftOut.filter((n) => n !== action.name),
      };
    case "body":
      return action.body === draft.body ? draft : { ...draft, body: action.body };
    case "keep-references":
      return { ...draft, keepReferences: action.keep };
  }
}

/** The console's request draft, with the typed actions that edit it. */
export function useRequestDraft(start: StartingValues) {
  return useReducer(requestDraftReducer, start, initialDraft);
}
