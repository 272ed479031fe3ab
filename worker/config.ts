import type { PublicConfig, SignInMethod } from "../domain/api/config";
import type { Bindings } from "./bindings";

/** Configuration read once per request from bindings: which provider serves each service. */
export interface AppConfig {
	appName: string;
	adminEmails: Set<string>;
	betaPassword: string | null;
	/**
	 * LOCAL_SIGN_IN=true: anyone past the beta gate may sign in as any e-mail by typing it (local
	 * development and tests only). Never on unless the variable says exactly "true".
	 */
	localSignIn: boolean;
	/** Key material for signed cookies and live-channel tickets; null means nothing can be signed. */
	signingSecret: string | null;
	oidc: { issuer: string; clientId: string; clientSecret: string; redirectUri: string | null } | null;
	openai: { apiKey: string; model: string; baseUrl: string | null } | null;
	google: { apiKey: string; browserKey: string | null } | null;
	sendgrid: { apiKey: string; fromEmail: string; baseUrl: string | null } | null;
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
		localSignIn: blank(env.LOCAL_SIGN_IN)?.toLowerCase() === "true",
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
			? {
					apiKey: sendgridKey,
					fromEmail: blank(env.SENDGRID_FROM_EMAIL) ?? "hello@adventure-guide.app",
					baseUrl: blank(env.SENDGRID_BASE_URL),
				}
			: null,
	};
}

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
			places: config.google ? "google" : "catalog",
			llm: config.openai ? "openai" : "offline",
			routes: config.google ? "google" : "estimate",
			email: config.sendgrid ? "sendgrid" : "outbox",
			map: mapKey ? "google" : "leaflet",
		},
		googleMapsBrowserKey: mapKey,
	};
}
