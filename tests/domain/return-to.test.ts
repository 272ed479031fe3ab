import { describe, expect, it } from "vitest";
import { safeReturnTo } from "../../domain/user/return-to";

describe("safeReturnTo", () => {
	it.each<[string | null | undefined, string]>([
		// Same-origin paths pass through untouched.
		["/", "/"],
		["/profile", "/profile"],
		["/adventure/abc", "/adventure/abc"],
		["/adventure/abc/public?tab=paths#map", "/adventure/abc/public?tab=paths#map"],
		["/discover?q=beach%20trip", "/discover?q=beach%20trip"],
		// Dot segments are resolved, but cannot climb out of the origin.
		["/a/../b", "/b"],
		["/../../etc", "/etc"],
		// Nothing given.
		[undefined, "/"],
		[null, "/"],
		["", "/"],
		// Other sites, in every spelling browsers accept.
		["https://evil.com", "/"],
		["http://evil.com/path", "/"],
		["//evil.com", "/"],
		["//evil.com/path", "/"],
		["///evil.com", "/"],
		["/\\evil.com", "/"],
		["/\\/evil.com", "/"],
		["\\\\evil.com", "/"],
		["/path\\with\\backslash", "/"],
		// Not a path at all.
		["javascript:alert(1)", "/"],
		["data:text/html,hi", "/"],
		["evil.com", "/"],
		["profile", "/"],
		[" /profile", "/"],
		// Control characters let browsers drop or reinterpret parts of the URL.
		["/\t/evil.com", "/"],
		["/\n/evil.com", "/"],
		["/\r\nSet-Cookie:x", "/"],
		["/\u0000", "/"],
		["/\u007f", "/"],
		// Too long.
		[`/${"a".repeat(2047)}`, `/${"a".repeat(2047)}`],
		[`/${"a".repeat(2048)}`, "/"],
	])("%j → %j", (input, expected) => {
		expect(safeReturnTo(input)).toBe(expected);
	});

	it("keeps percent-encoded text encoded (it is still a path on this site)", () => {
		expect(safeReturnTo("/%2F%2Fevil.com")).toBe("/%2F%2Fevil.com");
		expect(new URL(safeReturnTo("/%2F%2Fevil.com"), "https://app.example").host).toBe("app.example");
	});
});
