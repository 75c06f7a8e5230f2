import type { NextFunction, Request, Response } from "express";

/**
 * Who may talk to the CMS server: only the writer's own browser on this machine. A request whose
 * Host is not the server's loopback address and port is refused, which closes DNS rebinding (a
 * foreign site whose name resolves to 127.0.0.1 sends its own name as Host). A state-changing
 * request (anything but GET, HEAD and OPTIONS: Decap's reads and writes are POSTs) whose Origin is
 * another site's, or `null`, is refused too, which closes cross-site form posts. Requests without
 * an Origin (curl, scripts on this machine) pass: a browser always sends one on a POST.
 */
export function allowedOrigins(port: number): string[] {
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

export type Verdict = { ok: true } | { ok: false; reason: string };

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a request with this method, Host and Origin may reach the CMS on `port`. */
export function judgeRequest(
  port: number,
  method: string,
  host: string | undefined,
  origin: string | undefined,
): Verdict {
  const origins = allowedOrigins(port);
  const hosts = origins.map((o) => o.slice("http://".length));
  if (!host || !hosts.includes(host.toLowerCase()))
    return { ok: false, reason: `Host "${clip(host ?? "")}" is not this CMS server (${hosts.join(" or ")})` };
  if (!safeMethods.has(method.toUpperCase()) && origin !== undefined && !origins.includes(origin.toLowerCase()))
    return { ok: false, reason: `Origin "${clip(origin)}" is not this CMS server (${origins.join(" or ")})` };
  return { ok: true };
}

/** At most 80 characters of what a request sent, for the log and the answer. */
function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/** Express middleware: 403 with the reason (and a line in the server's log) for a request judgeRequest refuses. */
export function requestGuard(port: number, log: (line: string) => void = console.warn) {
  return (req: Request, res: Response, next: NextFunction) => {
    const verdict = judgeRequest(port, req.method, req.headers.host, req.headers.origin);
    if (verdict.ok) return next();
    log(`Refused ${req.method} ${clip(req.originalUrl)}: ${verdict.reason}.`);
    res.status(403).json({ error: `Refused: ${verdict.reason}. The CMS answers only its own page on this machine.` });
  };
}
