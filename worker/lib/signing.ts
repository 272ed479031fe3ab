/**
 * HMAC-SHA256 signed values: `payload.signature`, both base64url. Used for the beta cookie and the
 * live-channel tickets. Verification is constant-time (crypto.subtle.verify).
 */
const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
	let binary = "";
	for (const byte of bytes) binary += String.fromCharCode(byte);
	return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array | null {
	if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
	const padded = text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4);
	try {
		const binary = atob(padded);
		return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
	} catch {
		return null;
	}
}

/** Imported keys, by purpose and secret: importing one per request (every beta cookie check) costs. */
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string, purpose: string): Promise<CryptoKey> {
	const id = `${purpose}\u0000${secret}`;
	let key = keys.get(id);
	if (!key) {
		key = importHmacKey(secret, purpose);
		// A failed import is not kept.
		key.catch(() => keys.delete(id));
		keys.set(id, key);
	}
	return key;
}

async function importHmacKey(secret: string, purpose: string): Promise<CryptoKey> {
	// One key per purpose, so a beta cookie can never pass as a ticket and vice versa.
	return crypto.subtle.importKey(
		"raw",
		encoder.encode(`${purpose}\u0000${secret}`),
		{ name: "HMAC", hash: "SHA-256" },
		false,
		["sign", "verify"],
	);
}

export async function sign(secret: string, purpose: string, payload: unknown): Promise<string> {
	const body = toBase64Url(encoder.encode(JSON.stringify(payload)));
	const key = await hmacKey(secret, purpose);
	const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(body)));
	return `${body}.${toBase64Url(signature)}`;
}

export async function verify<T>(secret: string, purpose: string, token: string): Promise<T | null> {
	const [body, signature, extra] = token.split(".");
	if (!body || !signature || extra !== undefined) return null;
	const signatureBytes = fromBase64Url(signature);
	const bodyBytes = fromBase64Url(body);
	if (!signatureBytes || !bodyBytes) return null;
	const key = await hmacKey(secret, purpose);
	const ok = await crypto.subtle.verify("HMAC", key, signatureBytes, encoder.encode(body));
	if (!ok) return null;
	try {
		return JSON.parse(new TextDecoder().decode(bodyBytes)) as T;
	} catch {
		return null;
	}
}

export function randomToken(bytes = 32): string {
	return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** SHA-256 of a text as lowercase hex: how session ids and sign-in tokens are stored in D1. */
export async function sha256Hex(text: string): Promise<string> {
	const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
	return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
