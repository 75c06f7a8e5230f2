import fs from "node:fs";
import path from "node:path";
import express, { type Request, type Response } from "express";
import { parseFrontmatter } from "gatsby-plugin-mdx/dist/frontmatter";
import type { Finding } from "./findings";
import { CommitError, commitFiles, currentBranch } from "./git";
import { openApiFindings, operationPreview, type OpenApiContext } from "./openapi-checks";
import {
  applyOperationEdit,
  EditRefusal,
  fixFor,
  frontmatterLines,
  openApiFile,
  operationText,
  type OperationEdit,
  type OperationView,
} from "./site-code";

/**
 * The CMS server's API for the API reference text (the admin's /admin/openapi/ view): list the
 * operations that have an API page, read one operation's text, preview an edit with the API
 * page's data, and save it: the edit written into the OpenAPI document (src/node/openapi
 * text-edit: only the changed values' lines), checked with the build's checks
 * (cms/node/openapi-checks.ts), then one commit of that file naming the operation.
 */

export interface OpenApiRoutesContext extends OpenApiContext {
  branch: string;
  /** After a save: the operation's new view (for the Decap preview of its API page). */
  saved(operationId: string, view: OperationView | null): void;
}

/** A refused edit: the status and the findings the admin's panel lists. */
class Refused extends Error {
  constructor(
    readonly status: number,
    readonly findings: Finding[],
  ) {
    super(findings.map((f) => f.message).join("\n"));
  }
}

const refusal = (status: number, message: string): Refused =>
  new Refused(status, [{ file: openApiFile, line: null, message, fix: fixFor(message) }]);

export function openApiRoutes(ctx: OpenApiRoutesContext): express.Router {
  const router = express.Router();
  const documentPath = path.join(ctx.repo, openApiFile);
  const read = () => fs.readFileSync(documentPath, "utf8");
  const pageOf = (operationId: string) => ctx.docs().find((d) => d.operationId === operationId);

  /** The text with the request's edit written in; refuses an edit that cannot be written, naming the field. */
  const edited = (req: Request): { before: string; after: string; operationId: string } => {
    const operationId = String(req.params.id);
    if (!pageOf(operationId)) throw refusal(404, `operationId: "${operationId}" has no API page`);
    const edit = (req.body as { edit?: OperationEdit }).edit ?? {};
    const before = read();
    try {
      return { before, after: applyOperationEdit(before, operationId, edit), operationId };
    } catch (error) {
      if (error instanceof EditRefusal) throw refusal(422, error.message);
      throw error;
    }
  };

  const answer = (res: Response, work: () => Promise<unknown>): void =>
    void work().then(
      (body) => res.json(body),
      (error: unknown) => {
        if (error instanceof Refused)
          return res.status(error.status).json({ error: error.message, findings: error.findings });
        const message = `The CMS server failed: ${error instanceof Error ? error.message : String(error)}`;
        return res.status(500).json({ error: message, findings: [{ file: null, line: null, message, fix: "" }] });
      },
    );

  router.get("/operations", (_req, res) => {
    const pages = ctx.docs().filter((d) => d.operationId);
    res.json(pages.map((d) => ({ operationId: d.operationId, title: d.title, route: d.route })));
  });

  router.get("/operations/:id", (req, res) =>
    answer(res, async () => {
      const page = pageOf(String(req.params.id));
      if (!page) throw refusal(404, `operationId: "${String(req.params.id)}" has no API page`);
      const raw = fs.readFileSync(path.resolve(ctx.repo, page.file), "utf8");
      const { body } = parseFrontmatter(`cms:${page.file}`, raw);
      const text = operationText(read(), String(req.params.id));
      return {
        text,
        page: {
          path: page.file,
          title: page.title,
          description: page.description,
          body,
          lineOffset: frontmatterLines(raw),
        },
        view: await operationPreview(read(), text.operationId, ctx),
      };
    }),
  );

  router.post("/operations/:id/preview", (req, res) =>
    answer(res, async () => {
      const { after, operationId } = edited(req);
      return { view: await operationPreview(after, operationId, ctx) };
    }),
  );

  router.post("/operations/:id", (req, res) =>
    answer(res, async () => {
      if (currentBranch(ctx.repo) !== ctx.branch)
        throw refusal(409, `The repository is no longer on ${ctx.branch}; restart the CMS.`);
      const { before, after, operationId } = edited(req);
      if (after === before) return { message: "Nothing changed.", committed: false };
      const findings = await openApiFindings(after, operationId, ctx);
      if (findings.length) throw new Refused(422, findings);
      try {
        commitFiles(
          ctx.repo,
          [{ path: openApiFile, content: after }],
          `docs: update ${openApiFile}, operation ${operationId} (CMS)`,
        );
      } catch (error) {
        if (error instanceof CommitError) throw refusal(422, `${error.message}\nNothing was saved.`);
        throw error;
      }
      const view = await operationPreview(after, operationId, ctx);
      ctx.saved(operationId, view);
      return { message: `Saved ${operationId} in ${openApiFile}.`, committed: true, view };
    }),
  );

  return router;
}
