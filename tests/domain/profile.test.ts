import { describe, expect, it } from "vitest";
import { sniffImageType, updateProfileSchema } from "../../domain/user/profile";

const bytes = (...values: (number | string)[]) =>
	Uint8Array.from(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe("sniffImageType", () => {
	it("knows JPEG, PNG and WebP by their first bytes", () => {
		expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
		expect(sniffImageType(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("png");
		expect(sniffImageType(bytes("RIFF", 1, 2, 3, 4, "WEBPVP8 "))).toBe("webp");
	});

	it("refuses anything else, whatever it is called", () => {
		for (const sample of [
			bytes("GIF89a"),
			bytes("<svg xmlns"),
			bytes("RIFF", 1, 2, 3, 4, "WAVE"),
			bytes(0xff, 0xd8),
			bytes(),
		]) {
			expect(sniffImageType(sample)).toBeNull();
		}
	});
});

describe("updateProfileSchema", () => {
	it("accepts an empty body and normalises interests and kid ages", () => {
		expect(updateProfileSchema.parse({})).toEqual({});
		expect(updateProfileSchema.parse({ interestTags: [" Beaches", "beaches "], kidAges: [9, 3, 9] })).toEqual({
			interestTags: ["beaches"],
			kidAges: [3, 9],
		});
	});

	it("is strict and keeps numberOfKids at 0 or more", () => {
		expect(updateProfileSchema.safeParse({ isLocalWunder: true }).success).toBe(false);
		expect(updateProfileSchema.safeParse({ numberOfKids: 0 }).success).toBe(true);
		expect(updateProfileSchema.safeParse({ numberOfKids: -1 }).success).toBe(false);
	});
});
