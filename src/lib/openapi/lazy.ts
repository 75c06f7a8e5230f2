// The response-code catalog's filter: the catalog loads it with import() when a reader filters.
export { catalogCodeText, filterCatalog } from "./catalog-filter";
