import type { PublicConfig, SignInMethod } from "../domain/api/config";
import { OSM_TILES } from "../domain/api/page-policy";
import { WORKERS_AI_DEFAULT_MODEL } from "../domain/monitoring/prices";
import {
	MODEL_CALLS_PER_USER_PER_DAY,
	PLACE_CALLS_PER_USER_PER_DAY,
	positiveWhole,
	USAGE_EVENTS_RETENTION_DAYS,
} from "../domain/monitoring/spend";
import type { PlacesProviderKind } from "../domain/place/coverage";
import type { Bindings } from "./bindings";
import { UnavailableError } from "./lib/errors";

/** Configuration read once per request from bindings: which provider serves each service. */
export interface AppConfig {
	appName: string;
	/**
	 * PUBLIC_ORIGIN: the origin every link the app hands out or mails is built on (share links,
	 * share and sign-in e-mails, calendar files), and the site a bug report's page may name. Null:
	 * the request's own origin on a local run, no link at all on a deployed one; see `linkOrigin`.
	 */
	publicOrigin: string | null;
	/**
	 * DEPLOYED=true (`npm run deploy` sets it): a misconfigured deployment fails closed. Links need
	 * PUBLIC_ORIGIN, signing needs SESSION_SECRET, LOCAL_SIGN_IN is ignored (`configWarnings`).
	 */
	deployed: boolean;
	/** What this deployed Worker lacks or ignores, for the log and the admins' monitoring page; empty locally. */
	configWarnings: { setting: "PUBLIC_ORIGIN" | "SESSION_SECRET" | "LOCAL_SIGN_IN"; message: string }[];
	adminEmails: Set<string>;
	betaPassword: string | null;
	/**
	 * LOCAL_SIGN_IN=true: anyone past the beta gate may sign in as any e-mail by typing it (local
	 * development and tests only). Never on unless the variable says exactly "true".
	 */
	localSignIn: boolean;
	/**
	 * Key material for signed cookies and live-channel tickets: SESSION_SECRET; locally, without it,
	 * derived from the beta password. Null means nothing can be signed or verified.
	 */
	signingSecret: string | null;
	oidc: { issuer: string; clientId: string; clientSecret: string; redirectUri: string | null } | null;
	openai: { apiKey: string; model: string; baseUrl: string | null } | null;
	/**
	 * Which model serves the guide and the AI features (LLM_PROVIDER, OPENAI_API_KEY, the `AI`
	 * binding; see `chooseLlm`): OpenAI, Workers AI (`workersAiModel`) or the offline default.
	 */
	llm: "openai" | "workers-ai" | "offline";
	/** WORKERS_AI_MODEL: the Workers AI model used when `llm` is "workers-ai". */
	workersAiModel: string;
	google: { apiKey: string; browserKey: string | null } | null;
	sendgrid: { apiKey: string; fromEmail: string; baseUrl: string | null } | null;
	/**
	 * Which provider finds places and routes (PLACES_PROVIDER, ROUTES_PROVIDER, DEPLOYED; see
	 * `chooseProviders`). "catalog-osm": the catalog where it covers the destination, OpenStreetMap
	 * everywhere else.
	 */
	placesSource: PlacesProviderKind;
	routesSource: "estimate" | "google" | "osrm";
	/** The OpenStreetMap services, used when PLACES_PROVIDER=osm, ROUTES_PROVIDER=osrm, or deployed beyond the catalog. */
	osm: OsmConfig;
	/** The map's raster tiles (Leaflet): URL template, attribution, and the origin the page's CSP allows. */
	mapTiles: MapTiles;
	/** PARENT_BRAND_URL: the About section's link to the parent brand's site; null hides the link. */
	parentBrandUrl: string | null;
	/**
	 * The keyless places and routes providers config would choose without GOOGLE_MAPS_API_KEY: what
	 * Google gives way to while spending is paused (worker/services/spend-gate.ts).
	 */
	keyless: { placesSource: PlacesProviderKind; routesSource: AppConfig["routesSource"] };
	/** MODEL_CALLS_PER_USER_PER_DAY: model calls one account may make per UTC day (default 100). */
	modelCallsPerUserPerDay: number;
	/**
	 * PLACE_CALLS_PER_USER_PER_DAY: paid place calls (requests reaching Google Places) one account, or
	 * one client address signed out, may make per UTC day (default 1000); past it the keyless provider answers.
	 */
	placeCallsPerUserPerDay: number;
	/** USAGE_EVENTS_RETENTION_DAYS: days raw usage_events rows are kept before the cron deletes them (default 35). */
	usageEventsRetentionDays: number;
}

/** A setting a deployed Worker lacks (or has and ignores), named with what it costs. */
type ConfigWarning = AppConfig["configWarnings"][number];

/** The operator's words for each setting a deployed Worker needs: in the log and on the monitoring page. */
const CONFIG_WARNINGS: Record<ConfigWarning["setting"], string> = {
	PUBLIC_ORIGIN:
		"PUBLIC_ORIGIN is not set (or not an http(s) URL): this deployed Worker builds no links, so sign-in e-mails, share links, share e-mails and calendar files are refused. Set it to the site's address, such as https://trips.example.org.",
	SESSION_SECRET:
		"SESSION_SECRET is not set: beta cookies and live-update tickets are neither signed nor accepted, so nobody passes the beta gate. Set it to a long random value (wrangler secret put SESSION_SECRET); a deployed Worker never derives it from the beta password.",
	LOCAL_SIGN_IN:
		"LOCAL_SIGN_IN=true is ignored on a deployed Worker: the local sign-in form (any e-mail, no proof) is for local runs only. Remove the variable.",
};

/** What a family sees when a deployment cannot build a link or sign: a 503, the setting only in the log. */
const NOT_CONFIGURED =
	"This site is not fully set up yet, so this cannot be done. Please tell the site's administrator.";

/** Each warning once per isolate when the config is read (a refused request logs it again, with what it refused). */
const warned = new Set<string>();

function warnOnce(message: string) {
	if (warned.has(message)) return;
	warned.add(message);
	console.warn(message);
}

export interface OsmConfig {
	nominatimUrl: string;
	overpassUrl: string;
	osrmUrl: string;
	/** "Adventure Guide/1.0 (+contact)": the public instances' policies ask for a contact. */
	userAgent: string;
	/** Gap between two requests to one service from one isolate; never under 1 s for the public instances. */
	minIntervalMs: number;
}

interface MapTiles {
	url: string;
	attribution: string;
	attributionUrl: string | null;
	/** The one origin the page's img-src allows for tiles. */
	origin: string;
}

const OSM_DEFAULTS = {
	nominatimUrl: "https://nominatim.openstreetmap.org",
	overpassUrl: "https://overpass-api.de/api/interpreter",
	osrmUrl: "https://router.project-osrm.org",
	minIntervalMs: 1000,
} as const;

/** The standard OpenStreetMap tiles (domain/api/page-policy.ts), the map's default. */
const DEFAULT_MAP_TILES: MapTiles = { ...OSM_TILES };

/**
 * The origin of a tile URL template ("https://tiles.example.org/{z}/{x}/{y}.png"), or null when it
 * is not one fixed https origin (a `{s}` subdomain would need a wildcard in the CSP, which is refused).
 */
function tileOrigin(template: string): string | null {
	const hostPart = /^https:\/\/([^/]+)/.exec(template)?.[1] ?? "";
	if (!hostPart || hostPart.includes("{")) return null;
	try {
		return new URL(template.replace(/\{[a-z]+\}/g, "0")).origin;
	} catch {
		return null;
	}
}

function readMapTiles(env: Bindings): MapTiles {
	const url = blank(env.MAP_TILE_URL);
	if (!url) return DEFAULT_MAP_TILES;
	const origin = tileOrigin(url);
	if (!origin) {
		console.warn("MAP_TILE_URL must be an https URL with a fixed host; the OpenStreetMap tiles are used");
		return DEFAULT_MAP_TILES;
	}
	return {
		url,
		attribution: blank(env.MAP_TILE_ATTRIBUTION) ?? DEFAULT_MAP_TILES.attribution,
		attributionUrl: blank(env.MAP_TILE_ATTRIBUTION_URL),
		origin,
	};
}

function readOsm(env: Bindings, appName: string): OsmConfig {
	const nominatimUrl = blank(env.NOMINATIM_URL) ?? OSM_DEFAULTS.nominatimUrl;
	const overpassUrl = blank(env.OVERPASS_URL) ?? OSM_DEFAULTS.overpassUrl;
	const osrmUrl = blank(env.OSRM_URL) ?? OSM_DEFAULTS.osrmUrl;
	const contact = blank(env.OSM_CONTACT);
	const asked = Number.parseInt(blank(env.OSM_MIN_INTERVAL_MS) ?? "", 10);
	const usesPublic =
		nominatimUrl === OSM_DEFAULTS.nominatimUrl ||
		overpassUrl === OSM_DEFAULTS.overpassUrl ||
		osrmUrl === OSM_DEFAULTS.osrmUrl;
	// A self-hosted instance may be asked faster; the public ones never more than once a second.
	const minIntervalMs = Number.isFinite(asked) && asked >= 0 && !usesPublic ? asked : OSM_DEFAULTS.minIntervalMs;
	const name = appName.replace(/[^\x20-\x7e]/g, "").trim() || "Adventure Guide";
	return {
		nominatimUrl,
		overpassUrl,
		osrmUrl,
		userAgent: `${name}/1.0 (${contact ?? "self-hosted; contact not configured: set OSM_CONTACT"})`,
		minIntervalMs,
	};
}

/**
 * PLACES_PROVIDER ("catalog", "osm" or "google") and ROUTES_PROVIDER ("estimate", "osrm" or
 * "google") choose explicitly; unset, Google when GOOGLE_MAPS_API_KEY is set, else the defaults.
 * "google" without a key falls back to the default. The places default depends on where the Worker
 * runs: deployed (DEPLOYED=true, set by `npm run deploy`) the catalog inside its coverage and
 * OpenStreetMap outside it; locally (`npm start`, dev, tests: DEPLOYED unset) the catalog alone,
 * offline. PLACES_PROVIDER=catalog keeps a deployed Worker offline too.
 */
function chooseProviders(env: Bindings, hasGoogle: boolean) {
	const places = blank(env.PLACES_PROVIDER)?.toLowerCase();
	const routes = blank(env.ROUTES_PROVIDER)?.toLowerCase();
	const deployed = isDeployed(env);
	const placesSource: AppConfig["placesSource"] =
		places === "osm"
			? "osm"
			: places === "catalog"
				? "catalog"
				: hasGoogle
					? "google"
					: deployed
						? "catalog-osm"
						: "catalog";
	const routesSource: AppConfig["routesSource"] =
		routes === "osrm" ? "osrm" : routes === "estimate" || !hasGoogle ? "estimate" : "google";
	return { placesSource, routesSource };
}

const blank = (value: string | undefined | null) => (value ?? "").trim() || null;

/** DEPLOYED=true: set by `npm run deploy`; never by `npm start`, dev, the e2e server or the tests. */
const isDeployed = (env: Bindings) => blank(env.DEPLOYED)?.toLowerCase() === "true";

/**
 * LLM_PROVIDER ("openai", "workers-ai" or "offline") chooses; unset, or naming a provider that
 * cannot run here, OpenAI when OPENAI_API_KEY is set, else Workers AI when the Worker has the `AI`
 * binding (only a deployed one: `npm run deploy` declares it), else the offline default. So
 * `npm start`, dev, the e2e server and the tests, which have neither, stay offline.
 */
function chooseLlm(env: Bindings, hasOpenAi: boolean): AppConfig["llm"] {
	const asked = blank(env.LLM_PROVIDER)?.toLowerCase();
	const hasWorkersAi = typeof env.AI?.run === "function";
	if (asked === "offline") return "offline";
	if (asked === "workers-ai" && hasWorkersAi) return "workers-ai";
	if (asked === "openai" && hasOpenAi) return "openai";
	return hasOpenAi ? "openai" : hasWorkersAi ? "workers-ai" : "offline";
}

/** PUBLIC_ORIGIN as an origin (scheme, host, port; any path dropped), or null when unset or not an http(s) URL. */
function readPublicOrigin(env: Bindings): string | null {
	const value = blank(env.PUBLIC_ORIGIN);
	if (!value) return null;
	try {
		const url = new URL(value);
		if (url.protocol === "https:" || url.protocol === "http:") return url.origin;
	} catch {
		// Falls through to the warning.
	}
	console.warn("PUBLIC_ORIGIN must be an http(s) URL such as https://trips.example.org; the request's origin is used");
	return null;
}

/**
 * The origin links to this site are built on: PUBLIC_ORIGIN when configured, never the request's
 * Host header, which a client or a proxy chooses. Without it, a local run uses the request's own
 * origin; a deployed Worker builds no link (503, and the log names the setting).
 */
export function linkOrigin(config: Pick<AppConfig, "publicOrigin" | "deployed">, requestUrl: string): string {
	if (config.publicOrigin) return config.publicOrigin;
	if (config.deployed) {
		console.error(`A link was refused. ${CONFIG_WARNINGS.PUBLIC_ORIGIN}`);
		throw new UnavailableError(NOT_CONFIGURED);
	}
	return new URL(requestUrl).origin;
}

/**
 * The signing key, or a 503 (the log names SESSION_SECRET) where there is none: a deployed Worker
 * without SESSION_SECRET signs nothing. `what` says what was refused, for the log.
 */
export function signingSecretFor(config: Pick<AppConfig, "signingSecret">, what: string): string {
	if (config.signingSecret) return config.signingSecret;
	console.error(`${what} was refused. ${CONFIG_WARNINGS.SESSION_SECRET}`);
	throw new UnavailableError(NOT_CONFIGURED);
}

/** Logs why a deployed Worker refuses the local sign-in that LOCAL_SIGN_IN=true asks for. */
export function logIgnoredLocalSignIn(config: Pick<AppConfig, "configWarnings">) {
	if (config.configWarnings.some((warning) => warning.setting === "LOCAL_SIGN_IN"))
		console.warn(`A local sign-in was refused. ${CONFIG_WARNINGS.LOCAL_SIGN_IN}`);
}

/** What a deployed Worker lacks or ignores; nothing locally, where the request's origin and the beta password stand in. */
function deploymentWarnings(read: {
	deployed: boolean;
	publicOrigin: string | null;
	sessionSecret: string | null;
	localSignInAsked: boolean;
}): ConfigWarning[] {
	if (!read.deployed) return [];
	const missing: ConfigWarning["setting"][] = [];
	if (!read.publicOrigin) missing.push("PUBLIC_ORIGIN");
	if (!read.sessionSecret) missing.push("SESSION_SECRET");
	if (read.localSignInAsked) missing.push("LOCAL_SIGN_IN");
	const warnings = missing.map((setting) => ({ setting, message: CONFIG_WARNINGS[setting] }));
	for (const warning of warnings) warnOnce(warning.message);
	return warnings;
}

/** An absolute http(s) URL, or null (unset, or anything else: the link is hidden, never a guess). */
function readLinkUrl(name: string, value: string | undefined): string | null {
	const text = blank(value);
	if (!text) return null;
	const url = URL.canParse(text) ? new URL(text) : null;
	if (url && (url.protocol === "https:" || url.protocol === "http:")) return url.href;
	console.warn(`${name} must be an http(s) URL; the link is hidden`);
	return null;
}

export function readConfig(env: Bindings): AppConfig {
	const issuer = blank(env.OIDC_ISSUER);
	const clientId = blank(env.OIDC_CLIENT_ID);
	const clientSecret = blank(env.OIDC_CLIENT_SECRET);
	const openaiKey = blank(env.OPENAI_API_KEY);
	const googleKey = blank(env.GOOGLE_MAPS_API_KEY);
	const sendgridKey = blank(env.SENDGRID_API_KEY);
	const betaPassword = blank(env.BETA_PASSWORD);
	const appName = blank(env.APP_NAME) ?? "Adventure Guide";
	const deployed = isDeployed(env);
	const publicOrigin = readPublicOrigin(env);
	const sessionSecret = blank(env.SESSION_SECRET);
	const localSignInAsked = blank(env.LOCAL_SIGN_IN)?.toLowerCase() === "true";
	return {
		appName,
		publicOrigin,
		deployed,
		configWarnings: deploymentWarnings({ deployed, publicOrigin, sessionSecret, localSignInAsked }),
		adminEmails: new Set(
			(env.ADMIN_EMAILS ?? "")
				.split(",")
				.map((email) => email.trim().toLowerCase())
				.filter(Boolean),
		),
		betaPassword,
		// A deployed Worker never offers the local sign-in, whatever LOCAL_SIGN_IN says.
		localSignIn: localSignInAsked && !deployed,
		// Locally, without a dedicated secret the beta password keys the signatures. Deployed, it never
		// does (whoever knows the password could sign cookies and tickets): no SESSION_SECRET, no signing.
		signingSecret: sessionSecret ?? (betaPassword && !deployed ? `beta:${betaPassword}` : null),
		oidc:
			issuer && clientId && clientSecret
				? { issuer, clientId, clientSecret, redirectUri: blank(env.OIDC_REDIRECT_URI) }
				: null,
		openai: openaiKey
			? { apiKey: openaiKey, model: blank(env.OPENAI_MODEL) ?? "gpt-4o-mini", baseUrl: blank(env.OPENAI_BASE_URL) }
			: null,
		llm: chooseLlm(env, !!openaiKey),
		workersAiModel: blank(env.WORKERS_AI_MODEL) ?? WORKERS_AI_DEFAULT_MODEL,
		google: googleKey ? { apiKey: googleKey, browserKey: blank(env.GOOGLE_MAPS_BROWSER_KEY) } : null,
		sendgrid: sendgridKey
			? {
					apiKey: sendgridKey,
					fromEmail: blank(env.SENDGRID_FROM_EMAIL) ?? "hello@adventure-guide.app",
					baseUrl: blank(env.SENDGRID_BASE_URL),
				}
			: null,
		...chooseProviders(env, !!googleKey),
		osm: readOsm(env, appName),
		mapTiles: readMapTiles(env),
		parentBrandUrl: readLinkUrl("PARENT_BRAND_URL", env.PARENT_BRAND_URL),
		keyless: chooseProviders(env, false),
		modelCallsPerUserPerDay: positiveWhole(env.MODEL_CALLS_PER_USER_PER_DAY, MODEL_CALLS_PER_USER_PER_DAY),
		placeCallsPerUserPerDay: positiveWhole(env.PLACE_CALLS_PER_USER_PER_DAY, PLACE_CALLS_PER_USER_PER_DAY),
		usageEventsRetentionDays: positiveWhole(env.USAGE_EVENTS_RETENTION_DAYS, USAGE_EVENTS_RETENTION_DAYS),
	};
}

/**
 * The config as it would read with no paid key: no OpenAI, no Google, the keyless places and
 * routes providers. What paid providers give way to while spending is paused.
 */
export const keylessConfig = (config: AppConfig): AppConfig => ({
	...config,
	openai: null,
	google: null,
	placesSource: config.keyless.placesSource,
	routesSource: config.keyless.routesSource,
});

/**
 * How people sign in here: through the OpenID Connect issuer when one is configured (nothing
 * else then); otherwise by a one-time e-mail link, plus the local form where LOCAL_SIGN_IN is on.
 */
function signInMethods(config: Pick<AppConfig, "oidc" | "localSignIn">): SignInMethod[] {
	if (config.oidc) return ["oidc"];
	return config.localSignIn ? ["email-link", "local"] : ["email-link"];
}

export function publicConfig(config: AppConfig): PublicConfig {
	const mapKey = config.google?.browserKey ?? null;
	return {
		appName: config.appName,
		signInMethods: signInMethods(config),
		providers: {
			auth: config.oidc ? "oidc" : "email-link",
			places: config.placesSource,
			llm: config.llm,
			routes: config.routesSource,
			email: config.sendgrid ? "sendgrid" : "outbox",
			map: mapKey ? "google" : "leaflet",
		},
		googleMapsBrowserKey: mapKey,
		mapTiles: {
			url: config.mapTiles.url,
			attribution: config.mapTiles.attribution,
			attributionUrl: config.mapTiles.attributionUrl,
		},
		parentBrandUrl: config.parentBrandUrl,
	};
}
