import type { PublicConfig } from "../domain/api/config";
import type { Bindings } from "./bindings";

/** Configuration read once per request from bindings: which provider serves each service. */
export interface AppConfig {
	appName: string;
	adminEmails: Set<string>;
	betaPassword: string | null;
	/** Key material for signed cookies and live-channel tickets; null means nothing can be signed. */
	signingSecret: string | null;
	oidc: { issuer: string; clientId: string; clientSecret: string; redirectUri: string | null } | null;
	openai: { apiKey: string; model: string; baseUrl: string | null } | null;
	google: { apiKey: string; browserKey: string | null } | null;
	sendgrid: { apiKey: string; fromEmail: string } | null;
}

const blank = (value: string | undefined | null) => (value ?? "").trim() || null;

export function readConfig(env: Bindings): AppConfig {
	const issuer = blank(env.OIDC_ISSUER);
	const clientId = blank(env.OIDC_CLIENT_ID);
	const clientSecret = blank(env.OIDC_CLIENT_SECRET);
	const openaiKey = blank(env.OPENAI_API_KEY);
	const googleKey = blank(env.GOOGLE_MAPS_API_KEY);
	const sendgridKey = blank(env.SENDGRID_API_KEY);
	const betaPassword = blank(env.BETA_PASSWORD);
	return {
		appName: blank(env.APP_NAME) ?? "Adventure Guide",
		adminEmails: new Set(
			(env.ADMIN_EMAILS ?? "")
				.split(",")
				.map((email) => email.trim().toLowerCase())
				.filter(Boolean),
		),
		betaPassword,
		// Without a dedicated secret the beta password keys the signatures: a deploy that sets only
		// BETA_PASSWORD still works, and one with neither signs (and admits) nothing.
		signingSecret: blank(env.SESSION_SECRET) ?? (betaPassword ? `beta:${betaPassword}` : null),
		oidc:
			issuer && clientId && clientSecret
				? { issuer, clientId, clientSecret, redirectUri: blank(env.OIDC_REDIRECT_URI) }
				: null,
		openai: openaiKey
			? { apiKey: openaiKey, model: blank(env.OPENAI_MODEL) ?? "gpt-4o-mini", baseUrl: blank(env.OPENAI_BASE_URL) }
			: null,
		google: googleKey ? { apiKey: googleKey, browserKey: blank(env.GOOGLE_MAPS_BROWSER_KEY) } : null,
		sendgrid: sendgridKey
			? { apiKey: sendgridKey, fromEmail: blank(env.SENDGRID_FROM_EMAIL) ?? "hello@adventure-guide.app" }
			: null,
	};
}

export function publicConfig(config: AppConfig): PublicConfig {
	const mapKey = config.google?.browserKey ?? null;
	return {
		appName: config.appName,
		providers: {
			auth: config.oidc ? "oidc" : "local",
			places: config.google ? "google" : "catalog",
			llm: config.openai ? "openai" : "offline",
			routes: config.google ? "google" : "estimate",
			email: config.sendgrid ? "sendgrid" : "outbox",
			map: mapKey ? "google" : "leaflet",
		},
		googleMapsBrowserKey: mapKey,
	};
}
