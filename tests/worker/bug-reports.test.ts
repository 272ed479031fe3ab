import { env } from "cloudflare:workers";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bugReports } from "../../worker/db/schema";
import { betaCookie, call, callWith, db, json, type SignedIn, signIn, uniqueIp } from "./helpers";

/** A real 8×8 JPEG (ffmpeg, quality 10). */
const TINY_JPEG_BASE64 =
	"/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgUFBcUFxsbGxsbGyAeICEhISAgICAhISEkJCQqKiokJCQhISQkKCgqKi4vLisrKisvLzIyMjw8OTlGRkhWVmf/xABLAAEBAAAAAAAAAAAAAAAAAAAABQEBAAAAAAAAAAAAAAAAAAAABhABAAAAAAAAAAAAAAAAAAAAABEBAAAAAAAAAAAAAAAAAAAAAP/AABEIAAgACAMBIgACEQADEQD/2gAMAwEAAhEDEQA/AKQAgcP/2Q==";
const TINY_JPEG = `data:image/jpeg;base64,${TINY_JPEG_BASE64}`;

/** `bytes` bytes that start like a JPEG, as a data URL. */
function jpegOfSize(bytes: number): string {
	const data = new Uint8Array(bytes);
	data.set([0xff, 0xd8, 0xff, 0xe0]);
	let binary = "";
	const chunk = 0x8000;
	for (let i = 0; i < data.length; i += chunk) binary += String.fromCharCode(...data.subarray(i, i + chunk));
	return `data:image/jpeg;base64,${btoa(binary)}`;
}

const validReport = (fields: Record<string, unknown> = {}) => ({
	url: "/adventure/abc?tab=paths",
	userAgent: "Mozilla/5.0 (test)",
	viewport: { width: 1280, height: 800 },
	description: "The map does not load",
	consoleErrors: [
		{
			message: "TypeError: x is undefined",
			timestamp: "2031-07-01T10:00:00.000Z",
			type: "error",
			stack: "at map.tsx:1",
		},
		{ message: "Slow network", timestamp: "2031-07-01T10:00:01.000Z", type: "warn" },
	],
	screenshot: TINY_JPEG,
	...fields,
});

/** A report as a client sends it: its own address, and cookies when given. */
const submit = (body: unknown, { ip = uniqueIp(), cookie }: { ip?: string; cookie?: string } = {}) =>
	call("/api/bug-reports", json(body, { headers: { "CF-Connecting-IP": ip, ...(cookie ? { Cookie: cookie } : {}) } }));

async function rowCount(): Promise<number> {
	const [row] = await db().select({ n: count() }).from(bugReports);
	return row?.n ?? 0;
}

async function screenshotKeys(): Promise<string[]> {
	const listed = await env.BUCKET.list({ prefix: "bug-screenshots/" });
	return listed.objects.map((o) => o.key);
}

async function stored(): Promise<{ rows: number; objects: number }> {
	return { rows: await rowCount(), objects: (await screenshotKeys()).length };
}

const rowOf = async (id: string) => (await db().select().from(bugReports).where(eq(bugReports.id, id)))[0];

const admin = () => signIn("admin@example.com");

interface ListAnswer {
	reports: {
		id: string;
		status: string;
		description: string | null;
		screenshotUrl: string | null;
		userEmail: string;
	}[];
	counts: { open: number; fixed: number };
}

const list = async (who: SignedIn) => {
	const res = await call("/api/bug-reports", { headers: { Cookie: who.cookie } });
	expect(res.status).toBe(200);
	return (await res.json()) as ListAnswer;
};

describe("POST /api/bug-reports", () => {
	it("stores a signed-out visitor's report as 'Public', before the beta gate, with its screenshot in R2", async () => {
		const res = await submit(validReport({ url: "/sign-in/link?x=1#token=secret" }));
		expect(res.status, await res.clone().text()).toBe(201);
		const { id, status } = (await res.json()) as { id: string; status: string };
		expect(status).toBe("bug");
		const row = await rowOf(id);
		expect(row).toMatchObject({
			status: "bug",
			userEmail: "Public",
			userId: null,
			description: "The map does not load",
			url: "/sign-in/link?x=1",
			userAgent: "Mozilla/5.0 (test)",
			viewportWidth: 1280,
			viewportHeight: 800,
			screenshotKey: `bug-screenshots/${id}.jpg`,
		});
		expect(row?.consoleErrors).toHaveLength(2);
		expect(row?.consoleErrors[0]).toMatchObject({ type: "error", message: "TypeError: x is undefined" });
		const object = await env.BUCKET.get(`bug-screenshots/${id}.jpg`);
		expect(object?.httpMetadata?.contentType).toBe("image/jpeg");
		const bytes = new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0));
		expect(btoa(String.fromCharCode(...bytes))).toBe(TINY_JPEG_BASE64);
	});

	it("takes the page's full address on this site (the widget's location.href) and stores its path", async () => {
		const res = await submit(validReport({ url: "http://localhost/adventure/abc?tab=paths#token=secret" }));
		expect(res.status, await res.clone().text()).toBe(201);
		expect((await rowOf(((await res.json()) as { id: string }).id))?.url).toBe("/adventure/abc?tab=paths");
		// On a deployment with PUBLIC_ORIGIN, that site's addresses (and the request's own) are this site.
		const configured = { PUBLIC_ORIGIN: "https://trips.example.net" };
		const viaPublic = await callWith(
			configured,
			"/api/bug-reports",
			json(validReport({ url: "https://trips.example.net/discover?q=zoo" }), {
				headers: { "CF-Connecting-IP": uniqueIp() },
			}),
		);
		expect(viaPublic.status, await viaPublic.clone().text()).toBe(201);
		expect((await rowOf(((await viaPublic.json()) as { id: string }).id))?.url).toBe("/discover?q=zoo");
		const before = await stored();
		for (const url of ["https://localhost.evil.example/", "http://localhost:8080/", "javascript:alert(1)"]) {
			const refused = await submit(validReport({ url }));
			expect(refused.status, url).toBe(400);
			expect(await refused.json()).toMatchObject({ error: "The page must be a path on this site" });
		}
		expect(await stored()).toEqual(before);
	});

	it("records a signed-in user's id and e-mail; the description is optional and trimmed, the screenshot too", async () => {
		const who = await signIn();
		const res = await submit(validReport({ description: "   ", screenshot: null, consoleErrors: [] }), {
			cookie: who.cookie,
		});
		expect(res.status).toBe(201);
		const row = await rowOf(((await res.json()) as { id: string }).id);
		expect(row).toMatchObject({
			userId: who.user.id,
			userEmail: who.user.email,
			description: null,
			screenshotKey: null,
			consoleErrors: [],
		});
		const minimal = await submit({ url: "/", userAgent: "UA" }, { cookie: await betaCookie() });
		expect(minimal.status).toBe(201);
		expect(await rowOf(((await minimal.json()) as { id: string }).id)).toMatchObject({
			userEmail: "Public",
			description: null,
			viewportWidth: null,
		});
	});

	it("refuses a 3 MB screenshot (413) and one just over 2 MB (400), storing nothing", async () => {
		const before = await stored();
		const big = await submit(validReport({ screenshot: jpegOfSize(3 * 1024 * 1024) }));
		expect(big.status).toBe(413);
		expect(await big.json()).toMatchObject({ error: expect.any(String) });
		const over = await submit(validReport({ screenshot: jpegOfSize(2 * 1024 * 1024 + 3) }));
		expect(over.status).toBe(400);
		expect(await over.json()).toMatchObject({ error: "The screenshot must be at most 2 MB" });
		expect(await stored()).toEqual(before);
		// Exactly 2 MB is allowed.
		expect((await submit(validReport({ screenshot: jpegOfSize(2 * 1024 * 1024) }))).status).toBe(201);
	});

	it("refuses a screenshot that is not a JPEG, whatever it claims to be, storing nothing", async () => {
		const before = await stored();
		const png = btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0));
		const html = btoa("<html><script>alert(1)</script></html>");
		for (const screenshot of [
			`data:image/jpeg;base64,${png}`,
			`data:image/jpeg;base64,${html}`,
			`data:image/png;base64,${png}`,
			"data:image/jpeg;base64,not base64!",
			"https://example.com/shot.jpg",
		]) {
			const res = await submit(validReport({ screenshot }));
			expect(res.status, screenshot).toBe(400);
			expect(((await res.json()) as { error: string }).error).toMatch(/screenshot/i);
		}
		expect(await stored()).toEqual(before);
	});

	it("bounds the payload: 11 console entries, long texts and other sites' pages are 400", async () => {
		const before = await stored();
		const entry = { message: "e", timestamp: "2031-07-01T10:00:00.000Z", type: "error" };
		const cases = [
			validReport({ consoleErrors: Array.from({ length: 11 }, () => entry) }),
			validReport({ consoleErrors: [{ ...entry, message: "m".repeat(1001) }] }),
			validReport({ consoleErrors: [{ ...entry, stack: "s".repeat(2001) }] }),
			validReport({ consoleErrors: [{ ...entry, type: "info" }] }),
			validReport({ description: "d".repeat(2001) }),
			validReport({ url: "https://evil.example/page" }),
			validReport({ url: "//evil.example/page" }),
			validReport({ userAgent: "u".repeat(501) }),
		];
		for (const body of cases) expect((await submit(body)).status).toBe(400);
		expect(await stored()).toEqual(before);
	});

	it("answers 429 after 10 reports a minute from one client, and stores nothing more", async () => {
		const ip = uniqueIp();
		const before = await stored();
		const statuses: number[] = [];
		for (let i = 0; i < 100; i++) {
			const res = await submit(validReport({ description: `Report ${i}` }), { ip });
			statuses.push(res.status);
			if (res.status === 429) {
				expect(res.headers.get("Retry-After")).toBeTruthy();
				expect(await res.json()).toEqual({ error: "Too many bug reports. Please try again later." });
			} else await res.body?.cancel();
		}
		expect(statuses.filter((s) => s === 201)).toHaveLength(10);
		expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
		expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
		expect(await stored()).toEqual({ rows: before.rows + 10, objects: before.objects + 10 });
		// Another client is not affected.
		expect((await submit(validReport())).status).toBe(201);
	});

	it("counts parallel submissions exactly: 30 at once from one client store 10", async () => {
		const ip = uniqueIp();
		const before = await rowCount();
		const answers = await Promise.all(
			Array.from({ length: 30 }, () => submit(validReport({ screenshot: null }), { ip })),
		);
		expect(answers.filter((r) => r.status === 201)).toHaveLength(10);
		expect(answers.filter((r) => r.status === 429)).toHaveLength(20);
		expect(await rowCount()).toBe(before + 10);
	});
});

describe("admin triage", () => {
	it("lists reports newest first with counts; Mark Fixed and Reopen move them between the tabs", async () => {
		const boss = await admin();
		const res = await submit(validReport({ description: `Triage ${crypto.randomUUID()}` }));
		const { id } = (await res.json()) as { id: string };
		const before = await list(boss);
		expect(before.reports[0]).toMatchObject({
			id,
			status: "bug",
			userEmail: "Public",
			screenshotUrl: `/api/bug-reports/${id}/screenshot`,
		});

		const fixed = await call(
			`/api/bug-reports/${id}/status`,
			json({ status: "fixed" }, { method: "PATCH", headers: { Cookie: boss.cookie } }),
		);
		expect(fixed.status).toBe(200);
		expect(await fixed.json()).toMatchObject({ id, status: "fixed" });
		expect((await rowOf(id))?.status).toBe("fixed");
		const after = await list(boss);
		expect(after.counts).toEqual({ open: before.counts.open - 1, fixed: before.counts.fixed + 1 });

		const reopened = await call(
			`/api/bug-reports/${id}/status`,
			json({ status: "bug" }, { method: "PATCH", headers: { Cookie: boss.cookie } }),
		);
		expect(reopened.status).toBe(200);
		expect((await rowOf(id))?.status).toBe("bug");
		expect((await list(boss)).counts).toEqual(before.counts);
	});

	it("refuses an unknown status (400) and an unknown report (404)", async () => {
		const boss = await admin();
		const { id } = (await (await submit(validReport())).json()) as { id: string };
		const patch = (target: string, body: unknown) =>
			call(`/api/bug-reports/${target}/status`, json(body, { method: "PATCH", headers: { Cookie: boss.cookie } }));
		expect((await patch(id, { status: "open" })).status).toBe(400);
		expect((await patch(id, { status: "fixed", extra: 1 })).status).toBe(400);
		expect((await patch(crypto.randomUUID(), { status: "fixed" })).status).toBe(404);
		expect((await rowOf(id))?.status).toBe("bug");
	});

	it("serves the screenshot to admins only", async () => {
		const boss = await admin();
		const { id } = (await (await submit(validReport())).json()) as { id: string };
		const res = await call(`/api/bug-reports/${id}/screenshot`, { headers: { Cookie: boss.cookie } });
		expect(res.status).toBe(200);
		expect(res.headers.get("Content-Type")).toBe("image/jpeg");
		expect(res.headers.get("Cache-Control")).toMatch(/^private/);
		expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
		const bytes = new Uint8Array(await res.arrayBuffer());
		expect(btoa(String.fromCharCode(...bytes))).toBe(TINY_JPEG_BASE64);

		const user = await signIn();
		expect((await call(`/api/bug-reports/${id}/screenshot`, { headers: { Cookie: user.cookie } })).status).toBe(403);
		expect((await call(`/api/bug-reports/${id}/screenshot`, { headers: { Cookie: await betaCookie() } })).status).toBe(
			401,
		);
		expect((await call(`/api/bug-reports/${id}/screenshot`)).status).toBe(403);

		const none = (await (await submit(validReport({ screenshot: null }))).json()) as { id: string };
		expect((await call(`/api/bug-reports/${none.id}/screenshot`, { headers: { Cookie: boss.cookie } })).status).toBe(
			404,
		);
	});

	it("deletes a report and its screenshot; a second delete is 404", async () => {
		const boss = await admin();
		const { id } = (await (await submit(validReport())).json()) as { id: string };
		expect(await env.BUCKET.head(`bug-screenshots/${id}.jpg`)).not.toBeNull();
		const del = () => call(`/api/bug-reports/${id}`, { method: "DELETE", headers: { Cookie: boss.cookie } });
		const res = await del();
		expect(res.status).toBe(200);
		expect(await rowOf(id)).toBeUndefined();
		expect(await env.BUCKET.head(`bug-screenshots/${id}.jpg`)).toBeNull();
		expect((await del()).status).toBe(404);
	});

	it("answers 403 JSON to a signed-in non-admin on every admin route, changing nothing", async () => {
		const user = await signIn();
		const { id } = (await (await submit(validReport())).json()) as { id: string };
		const headers = { Cookie: user.cookie };
		const answers = [
			await call("/api/bug-reports", { headers }),
			await call(`/api/bug-reports/${id}/status`, json({ status: "fixed" }, { method: "PATCH", headers })),
			await call(`/api/bug-reports/${id}`, { method: "DELETE", headers }),
			await call(`/api/bug-reports/${id}/screenshot`, { headers }),
		];
		for (const res of answers) {
			expect(res.status).toBe(403);
			expect(await res.json()).toEqual({ error: "Admin access required" });
		}
		expect(await rowOf(id)).toMatchObject({ status: "bug" });
		expect(await env.BUCKET.head(`bug-screenshots/${id}.jpg`)).not.toBeNull();
	});
});
