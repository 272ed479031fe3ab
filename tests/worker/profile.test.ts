import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../../domain/user/user";
import { call, json, type SignedIn, signIn } from "./helpers";

/** A real 8×8 JPEG (ffmpeg, quality 10), small enough to live in the test. */
const TINY_JPEG = Uint8Array.from(
	atob(
		"/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgUFBcUFxsbGxsbGyAeICEhISAgICAhISEkJCQqKiokJCQhISQkKCgqKi4vLisrKisvLzIyMjw8OTlGRkhWVmf/xABLAAEBAAAAAAAAAAAAAAAAAAAABQEBAAAAAAAAAAAAAAAAAAAABhABAAAAAAAAAAAAAAAAAAAAABEBAAAAAAAAAAAAAAAAAAAAAP/AABEIAAgACAMBIgACEQADEQD/2gAMAwEAAhEDEQA/AKQAgcP/2Q==",
	),
	(c) => c.charCodeAt(0),
);

const put = (who: SignedIn, body: unknown) =>
	call("/api/user/profile", json(body, { method: "PUT", headers: { Cookie: who.cookie } }));

function upload(who: SignedIn, bytes: Uint8Array | string, name = "avatar.jpg", type = "image/jpeg") {
	const form = new FormData();
	form.append("image", new File([bytes], name, { type }));
	return call("/api/upload/profile-image", { method: "POST", body: form, headers: { Cookie: who.cookie } });
}

async function objectsOf(userId: string): Promise<string[]> {
	const listed = await env.BUCKET.list({ prefix: `avatars/${userId}/` });
	return listed.objects.map((o) => o.key);
}

const me = async (who: SignedIn) =>
	(await (await call("/api/auth/user", { headers: { Cookie: who.cookie } })).json()) as CurrentUser;

describe("PUT /api/user/profile", () => {
	it("saves every field, normalising interests and kid ages, and the user call shows them", async () => {
		const who = await signIn();
		const res = await put(who, {
			firstName: "  Ada ",
			lastName: "Lovelace",
			homeLocation: "Boulder, CO, USA",
			homeLatitude: 40.015,
			homeLongitude: -105.2705,
			numberOfKids: 2,
			kidAges: [9, 4, 9],
			interestTags: [" Hiking", "hiking", "Rock Pools "],
		});
		expect(res.status).toBe(200);
		const user = (await res.json()) as CurrentUser;
		expect(user).toMatchObject({
			firstName: "Ada",
			lastName: "Lovelace",
			homeLocation: "Boulder, CO, USA",
			homeLatitude: 40.015,
			homeLongitude: -105.2705,
			numberOfKids: 2,
			kidAges: [4, 9],
			interestTags: ["hiking", "rock pools"],
			isLocalWunder: false,
		});
		expect(await me(who)).toMatchObject({ firstName: "Ada", interestTags: ["hiking", "rock pools"] });
	});

	it("changes only the fields sent; clearing the home clears its coordinates", async () => {
		const who = await signIn();
		await put(who, { homeLocation: "Boulder", homeLatitude: 40, homeLongitude: -105, numberOfKids: 1 });
		const res = await put(who, { homeLocation: null });
		expect(res.status).toBe(200);
		expect(await res.json()).toMatchObject({
			homeLocation: null,
			homeLatitude: null,
			homeLongitude: null,
			numberOfKids: 1,
		});
	});

	it("a new home text without coordinates drops the old coordinates", async () => {
		const who = await signIn();
		await put(who, { homeLocation: "Boulder", homeLatitude: 40, homeLongitude: -105 });
		const res = await put(who, { homeLocation: "Somewhere typed" });
		expect(await res.json()).toMatchObject({
			homeLocation: "Somewhere typed",
			homeLatitude: null,
			homeLongitude: null,
		});
	});

	it.each([
		["an unknown key", { nickname: "x" }],
		["negative kids", { numberOfKids: -1 }],
		["fractional kids", { numberOfKids: 1.5 }],
		["a kid age of 0", { kidAges: [0] }],
		["a kid age of 19", { kidAges: [19] }],
		["a latitude without longitude", { homeLatitude: 40 }],
		["a latitude out of range", { homeLatitude: 91, homeLongitude: 0 }],
		["a control character", { firstName: "A\u0000da" }],
		["a too long interest", { interestTags: ["x".repeat(41)] }],
		["a blank interest", { interestTags: ["  "] }],
		["an outside image", { profileImageUrl: "https://evil.example/a.jpg" }],
	])("refuses %s with 400 and leaves the row alone", async (_label, body) => {
		const who = await signIn();
		const before = await me(who);
		const res = await put(who, body);
		expect(res.status).toBe(400);
		expect(await me(who)).toEqual(before);
	});

	it("refuses another user's uploaded avatar as one's own image", async () => {
		const [a, b] = [await signIn(), await signIn()];
		const res = await put(a, { profileImageUrl: `/api/images/avatars/${b.user.id}/${"a".repeat(64)}.jpg` });
		expect(res.status).toBe(400);
	});

	it("needs sign-in", async () => {
		const res = await call("/api/user/profile", json({ firstName: "x" }, { method: "PUT" }));
		expect([401, 403]).toContain(res.status);
	});
});

describe("Local Wunder", () => {
	const near = { location: "Boulder", latitude: 40.02, longitude: -105.25 }; // about 2 km from home
	const adventure = (who: SignedIn, extra: Record<string, unknown>) =>
		call(
			"/api/adventures",
			json(
				{ title: "Creek day", startDate: "2030-06-01", endDate: "2030-06-03", ...extra },
				{ headers: { Cookie: who.cookie } },
			),
		);

	it("is a home plus a public adventure within 30 km; recomputed on profile save and on publishing", async () => {
		const who = await signIn();
		const created = await adventure(who, near);
		expect(created.status).toBe(201);
		const { id } = (await created.json()) as { id: string };
		// A home near a private adventure: not yet.
		let res = await put(who, { homeLocation: "Boulder, CO", homeLatitude: 40.015, homeLongitude: -105.2705 });
		expect(((await res.json()) as CurrentUser).isLocalWunder).toBe(false);
		// Publishing makes it.
		const pub = await call(
			`/api/adventures/${id}`,
			json({ isPublic: true }, { method: "PATCH", headers: { Cookie: who.cookie } }),
		);
		expect(pub.status).toBe(200);
		expect((await me(who)).isLocalWunder).toBe(true);
		// Moving home 100 km away unmakes it.
		res = await put(who, { homeLocation: "Denver far east", homeLatitude: 39.7, homeLongitude: -104.0 });
		expect(((await res.json()) as CurrentUser).isLocalWunder).toBe(false);
		// Back home, then unpublishing unmakes it.
		await put(who, { homeLocation: "Boulder, CO", homeLatitude: 40.015, homeLongitude: -105.2705 });
		expect((await me(who)).isLocalWunder).toBe(true);
		await call(
			`/api/adventures/${id}`,
			json({ isPublic: false }, { method: "PATCH", headers: { Cookie: who.cookie } }),
		);
		expect((await me(who)).isLocalWunder).toBe(false);
	});

	it("a public adventure farther than 30 km does not count", async () => {
		const who = await signIn();
		await adventure(who, { location: "Denver", latitude: 39.7392, longitude: -104.9903, isPublic: true });
		const res = await put(who, { homeLocation: "Boulder, CO", homeLatitude: 40.015, homeLongitude: -105.2705 + 0.5 });
		// About 40+ km apart.
		expect(((await res.json()) as CurrentUser).isLocalWunder).toBe(false);
	});
});

describe("POST /api/upload/profile-image", () => {
	it("stores a real JPEG, sets profileImageUrl and serves it back cached with an etag", async () => {
		const who = await signIn();
		const res = await upload(who, TINY_JPEG);
		expect(res.status).toBe(200);
		const { imageUrl, user } = (await res.json()) as { imageUrl: string; user: CurrentUser };
		expect(imageUrl).toMatch(new RegExp(`^/api/images/avatars/${who.user.id}/[a-f0-9]{64}\\.jpg$`));
		expect(user.profileImageUrl).toBe(imageUrl);
		expect((await me(who)).profileImageUrl).toBe(imageUrl);
		expect(await objectsOf(who.user.id)).toHaveLength(1);

		const served = await call(imageUrl, { headers: { Cookie: who.beta } });
		expect(served.status).toBe(200);
		expect(served.headers.get("Content-Type")).toBe("image/jpeg");
		expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
		expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
		const etag = served.headers.get("ETag");
		expect(etag).toBeTruthy();
		expect(new Uint8Array(await served.arrayBuffer())).toEqual(TINY_JPEG);

		const again = await call(imageUrl, { headers: { Cookie: who.beta, "If-None-Match": etag ?? "" } });
		expect(again.status).toBe(304);
		await again.arrayBuffer();
	});

	it("deletes the old avatar object when a new one replaces it", async () => {
		const who = await signIn();
		const first = (await (await upload(who, TINY_JPEG)).json()) as { imageUrl: string };
		// A real 2×2 PNG (its header declares its size, which the upload reads).
		const png = Uint8Array.from(
			atob("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAAAAABX3VL4AAAAC0lEQVR4nGNgAAEAAAYAAf6MZ8gAAAAASUVORK5CYII="),
			(c) => c.charCodeAt(0),
		);
		const second = await upload(who, png, "x.png", "image/png");
		expect(second.status).toBe(200);
		const { imageUrl } = (await second.json()) as { imageUrl: string };
		expect(imageUrl).toMatch(/\.png$/);
		const keys = await objectsOf(who.user.id);
		expect(keys).toEqual([imageUrl.replace("/api/images/", "")]);
		expect((await call(first.imageUrl, { headers: { Cookie: who.beta } })).status).toBe(404);
	});

	it("refuses a text file named .jpg by its bytes: 415, nothing stored, profile unchanged", async () => {
		const who = await signIn();
		const res = await upload(who, "this is not an image at all", "avatar.jpg", "image/jpeg");
		expect(res.status).toBe(415);
		expect(await res.json()).toHaveProperty("error");
		expect(await objectsOf(who.user.id)).toEqual([]);
		expect((await me(who)).profileImageUrl).toBeNull();
	});

	it("refuses 6 MB with 413 and stores nothing", async () => {
		const who = await signIn();
		const big = new Uint8Array(6 * 1024 * 1024);
		big.set(TINY_JPEG.subarray(0, 3));
		const res = await upload(who, big);
		expect(res.status).toBe(413);
		expect(await objectsOf(who.user.id)).toEqual([]);
	});

	it("refuses a body without the image field with 400", async () => {
		const who = await signIn();
		const form = new FormData();
		form.append("picture", "x");
		const res = await call("/api/upload/profile-image", {
			method: "POST",
			body: form,
			headers: { Cookie: who.cookie },
		});
		expect(res.status).toBe(400);
		expect(await objectsOf(who.user.id)).toEqual([]);
	});

	it("allows 20 uploads an hour per user, then 429 with Retry-After", async () => {
		const who = await signIn();
		for (let i = 0; i < 20; i++) expect((await upload(who, TINY_JPEG)).status).toBe(200);
		const limited = await upload(who, TINY_JPEG);
		expect(limited.status).toBe(429);
		expect(limited.headers.get("Retry-After")).toBe("3600");
		// Another user has their own window.
		expect((await upload(await signIn(), TINY_JPEG)).status).toBe(200);
	});

	it("needs sign-in and stores nothing without it", async () => {
		const form = new FormData();
		form.append("image", new File([TINY_JPEG], "a.jpg", { type: "image/jpeg" }));
		const res = await call("/api/upload/profile-image", { method: "POST", body: form });
		expect([401, 403]).toContain(res.status);
	});
});

describe("GET /api/images/avatars/…", () => {
	it("answers 404 for unknown or malformed keys", async () => {
		const who = await signIn();
		for (const path of [
			`/api/images/avatars/${who.user.id}/${"b".repeat(64)}.jpg`,
			`/api/images/avatars/${who.user.id}/..%2F..%2Fsecret.jpg`,
			"/api/images/avatars/x/y",
		]) {
			const res = await call(path, { headers: { Cookie: who.beta } });
			expect([400, 404]).toContain(res.status);
			await res.arrayBuffer();
		}
	});
});
