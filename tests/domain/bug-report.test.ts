import { describe, expect, it } from "vitest";
import { createBugReportSchema } from "../../domain/bug-report/bug-report";
import {
	BUG_SCREENSHOT_MAX_BYTES,
	BUG_SCREENSHOT_MAX_CHARS,
	base64DecodedLength,
	cleanConsoleText,
	pagePathOnSite,
} from "../../domain/bug-report/bug-report-rules";

const toBase64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));

describe("bug report rules", () => {
	it("computes a base64 text's decoded length from its length and padding", () => {
		for (const n of [0, 1, 2, 3, 4, 5, 100, 1001]) {
			expect(base64DecodedLength(toBase64(Array.from({ length: n }, (_, i) => i % 256)))).toBe(n);
		}
	});

	it("the longest screenshot data URL is exactly a 2 MB image's", () => {
		const full = Math.ceil(BUG_SCREENSHOT_MAX_BYTES / 3) * 4;
		expect(BUG_SCREENSHOT_MAX_CHARS).toBe("data:image/jpeg;base64,".length + full);
	});

	it("cleans control characters from console text and cuts it to the limit", () => {
		expect(cleanConsoleText("a\u0000b\u001b[31mc\nd\te", 100)).toBe("a b [31mc\nd\te");
		expect(cleanConsoleText("x".repeat(20), 10)).toBe(`${"x".repeat(9)}…`);
		expect(cleanConsoleText("short", 10)).toBe("short");
	});
});

describe("createBugReportSchema", () => {
	const base = { url: "/discover", userAgent: "UA" };

	it("keeps the page's path and query, drops its fragment, and trims the description to null", () => {
		const parsed = createBugReportSchema.parse({ ...base, url: "/sign-in/link?a=1#token=x", description: "  " });
		expect(parsed).toMatchObject({ url: "/sign-in/link?a=1", description: null, consoleErrors: [] });
	});

	it("takes a JPEG data URL and hands on its base64", () => {
		const jpeg = toBase64([0xff, 0xd8, 0xff, 0xe0, 1, 2]);
		expect(createBugReportSchema.parse({ ...base, screenshot: `data:image/jpeg;base64,${jpeg}` }).screenshot).toBe(
			jpeg,
		);
	});

	it.each([
		["a PNG behind a JPEG prefix", `data:image/jpeg;base64,${toBase64([0x89, 0x50, 0x4e, 0x47])}`],
		["a PNG data URL", `data:image/png;base64,${toBase64([0x89, 0x50, 0x4e, 0x47])}`],
		["broken base64", "data:image/jpeg;base64,/9j/4A="],
		["not base64 at all", "data:image/jpeg;base64,/9j/<script>"],
		["a remote URL", "https://example.com/a.jpg"],
	])("refuses %s as the screenshot", (_label, screenshot) => {
		expect(createBugReportSchema.safeParse({ ...base, screenshot }).success).toBe(false);
	});

	it.each([
		["a protocol-relative URL", "//evil.example/"],
		["a relative path", "discover"],
		["a script URL", "javascript:alert(1)"],
		["a data URL", "data:text/html,<p>"],
	])("refuses %s as the page", (_label, url) => {
		expect(createBugReportSchema.safeParse({ ...base, url }).success).toBe(false);
	});

	it("takes a full address (location.href) without its fragment; the site is checked by pagePathOnSite", () => {
		expect(createBugReportSchema.parse({ ...base, url: "https://trips.example.net/a?b=1#token=x" }).url).toBe(
			"https://trips.example.net/a?b=1",
		);
	});
});

describe("pagePathOnSite", () => {
	const site = ["https://trips.example.net", "http://localhost:8787"];
	it.each([
		["/adventure/x?tab=paths", "/adventure/x?tab=paths"],
		["/sign-in/link#token=x", "/sign-in/link"],
		["https://trips.example.net/discover?q=zoo", "/discover?q=zoo"],
		["https://trips.example.net", "/"],
		["http://localhost:8787/profile", "/profile"],
		["https://evil.example/", null],
		["https://trips.example.net.evil.example/", null],
		["http://trips.example.net/", null],
		["http://localhost:8788/", null],
		["//evil.example/", null],
	])("%s → %s", (page, path) => {
		expect(pagePathOnSite(page, site)).toBe(path);
	});
});
