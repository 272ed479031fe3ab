import { z } from "zod";

export const BETA_PASSWORD_MAX = 200;

export const betaAuthenticateSchema = z.object({
	password: z.string().max(BETA_PASSWORD_MAX),
});

/** The submit button is disabled, and a submit ignored, for an empty or whitespace-only password. */
export function canSubmitBetaPassword(password: string): boolean {
	return password.trim().length > 0;
}

/** Wrong passwords allowed per client per minute before 429. */
export const BETA_ATTEMPTS_PER_MINUTE = 10;
