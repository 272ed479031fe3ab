import { describe, expect, it } from "vitest";
import { BETA_PASSWORD_MAX, betaAuthenticateSchema, canSubmitBetaPassword } from "../../domain/user/beta";

describe("canSubmitBetaPassword", () => {
	it.each([
		["", false],
		["   ", false],
		["\t\n", false],
		["\u00a0", false],
		[" a ", true],
		["a", true],
		["letmein-local", true],
	])("%j → %s", (password, expected) => {
		expect(canSubmitBetaPassword(password)).toBe(expected);
	});
});

describe("betaAuthenticateSchema", () => {
	it("keeps the password exactly as typed (no trimming)", () => {
		expect(betaAuthenticateSchema.parse({ password: " secret " })).toEqual({ password: " secret " });
	});

	it(`accepts up to ${BETA_PASSWORD_MAX} characters and refuses more`, () => {
		expect(betaAuthenticateSchema.safeParse({ password: "x".repeat(BETA_PASSWORD_MAX) }).success).toBe(true);
		expect(betaAuthenticateSchema.safeParse({ password: "x".repeat(BETA_PASSWORD_MAX + 1) }).success).toBe(false);
	});

	it.each([{}, { password: 1 }, { password: null }, null, "secret"])("refuses %j", (body) => {
		expect(betaAuthenticateSchema.safeParse(body).success).toBe(false);
	});
});
