import React from "react";
import type { ApiPageData } from "../../lib/openapi/types";
import { ApiStatusTable, ProductApiTables, SpecDownloads } from "./tables";
import { ResponseCodeCatalog } from "../ResponseCodeCatalog";

/** What the OpenAPI document gives the API pages that are not one operation. */
export type ApiTablesData = Exclude<ApiPageData, { kind: "operation" }>;

/** The tables of the overview, status, downloads and response-code catalog pages (index.tsx). */
export function Tables({ data }: { data: ApiTablesData }) {
  switch (data.kind) {
    case "overview":
      return <ProductApiTables mandatory={data.mandatory} optional={data.optional} />;
    case "status":
      return <ApiStatusTable operations={data.operations} />;
    case "downloads":
      return <SpecDownloads version={data.version} downloads={data.downloads} />;
    case "catalog":
      return <ResponseCodeCatalog groups={data.groups} />;
  }
}
