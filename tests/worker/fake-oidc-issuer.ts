import { type MockInstance, vi } from "vitest";

/**
 * A local OpenID Connect issuer for the worker tests: discovery, a JWKS from a WebCrypto RSA key
 * pair, an "authorize" step the test drives by hand (the user approving), and a token endpoint that
 * checks what a real issuer checks (client authentication, redirect URI, PKCE S256, one-time codes).
 * Installed by routing `globalThis.fetch` for its origin; every other URL goes to the real fetch.
 */

export interface FakeUser {
	sub: string;
	email?: string;
	given_name?: string;
	family_name?: string;
	name?: string;
	picture?: string;
}

/** Ways to spoil the ID token of one code, for the negative tests. */
export interface IdTokenTweaks {
	nonce?: string;
	aud?: string;
	iss?: string;
	exp?: number;
	/** Sign with a key the issuer never published (same kid, so only the signature can tell). */
	foreignKey?: boolean;
	/** Extra or overriding claims. */
	claims?: Record<string, unknown>;
}

interface IssuedCode {
	clientId: string;
	redirectUri: string;
	codeChallenge: string;
	nonce: string | null;
	user: FakeUser;
	tweaks: IdTokenTweaks;
	used: boolean;
}

export interface TokenRequestRecord {
	params: Record<string, string>;
	status: number;
	error?: string;
}

const encoder = new TextEncoder();

function base64url(input: ArrayBuffer | Uint8Array | string): string {
	const bytes = typeof input === "string" ? encoder.encode(input) : new Uint8Array(input);
	let binary = "";
	for (const byte of bytes) binary += String.fromCharCode(byte);
	return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const RSA = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" } as const;

async function rsaKeyPair(): Promise<CryptoKeyPair> {
	return (await crypto.subtle.generateKey(
		{ ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
		true,
		["sign", "verify"],
	)) as CryptoKeyPair;
}

export async function s256(verifier: string): Promise<string> {
	return base64url(await crypto.subtle.digest("SHA-256", encoder.encode(verifier)));
}

export class FakeOidcIssuer {
	readonly kid = "test-key-1";
	readonly codes = new Map<string, IssuedCode>();
	readonly tokenRequests: TokenRequestRecord[] = [];
	readonly requests: string[] = [];
	private spy: MockInstance<typeof fetch> | null = null;

	private constructor(
		readonly issuer: string,
		readonly clientId: string,
		readonly clientSecret: string,
		private readonly keys: CryptoKeyPair,
		private readonly foreignKeys: CryptoKeyPair,
	) {}

	static async create(options: { issuer: string; clientId: string; clientSecret: string }): Promise<FakeOidcIssuer> {
		const [keys, foreignKeys] = await Promise.all([rsaKeyPair(), rsaKeyPair()]);
		return new FakeOidcIssuer(options.issuer, options.clientId, options.clientSecret, keys, foreignKeys);
	}

	/** Routes fetches to this issuer's origin here; call `uninstall` (or vi.restoreAllMocks) after. */
	install(): void {
		const realFetch = globalThis.fetch;
		const origin = new URL(this.issuer).origin;
		this.spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
			const request = new Request(input, init);
			if (new URL(request.url).origin !== origin) return realFetch(input, init);
			this.requests.push(`${request.method} ${new URL(request.url).pathname}`);
			return this.handle(request);
		});
	}

	uninstall(): void {
		this.spy?.mockRestore();
		this.spy = null;
	}

	discoveryDocument() {
		return {
			issuer: this.issuer,
			authorization_endpoint: `${this.issuer}/authorize`,
			token_endpoint: `${this.issuer}/token`,
			jwks_uri: `${this.issuer}/jwks`,
			response_types_supported: ["code"],
			subject_types_supported: ["public"],
			id_token_signing_alg_values_supported: ["RS256"],
			code_challenge_methods_supported: ["S256"],
			token_endpoint_auth_methods_supported: ["client_secret_post"],
			scopes_supported: ["openid", "email", "profile"],
		};
	}

	/**
	 * The user approves the sign-in at the issuer: checks the authorization request the app sent
	 * the browser to, binds a fresh code to its PKCE challenge and nonce, and returns the callback
	 * URL the issuer would redirect the browser to.
	 */
	authorize(authorizeUrl: string, user: FakeUser, tweaks: IdTokenTweaks = {}): { code: string; callbackUrl: string } {
		const url = new URL(authorizeUrl);
		const param = (name: string) => url.searchParams.get(name);
		if (url.href.split("?")[0] !== `${this.issuer}/authorize`) throw new Error(`not this issuer: ${authorizeUrl}`);
		if (param("client_id") !== this.clientId) throw new Error("unknown client_id");
		if (param("response_type") !== "code") throw new Error("response_type must be code");
		if (param("code_challenge_method") !== "S256") throw new Error("PKCE S256 required");
		const scopes = (param("scope") ?? "").split(" ");
		if (!scopes.includes("openid")) throw new Error("scope must include openid");
		const codeChallenge = param("code_challenge");
		const redirectUri = param("redirect_uri");
		const state = param("state");
		if (!codeChallenge || !redirectUri || !state) throw new Error("incomplete authorization request");
		const code = base64url(crypto.getRandomValues(new Uint8Array(24)));
		this.codes.set(code, {
			clientId: this.clientId,
			redirectUri,
			codeChallenge,
			nonce: param("nonce"),
			user,
			tweaks,
			used: false,
		});
		const callback = new URL(redirectUri);
		callback.searchParams.set("code", code);
		callback.searchParams.set("state", state);
		return { code, callbackUrl: callback.href };
	}

	/** A signed JWT as this issuer (or, with `foreign`, as an impostor with the same kid). */
	async signJwt(claims: Record<string, unknown>, foreign = false): Promise<string> {
		const header = base64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid: this.kid }));
		const payload = base64url(JSON.stringify(claims));
		const key = (foreign ? this.foreignKeys : this.keys).privateKey;
		const signature = await crypto.subtle.sign(RSA, key, encoder.encode(`${header}.${payload}`));
		return `${header}.${payload}.${base64url(signature)}`;
	}

	private async handle(request: Request): Promise<Response> {
		const { pathname } = new URL(request.url);
		if (request.method === "GET" && pathname === "/.well-known/openid-configuration") {
			return Response.json(this.discoveryDocument());
		}
		if (request.method === "GET" && pathname === "/jwks") {
			const jwk = await crypto.subtle.exportKey("jwk", this.keys.publicKey);
			const { kty, n, e } = jwk as JsonWebKey;
			return Response.json({ keys: [{ kty, n, e, kid: this.kid, alg: "RS256", use: "sig" }] });
		}
		if (request.method === "POST" && pathname === "/token") return this.token(request);
		return Response.json({ error: "not_found" }, { status: 404 });
	}

	private async token(request: Request): Promise<Response> {
		const params = Object.fromEntries(new URLSearchParams(await request.text()));
		const refuse = (error: string, status = 400) => {
			this.tokenRequests.push({ params, status, error });
			return Response.json({ error }, { status });
		};
		if (!request.headers.get("Content-Type")?.startsWith("application/x-www-form-urlencoded")) {
			return refuse("invalid_request");
		}
		if (params.client_id !== this.clientId || params.client_secret !== this.clientSecret) {
			return refuse("invalid_client", 401);
		}
		if (params.grant_type !== "authorization_code") return refuse("unsupported_grant_type");
		const issued = params.code ? this.codes.get(params.code) : undefined;
		if (!issued || issued.used) return refuse("invalid_grant");
		// A code is single-use, whatever the outcome of this attempt.
		issued.used = true;
		if (issued.clientId !== params.client_id || issued.redirectUri !== params.redirect_uri) {
			return refuse("invalid_grant");
		}
		if (!params.code_verifier || (await s256(params.code_verifier)) !== issued.codeChallenge) {
			return refuse("invalid_grant");
		}
		const now = Math.floor(Date.now() / 1000);
		const { tweaks, user } = issued;
		const claims: Record<string, unknown> = {
			iss: tweaks.iss ?? this.issuer,
			aud: tweaks.aud ?? this.clientId,
			iat: now,
			exp: tweaks.exp ?? now + 300,
			...(issued.nonce !== null || tweaks.nonce ? { nonce: tweaks.nonce ?? issued.nonce } : {}),
			...user,
			...tweaks.claims,
		};
		const idToken = await this.signJwt(claims, tweaks.foreignKey);
		this.tokenRequests.push({ params, status: 200 });
		return Response.json(
			{ access_token: `at-${crypto.randomUUID()}`, token_type: "Bearer", expires_in: 3600, id_token: idToken },
			{ headers: { "Cache-Control": "no-store" } },
		);
	}
}
