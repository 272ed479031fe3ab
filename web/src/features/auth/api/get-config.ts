import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok } from "../../../lib/api-client";

/** `GET /api/config`: which provider is active for each service, and the browser map key. */
const getConfig = () => ok(client.api.config.$get());

const getConfigQueryOptions = () => queryOptions({ queryKey: ["/api/config"] as const, queryFn: getConfig });

export const useConfig = () => useQuery(getConfigQueryOptions());
