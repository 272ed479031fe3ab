/** What `GET /api/config` tells the client: which provider is active for each service. */
export interface PublicConfig {
	appName: string;
	providers: {
		auth: "local" | "oidc";
		places: "catalog" | "google";
		llm: "offline" | "openai";
		routes: "estimate" | "google";
		email: "outbox" | "sendgrid";
		map: "leaflet" | "google";
	};
	/** Browser key for the Google Maps JS API; only present when the Google map is active. */
	googleMapsBrowserKey: string | null;
}
