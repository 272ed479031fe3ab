import { describe, expect, it } from "vitest";
import { createAdventureSchema, isAppImageUrl, updateAdventureSchema } from "../../domain/adventure/adventure";
import { coverUrl, DESTINATION_COVERS } from "../../domain/place/destination";

/** How the Google places provider writes a proxied photo's URL. */
const proxied = (name: string) => `/api/places/photo?${new URLSearchParams({ name })}`;

const allowed: string[] = [
	...DESTINATION_COVERS.map(coverUrl),
	// The landing's showcase illustrations, the seeded showcase trips' covers.
	"/samples/yellowstone.svg",
	"/samples/olympic-rainforest.svg",
	proxied("places/ChIJN1t_tDeuEmsRUsoyG83frY4/photos/AUc7tXW-abc_123"),
	"/api/places/photo?name=places/ChIJN1t_tDeuEmsRUsoyG83frY4/photos/AUc7tXW",
	"/api/places/photo?name=places%2fChIJ%2fphotos%2fAbc",
	"/api/images/3f0c9a52-6f5e-4a4e-9d7b-1c2b3a4d5e6f.jpg",
	"/api/images/covers/3f0c9a52.webp",
	"/api/images/avatars/u1/a.png",
	"/api/images/plain-key",
];

const refused: [string, string][] = [
	["a tracking pixel elsewhere", "https://evil.example/pixel.gif"],
	["plain http", "http://evil.example/x.png"],
	["a protocol-relative host", "//evil.example/x.png"],
	["a backslash host", "/\\evil.example/x.png"],
	["a same-site action", "/api/logout"],
	["a same-site action dressed as an image", "/api/logout?x=.svg"],
	["a dot-segment escape", "/covers/../api/logout"],
	["an encoded dot-segment escape", "/covers/%2e%2e/api/logout"],
	["an encoded slash escape", "/covers/..%2Fapi%2Flogout.svg"],
	["a double-encoded escape", "/covers/%252e%252e/api/logout"],
	["a cover with a query", "/covers/city.svg?next=/api/logout"],
	["a cover with a fragment", "/covers/city.svg#x"],
	["a cover that was never shipped", "/covers/evil.svg"],
	["a sample that was never shipped", "/samples/evil.svg"],
	["a cover in another case", "/Covers/City.svg"],
	["a cover with a trailing segment", "/covers/city.svg/.."],
	["javascript:", "javascript:alert(1)"],
	["JavaScript: in mixed case", "JaVaScRiPt:alert(document.cookie)"],
	["javascript: after a space", " javascript:alert(1)"],
	["an svg data URL", "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="],
	["a png data URL", "data:image/png;base64,iVBORw0KGgo="],
	["a blob URL", "blob:https://app.example/1234"],
	["a photo proxy with an extra parameter", `${proxied("places/a/photos/b")}&redirect=/api/logout`],
	["a photo proxy with a path name", "/api/places/photo?name=../../api/logout"],
	["a photo proxy with an encoded path name", "/api/places/photo?name=%2e%2e%2Fapi%2Flogout"],
	["a photo proxy with an encoded extra parameter", "/api/places/photo?name=places%2Fa%2Fphotos%2Fb%26x%3D1"],
	["a photo proxy with a broken escape", "/api/places/photo?name=places%2"],
	["a photo proxy with another name", "/api/places/photo?name=users/1/photos/2"],
	["a photo proxy with a fragment", `${proxied("places/a/photos/b")}#x`],
	["the photo proxy without a name", "/api/places/photo"],
	["an upload with dot segments", "/api/images/../logout"],
	["an upload with encoded dot segments", "/api/images/%2e%2e/logout"],
	["an upload prefix alone", "/api/images/"],
	["an upload with a double extension", "/api/images/a.jpg.html"],
	["an upload with an svg (scriptable)", "/api/images/a.svg"],
	["an upload with a query", "/api/images/a.jpg?x=1"],
	["a path of the app that is not an image", "/adventure/1"],
	["an empty path", "/"],
	["whitespace inside", "/covers/city .svg"],
	["a newline after", "/covers/city.svg\n/api/logout"],
	["a right-to-left override", "/covers/\u202Egvs.ytic"],
	["a full-width solidus", "\uFF0F\uFF0Fevil.example/x.png"],
];

describe("isAppImageUrl", () => {
	it.each(allowed)("allows %s", (url) => {
		expect(isAppImageUrl(url)).toBe(true);
	});

	it.each(refused)("refuses %s: %j", (_label, url) => {
		expect(isAppImageUrl(url)).toBe(false);
	});
});

describe("coverImageUrl in the adventure schemas", () => {
	const base = { title: "T", location: "L", startDate: "2030-01-01", endDate: "2030-01-02" };

	it.each(allowed)("create and update take %s", (coverImageUrl) => {
		expect(createAdventureSchema.parse({ ...base, coverImageUrl }).coverImageUrl).toBe(coverImageUrl);
		expect(updateAdventureSchema.parse({ coverImageUrl }).coverImageUrl).toBe(coverImageUrl);
	});

	it.each(refused)("create and update refuse %s", (_label, coverImageUrl) => {
		for (const result of [
			createAdventureSchema.safeParse({ ...base, coverImageUrl }),
			updateAdventureSchema.safeParse({ coverImageUrl }),
		]) {
			expect(result.success).toBe(false);
			expect(result.error?.issues[0]).toMatchObject({
				path: ["coverImageUrl"],
				message: "Cover image must be one of the app's own images",
			});
		}
	});

	it("trims the text and takes empty or null as no cover", () => {
		expect(createAdventureSchema.parse({ ...base, coverImageUrl: "  /covers/city.svg " }).coverImageUrl).toBe(
			"/covers/city.svg",
		);
		expect(createAdventureSchema.parse({ ...base, coverImageUrl: "" }).coverImageUrl).toBeNull();
		expect(updateAdventureSchema.parse({ coverImageUrl: null }).coverImageUrl).toBeNull();
	});
});
