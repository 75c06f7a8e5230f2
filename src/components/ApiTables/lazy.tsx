import React from "react";
import type { ApiPageData } from "../../lib/openapi/types";
import { ApiStatusTable, ProductApiTables, SpecDownloads } from "./tables";

/** What the OpenAPI document gives the overview, status and downloads pages. */
export type ApiTablesData = Extract<ApiPageData, { kind: "overview" | "status" | "downloads" }>;

/** The tables of the overview, status and downloads pages (index.tsx). */
export function Tables({ data }: { data: ApiTablesData }) {
  switch (data.kind) {
    case "overview":
      return <ProductApiTables mandatory={data.mandatory} optional={data.optional} />;
    case "status":
      return <ApiStatusTable operations={data.operations} />;
    case "downloads":
      return <SpecDownloads version={data.version} downloads={data.downloads} />;
  }
}
