import * as oauth from "oauth4webapi";
import type { AppConfig } from "../../config";

type OidcConfig = NonNullable<AppConfig["oidc"]>;

/** Who signed in, as an identity provider (or the local sign-in form) tells it. */
export interface SignInProfile {
	email: string;
	firstName: string | null;
	lastName: string | null;
	profileImageUrl?: string | null;
	oidcSubject?: string | null;
	/** Whether the identity provider vouches for the e-mail; unverified ones never link accounts. */
	emailVerified?: boolean;
}

/** What must survive the round trip to the issuer, kept server-side in KV under the state value. */
interface PendingSignIn {
	codeVerifier: string;
	nonce: string;
	returnTo: string;
	redirectUri: string;
}

const PENDING_TTL_SECONDS = 10 * 60;
const pendingKey = (state: string) => `oidc:${state}`;
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const discoveryCache = new Map<string, { as: oauth.AuthorizationServer; at: number }>();

function requestOptions(issuer: URL) {
	// Plain http is only allowed for an issuer on this machine (a local identity provider in dev).
	const local = issuer.hostname === "localhost" || issuer.hostname === "127.0.0.1";
	return { [oauth.allowInsecureRequests]: issuer.protocol === "http:" && local };
}

async function discover(config: OidcConfig): Promise<oauth.AuthorizationServer> {
	const cached = discoveryCache.get(config.issuer);
	if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.as;
	const issuer = new URL(config.issuer);
	const response = await oauth.discoveryRequest(issuer, { algorithm: "oidc", ...requestOptions(issuer) });
	const as = await oauth.processDiscoveryResponse(issuer, response);
	discoveryCache.set(config.issuer, { as, at: Date.now() });
	return as;
}

/** Starts authorization code + PKCE: returns the issuer URL to redirect the browser to. */
export async function beginSignIn(
	config: OidcConfig,
	kv: KVNamespace,
	options: { returnTo: string; origin: string },
): Promise<string> {
	const as = await discover(config);
	if (!as.authorization_endpoint) throw new Error("issuer has no authorization endpoint");
	const codeVerifier = oauth.generateRandomCodeVerifier();
	const state = oauth.generateRandomState();
	const nonce = oauth.generateRandomNonce();
	const redirectUri = config.redirectUri ?? `${options.origin}/api/auth/callback`;
	const pending: PendingSignIn = { codeVerifier, nonce, returnTo: options.returnTo, redirectUri };
	await kv.put(pendingKey(state), JSON.stringify(pending), { expirationTtl: PENDING_TTL_SECONDS });

	const url = new URL(as.authorization_endpoint);
	url.searchParams.set("client_id", config.clientId);
	url.searchParams.set("redirect_uri", redirectUri);
	url.searchParams.set("response_type", "code");
	url.searchParams.set("scope", "openid email profile");
	url.searchParams.set("code_challenge", await oauth.calculatePKCECodeChallenge(codeVerifier));
	url.searchParams.set("code_challenge_method", "S256");
	url.searchParams.set("state", state);
	url.searchParams.set("nonce", nonce);
	return url.href;
}

export class SignInError extends Error {}

/**
 * Finishes the flow at the callback: checks state, exchanges the code with the PKCE verifier and
 * validates the ID token (issuer, audience, expiry, nonce and its signature against the issuer's
 * JWKS). Returns the profile and where to go next.
 */
export async function completeSignIn(
	config: OidcConfig,
	kv: KVNamespace,
	callbackUrl: URL,
): Promise<{ profile: SignInProfile; returnTo: string }> {
	const state = callbackUrl.searchParams.get("state");
	if (!state || state.length > 200) throw new SignInError("Missing sign-in state");
	const pending = await kv.get<PendingSignIn>(pendingKey(state), "json");
	if (!pending) throw new SignInError("Sign-in expired or was already used");
	// One use only: a replayed callback finds nothing.
	await kv.delete(pendingKey(state));

	const as = await discover(config);
	const client: oauth.Client = { client_id: config.clientId };
	const options = requestOptions(new URL(config.issuer));
	let params: URLSearchParams;
	try {
		params = oauth.validateAuthResponse(as, client, callbackUrl, state);
	} catch (error) {
		throw new SignInError(error instanceof Error ? error.message : "Invalid authorization response");
	}
	const response = await oauth.authorizationCodeGrantRequest(
		as,
		client,
		oauth.ClientSecretPost(config.clientSecret),
		params,
		pending.redirectUri,
		pending.codeVerifier,
		options,
	);
	const result = await oauth.processAuthorizationCodeResponse(as, client, response, {
		expectedNonce: pending.nonce,
		requireIdToken: true,
	});
	await oauth.validateApplicationLevelSignature(as, response, options);
	const claims = oauth.getValidatedIdTokenClaims(result);
	if (!claims) throw new SignInError("No ID token");
	const email = typeof claims.email === "string" ? claims.email : null;
	if (!email) throw new SignInError("The identity provider did not share an e-mail address");
	const str = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim().slice(0, 60) : null);
	return {
		profile: {
			email,
			firstName: str(claims.given_name) ?? str(claims.name),
			lastName: str(claims.family_name),
			profileImageUrl:
				typeof claims.picture === "string" && claims.picture.startsWith("https://") ? claims.picture : null,
			oidcSubject: `${as.issuer}#${claims.sub}`,
			emailVerified: claims.email_verified === true,
		},
		returnTo: pending.returnTo,
	};
}
