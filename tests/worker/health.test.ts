import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { PublicConfig } from "../../domain/api/config";
import { callWith } from "./helpers";

describe("GET /api/health", () => {
	it("answers without beta access", async () => {
		const res = await exports.default.fetch("http://localhost/api/health");
		expect(res.status).toBe(200);
		expect(await res.json()).toMatchObject({ status: "ok" });
	});
});

describe("GET /api/config: the parent brand's link (PARENT_BRAND_URL)", () => {
	const parentBrandUrl = async (value: string | undefined) =>
		((await (await callWith({ PARENT_BRAND_URL: value }, "/api/config")).json()) as PublicConfig).parentBrandUrl;

	it("is the configured address", async () => {
		expect(await parentBrandUrl("https://brand.example.org/about")).toBe("https://brand.example.org/about");
	});

	it("is null when unset or blank: the landing page then shows no link, never a placeholder", async () => {
		expect(await parentBrandUrl(undefined)).toBeNull();
		expect(await parentBrandUrl("  ")).toBeNull();
	});

	it("is null for anything but an absolute http(s) URL", async () => {
		for (const value of ["javascript:alert(1)", "brand.example.org", "/about", "ftp://brand.example.org"]) {
			expect(await parentBrandUrl(value), value).toBeNull();
		}
	});
});
