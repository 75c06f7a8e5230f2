import React from "react";
import { DeferredPart, partCode } from "../DeferredPart";
import type { ApiTablesData } from "./lazy";
import { serverRender } from "./server-render";

export type { ApiTablesData } from "./lazy";

const code = partCode(() => import(/* webpackChunkName: "api-tables" */ "./lazy"), serverRender);

/**
 * The tables of the API overview, status and downloads pages. Their code is a chunk of its own,
 * loaded when the tables are needed (DeferredPart), so operation pages, most of the API pages,
 * do not fetch it. They are links only: nothing a reader does before the code is here is lost.
 */
export function ApiTables({ data }: { data: ApiTablesData }) {
  return (
    <DeferredPart
      name="api-tables"
      code={code}
      label="Loading the tables"
      what="The tables"
      render={({ Tables }) => <Tables data={data} />}
    />
  );
}
