import type { AppConfig } from "../../config";
import type { UsageSink } from "../usage";
import { EstimateRoutesProvider } from "./estimate";
import { GoogleRoutesProvider } from "./google";
import type { RoutesProvider } from "./types";

export { EstimateRoutesProvider } from "./estimate";

export { decodePolyline } from "./polyline";
export type { RoutesProvider } from "./types";
export { RoutesUpstreamError } from "./types";

export interface RoutesDeps {
	env: { KV: KVNamespace };
	config: Pick<AppConfig, "google">;
	usage: UsageSink;
}

/** Google Routes when GOOGLE_MAPS_API_KEY is set, otherwise the embedded estimate. */
export function routesProvider(deps: RoutesDeps): RoutesProvider {
	const google = deps.config.google;
	if (!google) return new EstimateRoutesProvider();
	return new GoogleRoutesProvider({ apiKey: google.apiKey, kv: deps.env.KV, usage: deps.usage });
}
