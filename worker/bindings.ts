/**
 * Secrets are not in wrangler.toml, so `wrangler types` cannot see them; they are declared here.
 * Locally they come from `.dev.vars` (written by `npm start` when absent); deployed, from
 * `wrangler secret put`. Every one is optional: without it the embedded default is used.
 */
interface Secrets {
	BETA_PASSWORD?: string;
	SESSION_SECRET?: string;
	OIDC_CLIENT_SECRET?: string;
	OIDC_REDIRECT_URI?: string;
	OPENAI_API_KEY?: string;
	OPENAI_BASE_URL?: string;
	GOOGLE_MAPS_API_KEY?: string;
	GOOGLE_MAPS_BROWSER_KEY?: string;
	SENDGRID_API_KEY?: string;
	SENDGRID_FROM_EMAIL?: string;
	/** Another server speaking SendGrid's v3 API (tests, a relay); default https://api.sendgrid.com. */
	SENDGRID_BASE_URL?: string;
	/**
	 * "true" switches on the local sign-in (name + e-mail, no proof). A var, deliberately not in
	 * wrangler.toml: `npm start`, `npm run dev`, the e2e server and the tests set it; a deploy does not.
	 */
	LOCAL_SIGN_IN?: string;
	/**
	 * "true" on a deployed Worker (`npm run deploy` passes it with `--var`): with no places provider
	 * chosen, the catalog answers where it covers the destination and OpenStreetMap everywhere else.
	 * Never set by `npm start`, `npm run dev`, the e2e server or the tests: they stay offline.
	 */
	DEPLOYED?: string;
	/**
	 * "catalog" (the catalog alone, offline), "osm" (OpenStreetMap: Overpass and Nominatim) or
	 * "google". Unset: Google with a key, else the catalog with OpenStreetMap beyond it when DEPLOYED,
	 * else the catalog alone.
	 */
	PLACES_PROVIDER?: string;
	/** "estimate" (default without a Google key), "osrm" or "google". */
	ROUTES_PROVIDER?: string;
	/** Contact (e-mail or URL) sent in the User-Agent to the OpenStreetMap services, as their policies ask. */
	OSM_CONTACT?: string;
	/** Base URLs of the OpenStreetMap services, for a self-hosted instance (defaults: the public ones). */
	NOMINATIM_URL?: string;
	OVERPASS_URL?: string;
	OSRM_URL?: string;
	/** Gap between two requests to one self-hosted OSM service (ms); the public ones always get 1000. */
	OSM_MIN_INTERVAL_MS?: string;
	/** The map's tile URL template (one fixed https host), its attribution text and link. */
	MAP_TILE_URL?: string;
	MAP_TILE_ATTRIBUTION?: string;
	MAP_TILE_ATTRIBUTION_URL?: string;
	/** The parent brand's site, the landing page's About link (an http(s) URL); unset, no link shows. */
	PARENT_BRAND_URL?: string;
	/**
	 * "openai", "workers-ai" or "offline": which model the guide and the AI features use. Unset:
	 * OpenAI with OPENAI_API_KEY, else Workers AI where the `AI` binding exists, else the offline
	 * default. A choice whose key or binding is missing falls back to that order.
	 */
	LLM_PROVIDER?: string;
	/** The Workers AI model (one with function calling); default @cf/meta/llama-3.3-70b-instruct-fp8-fast. */
	WORKERS_AI_MODEL?: string;
	/** Model calls one account may make per UTC day (a whole number ≥ 1; default 100). */
	MODEL_CALLS_PER_USER_PER_DAY?: string;
	/** Paid place calls (Google Places) one account or signed-out client may make per UTC day (a whole number ≥ 1; default 1000). */
	PLACE_CALLS_PER_USER_PER_DAY?: string;
	/** Days raw usage_events rows are kept before the scheduled Worker deletes them (≥ 1; default 35). */
	USAGE_EVENTS_RETENTION_DAYS?: string;
}

/**
 * Cloudflare Workers AI, as much of it as the app uses: one model call (`stream: true` answers a
 * ReadableStream of server-sent events). Typed here, not by the generated `Env`, because the binding
 * is declared only when deploying (scripts/deploy.mjs): `npm start`, dev, the e2e server and the
 * tests run without it, offline and without a Cloudflare account.
 */
export interface WorkersAiBinding {
	run(model: string, inputs: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<unknown>;
}

/** Bindings only a deployed Worker has. */
interface DeployedBindings {
	/** Workers AI (`[ai] binding = "AI"`), added by `npm run deploy`. */
	AI?: WorkersAiBinding;
}

/** The Worker's bindings (generated `Env`) and its secrets. Imports nothing, so every layer may use it. */
export type Bindings = Env & Secrets & DeployedBindings;
