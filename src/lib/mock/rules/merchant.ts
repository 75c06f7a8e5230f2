import { canonical } from "../answer";
import {
  digits,
  gmt7,
  keyOf,
  notIssued,
  repeated,
  str,
  type Answer,
  type MerchantRecord,
  type Rule,
  type RuleContext,
} from "../ledger";

/**
 * Merchant management's rules (x-rules of its operations): divisions and shops keyed by your
 * external id (the identical body again returns the same record, other details a `409xx01`), a
 * parent division that must exist, the fields each kind needs, query by either id, partial
 * updates that cannot change the keys.
 */

interface Kind {
  store: "divisions" | "shops";
  id: "divisionId" | "shopId";
  external: "externalDivisionId" | "externalShopId";
  /** Prefix of the ids Saku gives (`2166601…`, `2166701…`). */
  prefix: string;
  parentType: "parentRoleType" | "shopParentType";
  immutable: string[];
}

const division: Kind = {
  store: "divisions",
  id: "divisionId",
  external: "externalDivisionId",
  prefix: "2166601",
  parentType: "parentRoleType",
  immutable: ["externalDivisionId", "parentRoleType", "parentDivisionId"],
};
const shop: Kind = {
  store: "shops",
  id: "shopId",
  external: "externalShopId",
  prefix: "2166701",
  parentType: "shopParentType",
  immutable: ["externalShopId", "shopParentType", "parentDivisionId", "shopBizType"],
};

const records = (ctx: RuleContext, kind: Kind) => ctx.state[kind.store];

function mandatory(ctx: RuleContext, body: Record<string, unknown>, kind: Kind): string | null {
  if (kind === division) {
    if (body.pgDivisionFlag === true)
      for (const f of ["mccCodes", "businessEntity", "ownerName"]) if (body[f] === undefined) return f;
    return null;
  }
  if (body.shopBizType === "OFFLINE") for (const f of ["lat", "ln"]) if (body[f] === undefined) return f;
  if (body.shopBizType === "ONLINE" && body.shopUrl === undefined) return "shopUrl";
  if ((body.sizeType === "UME" || body.sizeType === "UBE") && body.taxNo === undefined) return "taxNo";
  return null;
}

function create(kind: Kind): Rule {
  return (ctx) => {
    const external = str(ctx.body[kind.external]) ?? "";
    const key = keyOf(ctx.clientId, external);
    const existing = records(ctx, kind).get(key);
    const again = repeated(ctx, existing as { canonical: string; answer: Answer } | undefined, kind.external, [
      409,
      "01",
    ]);
    if (again) return again;
    const parent = str(ctx.body.parentDivisionId);
    if (ctx.body[kind.parentType] === "MERCHANT") {
      if (!ctx.check("no parentDivisionId under MERCHANT", parent === undefined))
        return ctx.reply(400, "01", { message: "Invalid Field Format parentDivisionId" });
    } else {
      const found = [...ctx.state.divisions.values()].some(
        (d) => d.clientId === ctx.clientId && d.divisionId === parent && d.status !== "CLOSED",
      );
      if (!ctx.check("parentDivisionId is a division of this merchant", found, parent)) {
        notIssued(ctx, `parentDivisionId ${String(parent)}`, "createDivision");
        return ctx.reply(404, "01");
      }
    }
    const missing = mandatory(ctx, ctx.body, kind);
    if (!ctx.check("the fields this kind needs", !missing, missing ?? undefined))
      return ctx.reply(400, "02", { message: `Invalid Mandatory Field ${missing}` });
    const id = kind.prefix + digits(ctx.random, 14);
    const reviewed = kind === shop || ctx.body.pgDivisionFlag === true;
    const r: MerchantRecord = {
      ...ctx.body,
      [kind.id]: id,
      status: reviewed ? "UNDER_REVIEW" : "ACTIVE",
      createdTime: gmt7(ctx.now),
      updatedTime: gmt7(ctx.now),
    };
    const answer = ctx.reply(200, "00", { facts: r, like: [r] });
    records(ctx, kind).set(key, Object.assign(r, { clientId: ctx.clientId, canonical: canonical(ctx.body), answer }));
    return answer;
  };
}

/** The record a query or update names by its id and/or external id (`{ mismatch }` when they differ). */
function find(ctx: RuleContext, kind: Kind): { record?: MerchantRecord; mismatch?: boolean } {
  const id = str(ctx.body[kind.id]);
  const external = str(ctx.body[kind.external]);
  const mine = [...records(ctx, kind).values()].filter((r) => r.clientId === ctx.clientId);
  const byId = id ? mine.find((r) => r[kind.id] === id) : undefined;
  const byExternal = external ? mine.find((r) => r[kind.external] === external) : undefined;
  if (id && external && byId !== byExternal) return { mismatch: true };
  return { record: byId ?? byExternal };
}

/** `404xx01` for a division or shop this merchant never created, saying which call creates one. */
function unknownRecord(ctx: RuleContext, kind: Kind): Answer {
  const field = str(ctx.body[kind.id]) ? kind.id : kind.external;
  notIssued(ctx, `${field} ${String(ctx.body[field])}`, kind === division ? "createDivision" : "createShop");
  return ctx.reply(404, "01");
}

const publicFields = (r: MerchantRecord) => {
  const { clientId: _c, canonical: _k, answer: _a, ...rest } = r;
  return rest;
};

function query(kind: Kind): Rule {
  return (ctx) => {
    const { record, mismatch } = find(ctx, kind);
    if (mismatch) {
      ctx.check(`${kind.id} and ${kind.external} name the same record`, false);
      return ctx.reply(404, "18");
    }
    if (!ctx.check("the record exists", record !== undefined)) return unknownRecord(ctx, kind);
    const r = publicFields(record as MerchantRecord);
    return ctx.reply(200, "00", { facts: r, like: [r] });
  };
}

function update(kind: Kind): Rule {
  return (ctx) => {
    const { record } = find(ctx, kind);
    if (!ctx.check("the record exists", record !== undefined)) return unknownRecord(ctx, kind);
    const r = record as MerchantRecord;
    const fixed = kind.immutable.find((f) => ctx.body[f] !== undefined);
    if (!ctx.check("no field that cannot change", !fixed, fixed))
      return ctx.reply(400, "01", { message: `Invalid Field Format ${fixed}` });
    const changes = Object.keys(ctx.body).filter((k) => k !== "merchantId" && k !== kind.id);
    if (!ctx.check("something to change", changes.length > 0))
      return ctx.reply(400, "02", { message: "Invalid Mandatory Field. Nothing to change" });
    if (kind === shop && (ctx.body.lat === undefined) !== (ctx.body.ln === undefined)) {
      ctx.check("lat and ln together", false);
      return ctx.reply(400, "02", { message: `Invalid Mandatory Field ${ctx.body.lat === undefined ? "lat" : "ln"}` });
    }
    const merged = { ...r, ...ctx.body };
    const missing = mandatory(ctx, merged, kind);
    if (!ctx.check("the fields this kind needs", !missing, missing ?? undefined))
      return ctx.reply(400, "02", { message: `Invalid Mandatory Field ${missing}` });
    Object.assign(r, ctx.body, { updatedTime: gmt7(ctx.now) });
    if (kind === division && ctx.body.pgDivisionFlag === true) r.status = "UNDER_REVIEW";
    const shown = publicFields(r);
    return ctx.reply(200, "00", { facts: shown, like: [shown] });
  };
}

export const createDivision = create(division);
export const queryDivision = query(division);
export const updateDivision = update(division);
export const createShop = create(shop);
export const queryShop = query(shop);
export const updateShop = update(shop);
