import type { PlacesProviderKind } from "../place/coverage";

/**
 * A way to sign in: the OpenID Connect issuer, a one-time link sent by e-mail, or the local form
 * (name and e-mail, no proof; only where LOCAL_SIGN_IN is switched on).
 */
export type SignInMethod = "oidc" | "email-link" | "local";

/** What `GET /api/config` tells the client: which provider is active for each service. */
export interface PublicConfig {
	appName: string;
	/** The sign-in methods this server accepts, the preferred one first. */
	signInMethods: SignInMethod[];
	providers: {
		auth: "oidc" | "email-link";
		/** "catalog-osm": the catalog where it covers the destination, OpenStreetMap everywhere else. */
		places: PlacesProviderKind;
		/** "workers-ai": Cloudflare's own model through the `AI` binding (a deployment without an OpenAI key). */
		llm: "offline" | "openai" | "workers-ai";
		routes: "estimate" | "google" | "osrm";
		email: "outbox" | "sendgrid";
		map: "leaflet" | "google";
	};
	/** Browser key for the Google Maps JS API; only present when the Google map is active. */
	googleMapsBrowserKey: string | null;
	/** The Leaflet map's raster tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, MAP_TILE_ATTRIBUTION_URL). */
	mapTiles: { url: string; attribution: string; attributionUrl: string | null };
	/** The parent brand's site (PARENT_BRAND_URL) for the landing page's About link; null: no link. */
	parentBrandUrl: string | null;
}
