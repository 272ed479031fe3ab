export { getPublicAdventuresQueryOptions } from "./api/get-public-adventures";
