import { z } from "zod";

export const BETA_PASSWORD_MAX = 200;

export const betaAuthenticateSchema = z.strictObject({
	password: z.string().max(BETA_PASSWORD_MAX),
});

export { canSubmitBetaPassword } from "./beta-rules";

/** Wrong passwords allowed per client per minute before 429. */
export const BETA_ATTEMPTS_PER_MINUTE = 10;
