import { type AppConfig, signingSecretFor } from "../config";
import { UnauthorizedError } from "../lib/errors";
import { sign, verify } from "../lib/signing";

export const BETA_TTL_SECONDS = 90 * 24 * 60 * 60;
const PURPOSE = "beta-access";

interface BetaClaim {
	exp: number;
}

type BetaConfig = Pick<AppConfig, "betaPassword" | "signingSecret">;

/** Whether a beta token (the cookie's value) is valid, unexpired and signed by this deployment. */
export async function hasBetaAccess(config: BetaConfig, token: string | undefined): Promise<boolean> {
	const { betaPassword, signingSecret } = config;
	// Deployed without a beta password, the gate admits nobody.
	if (!betaPassword || !signingSecret || !token) return false;
	const claim = await verify<BetaClaim>(signingSecret, PURPOSE, token);
	return !!claim && typeof claim.exp === "number" && claim.exp > Date.now();
}

/**
 * Checks the beta password and answers a signed beta token; 401 for a wrong one (or none
 * configured), 503 when nothing can be signed (no SESSION_SECRET on a deployed Worker).
 */
export async function grantBetaAccess(config: BetaConfig, password: string): Promise<string> {
	const { betaPassword } = config;
	if (!betaPassword || !(await passwordMatches(password, betaPassword)))
		throw new UnauthorizedError("Invalid password");
	return sign(signingSecretFor(config, "A beta cookie"), PURPOSE, {
		exp: Date.now() + BETA_TTL_SECONDS * 1000,
	} satisfies BetaClaim);
}

/** Compares two strings in time independent of where they differ. */
async function passwordMatches(given: string, expected: string): Promise<boolean> {
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
