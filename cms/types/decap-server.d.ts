/** decap-server ships no types; the one function the CMS server uses (decap-server/dist/middlewares). */
declare module "decap-server/dist/middlewares" {
  import type { Express } from "express";
  /** Mounts Decap's local git backend (reads; the CMS server answers writes itself) at /api/v1. */
  export function registerLocalGit(app: Express, options?: { logLevel?: string }): Promise<void>;
}
