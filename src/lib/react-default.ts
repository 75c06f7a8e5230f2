/**
 * The browser's `react`: preact/compat's named exports as they are, and a default export (the
 * `React` of `import React from "react"`) with only the members that code uses. Gatsby's runtime
 * and its router import React that way, and webpack cannot tell which members of a default
 * object are read: compat's own default object keeps every export alive (memo, lazy, portals,
 * PureComponent, the React 18 transition hooks and more, about 0.7 KB gzipped of every page's
 * first visit). Named imports are shaken as usual.
 *
 * Aliased as `react$` in the production browser build only (src/node/webpack/config.ts). A unit
 * test (react-default.test.ts) reads every default import of React in Gatsby's browser runtime,
 * its router and the site's code, and fails if one uses a member of compat's default missing here.
 */
import * as compat from "preact/compat";

// preact/compat's types declare `export =`, which `export *` refuses; the module itself is ESM.
// @ts-expect-error TS2498
export * from "preact/compat";

// Each member read by name from compat's namespace, which webpack follows member by member.
export default {
  Children: compat.Children,
  Component: compat.Component,
  Fragment: compat.Fragment,
  // Read by Gatsby's slice error overlay; compat exports it, its types do not.
  __SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED: (compat as unknown as Record<string, unknown>)
    .__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED,
  cloneElement: compat.cloneElement,
  createContext: compat.createContext,
  createElement: compat.createElement,
  createRef: compat.createRef,
  isValidElement: compat.isValidElement,
  useCallback: compat.useCallback,
  useContext: compat.useContext,
  useEffect: compat.useEffect,
  useLayoutEffect: compat.useLayoutEffect,
  useMemo: compat.useMemo,
  useReducer: compat.useReducer,
  useRef: compat.useRef,
  useState: compat.useState,
  version: compat.version,
};
