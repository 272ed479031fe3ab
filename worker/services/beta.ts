import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import { sign, verify } from "../lib/signing";
import { isSecureRequest } from "./sessions";

export const BETA_COOKIE = "ag_beta";
const BETA_TTL_SECONDS = 90 * 24 * 60 * 60;
const PURPOSE = "beta-access";

interface BetaClaim {
	exp: number;
}

/** Whether the request carries a valid, unexpired beta cookie signed by this deployment. */
export async function hasBetaAccess(c: Context<AppEnv>): Promise<boolean> {
	const { betaPassword, signingSecret } = c.get("config");
	// Deployed without a beta password, the gate admits nobody.
	if (!betaPassword || !signingSecret) return false;
	const cookie = getCookie(c, BETA_COOKIE);
	if (!cookie) return false;
	const claim = await verify<BetaClaim>(signingSecret, PURPOSE, cookie);
	return !!claim && typeof claim.exp === "number" && claim.exp > Date.now();
}

export async function grantBetaAccess(c: Context<AppEnv>): Promise<void> {
	const { signingSecret } = c.get("config");
	if (!signingSecret) throw new Error("no signing secret");
	const token = await sign(signingSecret, PURPOSE, { exp: Date.now() + BETA_TTL_SECONDS * 1000 } satisfies BetaClaim);
	setCookie(c, BETA_COOKIE, token, {
		httpOnly: true,
		sameSite: "Lax",
		secure: isSecureRequest(c.req.url),
		path: "/",
		maxAge: BETA_TTL_SECONDS,
	});
}

/** Compares two strings in time independent of where they differ. */
export async function passwordMatches(given: string, expected: string): Promise<boolean> {
	const encoder = new TextEncoder();
	const [a, b] = await Promise.all([
		crypto.subtle.digest("SHA-256", encoder.encode(given)),
		crypto.subtle.digest("SHA-256", encoder.encode(expected)),
	]);
	const x = new Uint8Array(a);
	const y = new Uint8Array(b);
	let diff = 0;
	for (let i = 0; i < x.length; i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
	return diff === 0;
}
