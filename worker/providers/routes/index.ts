import type { AppConfig } from "../../config";
import type { UsageSink } from "../usage";
import { EstimateRoutesProvider } from "./estimate";
import { GoogleRoutesProvider } from "./google";
import { OsrmRoutesProvider } from "./osrm";
import type { RoutesProvider } from "./types";

export { EstimateRoutesProvider } from "./estimate";

export { decodePolyline } from "./polyline";
export type { RoutesProvider } from "./types";
export { RoutesUpstreamError } from "./types";

export interface RoutesDeps {
	env: { KV: KVNamespace };
	config: Pick<AppConfig, "google" | "routesSource" | "osm">;
	usage: UsageSink;
}

/** config.routesSource: an OSRM server, Google Routes (GOOGLE_MAPS_API_KEY), otherwise the embedded estimate. */
export function routesProvider(deps: RoutesDeps): RoutesProvider {
	if (deps.config.routesSource === "osrm") return new OsrmRoutesProvider(deps.config.osm, deps.env.KV);
	const google = deps.config.routesSource === "google" ? deps.config.google : null;
	if (!google) return new EstimateRoutesProvider();
	return new GoogleRoutesProvider({ apiKey: google.apiKey, kv: deps.env.KV, usage: deps.usage });
}
