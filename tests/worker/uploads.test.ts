import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Adventure } from "../../domain/adventure/adventure";
import { IMAGE_MAX_PIXELS, imageTooLargeMessage } from "../../domain/user/profile";
import type { CurrentUser } from "../../domain/user/user";
import { call, json, type SignedIn, signIn } from "./helpers";

/** A real 2×2 greyscale PNG. */
const SMALL_PNG = Uint8Array.from(
	atob("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAAAAABX3VL4AAAAC0lEQVR4nGNgAAEAAAYAAf6MZ8gAAAAASUVORK5CYII="),
	(c) => c.charCodeAt(0),
);

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16 = (n: number) => [(n >>> 8) & 255, n & 255];

/** A PNG that declares `width` × `height` in its header (the rest need not follow: the header is read first). */
const pngDeclaring = (width: number, height: number) =>
	new Uint8Array([
		...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
		...u32(13),
		...[0x49, 0x48, 0x44, 0x52],
		...u32(width),
		...u32(height),
		...[8, 0, 0, 0, 0],
		...[0, 0, 0, 0],
	]);

/** A JPEG whose first frame (after an APP0 segment) declares `width` × `height`. */
const jpegDeclaring = (width: number, height: number) =>
	new Uint8Array([
		...[0xff, 0xd8],
		...[0xff, 0xe0, ...u16(16), 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
		...[0xff, 0xc0, ...u16(11), 8, ...u16(height), ...u16(width), 1, 1, 0x11, 0],
		...[0xff, 0xd9],
	]);

/** A lossy WebP whose VP8 frame header declares `width` × `height`. */
const webpDeclaring = (width: number, height: number) =>
	new Uint8Array([
		...[0x52, 0x49, 0x46, 0x46, 30, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
		...[0x56, 0x50, 0x38, 0x20, 18, 0, 0, 0],
		...[0, 0, 0, 0x9d, 0x01, 0x2a],
		...[width & 255, (width >>> 8) & 0x3f, height & 255, (height >>> 8) & 0x3f],
		...[0, 0, 0, 0, 0, 0, 0, 0],
	]);

function upload(who: SignedIn, bytes: Uint8Array, name = "avatar.png", type = "image/png") {
	const form = new FormData();
	form.append("image", new File([bytes], name, { type }));
	return call("/api/upload/profile-image", { method: "POST", body: form, headers: { Cookie: who.cookie } });
}

const uploadJson = (who: SignedIn, body: unknown) =>
	call("/api/upload/profile-image", json(body, { headers: { Cookie: who.cookie } }));

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

async function objectsOf(userId: string): Promise<string[]> {
	const listed = await env.BUCKET.list({ prefix: `avatars/${userId}/` });
	return listed.objects.map((o) => o.key);
}

const me = async (who: SignedIn) =>
	(await (await call("/api/auth/user", { headers: { Cookie: who.cookie } })).json()) as CurrentUser;

const keyOf = (imageUrl: string | null) => imageUrl?.replace("/api/images/", "");

async function uploaded(who: SignedIn): Promise<string> {
	const res = await upload(who, SMALL_PNG);
	expect(res.status).toBe(200);
	return ((await res.json()) as { imageUrl: string }).imageUrl;
}

const ADVENTURE = {
	title: "Cover test",
	location: "London, UK",
	latitude: 51.5074,
	longitude: -0.1278,
	startDate: "2032-04-01",
	endDate: "2032-04-05",
};

const createAdventure = (who: SignedIn, fields: Record<string, unknown> = {}) =>
	call("/api/adventures", json({ ...ADVENTURE, ...fields }, { headers: { Cookie: who.cookie } }));

const patchAdventure = (who: SignedIn, id: string, fields: Record<string, unknown>) =>
	call(`/api/adventures/${id}`, json(fields, { method: "PATCH", headers: { Cookie: who.cookie } }));

const readAdventure = async (who: SignedIn, id: string) =>
	(await (await call(`/api/adventures/${id}`, { headers: { Cookie: who.cookie } })).json()) as Adventure;

describe("an upload's pixel budget, read from its header", () => {
	it.each([
		["PNG", pngDeclaring(15000, 15000), "image/png"],
		["JPEG", jpegDeclaring(15000, 15000), "image/jpeg"],
		["WebP", webpDeclaring(15000, 15000), "image/webp"],
	])(
		"refuses a %s that declares 15000 × 15000 with a 413 naming the limit, and stores nothing",
		async (_, bytes, type) => {
			const who = await signIn();
			const res = await upload(who, bytes, "huge", type);
			expect(res.status).toBe(413);
			expect(((await res.json()) as { error: string }).error).toBe(imageTooLargeMessage);
			expect(imageTooLargeMessage).toContain("16 megapixels");
			expect(await objectsOf(who.user.id)).toEqual([]);
			expect((await me(who)).profileImageUrl).toBeNull();
		},
	);

	it("accepts an image right at the budget, and refuses one a row over it", async () => {
		const who = await signIn();
		expect((await upload(who, pngDeclaring(4000, IMAGE_MAX_PIXELS / 4000))).status).toBe(200);
		expect((await upload(who, pngDeclaring(4000, IMAGE_MAX_PIXELS / 4000 + 1))).status).toBe(413);
		expect((await upload(who, jpegDeclaring(4000, 4000))).status).toBe(200);
		expect((await upload(who, webpDeclaring(3000, 2000), "a.webp", "image/webp")).status).toBe(200);
	});

	it("refuses an image whose header declares no size (415)", async () => {
		const who = await signIn();
		const headless = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
		const res = await upload(who, headless);
		expect(res.status).toBe(415);
		expect(await objectsOf(who.user.id)).toEqual([]);
	});
});

describe("POST /api/upload/profile-image with the spec's {imageData: <data URL>}", () => {
	it("stores a data URL's image as the avatar, like the multipart form", async () => {
		const who = await signIn();
		const res = await uploadJson(who, { imageData: `data:image/png;base64,${base64(SMALL_PNG)}` });
		expect(res.status).toBe(200);
		const { imageUrl } = (await res.json()) as { imageUrl: string };
		expect(imageUrl).toMatch(new RegExp(`^/api/images/avatars/${who.user.id}/[a-f0-9]{64}\\.png$`));
		expect((await me(who)).profileImageUrl).toBe(imageUrl);
		const served = await call(imageUrl, { headers: { Cookie: who.beta } });
		expect(new Uint8Array(await served.arrayBuffer())).toEqual(SMALL_PNG);
	});

	it.each([
		[{ imageData: "https://example.com/a.png" }],
		[{ imageData: "data:text/html;base64,PGgxPg==" }],
		[{ imageData: "data:image/png;base64,@@@" }],
		[{ imageData: 42 }],
		[{ image: "data:image/png;base64,AAAA" }],
		[{ imageData: `data:image/png;base64,${base64(SMALL_PNG)}`, extra: true }],
	])("refuses %j with a 400 and stores nothing", async (body) => {
		const who = await signIn();
		const res = await uploadJson(who, body);
		expect(res.status).toBe(400);
		expect(((await res.json()) as { error: string }).error).toBeTruthy();
		expect(await objectsOf(who.user.id)).toEqual([]);
	});

	it("applies the pixel budget to a data URL too", async () => {
		const who = await signIn();
		const res = await uploadJson(who, { imageData: `data:image/png;base64,${base64(pngDeclaring(15000, 15000))}` });
		expect(res.status).toBe(413);
		expect(await objectsOf(who.user.id)).toEqual([]);
	});
});

describe("one avatar object per user", () => {
	it("leaves exactly one object, the current picture, after 25 parallel uploads", async () => {
		const who = await signIn();
		const results = await Promise.all(Array.from({ length: 25 }, () => upload(who, SMALL_PNG)));
		// 20 an hour per user: the rest are refused before anything is stored.
		const statuses = results.map((res) => res.status);
		expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
		expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
		await Promise.all(results.map((res) => res.arrayBuffer()));
		const current = (await me(who)).profileImageUrl;
		expect(current).toBeTruthy();
		expect(await objectsOf(who.user.id)).toEqual([keyOf(current)]);
		expect((await call(current ?? "", { headers: { Cookie: who.beta } })).status).toBe(200);
	});

	it("deletes the object when the picture is cleared", async () => {
		const who = await signIn();
		await uploaded(who);
		const res = await call(
			"/api/user/profile",
			json({ profileImageUrl: null }, { method: "PUT", headers: { Cookie: who.cookie } }),
		);
		expect(res.status).toBe(200);
		expect((await me(who)).profileImageUrl).toBeNull();
		expect(await objectsOf(who.user.id)).toEqual([]);
	});

	it("refuses an older upload of one's own as the picture (it no longer exists)", async () => {
		const who = await signIn();
		const first = await uploaded(who);
		const second = await uploaded(who);
		const res = await call(
			"/api/user/profile",
			json({ profileImageUrl: first }, { method: "PUT", headers: { Cookie: who.cookie } }),
		);
		expect(res.status).toBe(400);
		expect((await me(who)).profileImageUrl).toBe(second);
		const same = await call(
			"/api/user/profile",
			json({ profileImageUrl: second, firstName: "Ada" }, { method: "PUT", headers: { Cookie: who.cookie } }),
		);
		expect(same.status).toBe(200);
		expect(await objectsOf(who.user.id)).toEqual([keyOf(second)]);
	});
});

describe("covers show only their owner's current picture", () => {
	it("refuses another user's upload as a cover on create and edit, and drops it from a duplicate", async () => {
		const owner = await signIn();
		const other = await signIn();
		const theirs = await uploaded(other);
		const created = await createAdventure(owner, { coverImageUrl: theirs });
		expect(created.status).toBe(400);
		expect(((await created.json()) as { error: string }).error).toBe("Cover image must be your own current picture");

		const mine = (await (await createAdventure(owner)).json()) as Adventure;
		const edited = await patchAdventure(owner, mine.id, { coverImageUrl: theirs });
		expect(edited.status).toBe(400);
		expect((await readAdventure(owner, mine.id)).coverImageUrl).toBeNull();

		const copied = await call(
			"/api/adventures/duplicate",
			json(
				{
					sourceAdventureId: mine.id,
					title: "Copy",
					startDate: "2032-05-01",
					endDate: "2032-05-03",
					coverImageUrl: theirs,
				},
				{ headers: { Cookie: owner.cookie } },
			),
		);
		expect(copied.status).toBe(201);
		expect(((await copied.json()) as Adventure).coverImageUrl).toBeNull();
	});

	it("accepts one's own current picture, and takes it off the covers when it is replaced", async () => {
		const owner = await signIn();
		const picture = await uploaded(owner);
		const created = await createAdventure(owner, { coverImageUrl: picture });
		expect(created.status).toBe(201);
		const adventure = (await created.json()) as Adventure;
		expect(adventure.coverImageUrl).toBe(picture);

		const next = await uploaded(owner);
		expect(next).not.toBe(picture);
		// The replaced object is gone; the cover no longer points at it (the category picture shows).
		expect(await objectsOf(owner.user.id)).toEqual([keyOf(next)]);
		expect((await readAdventure(owner, adventure.id)).coverImageUrl).toBeNull();
	});

	it("does not copy the source owner's upload into a duplicate's cover", async () => {
		const owner = await signIn();
		const picture = await uploaded(owner);
		const source = (await (await createAdventure(owner, { coverImageUrl: picture })).json()) as Adventure;
		expect((await patchAdventure(owner, source.id, { isPublic: true })).status).toBe(200);

		const family = await signIn();
		const copied = await call(
			"/api/adventures/duplicate",
			json(
				{ sourceAdventureId: source.id, title: "Our copy", startDate: "2032-06-01", endDate: "2032-06-03" },
				{ headers: { Cookie: family.cookie } },
			),
		);
		expect(copied.status).toBe(201);
		expect(((await copied.json()) as Adventure).coverImageUrl).toBeNull();

		// Replacing the source owner's picture never touches what others hold.
		await uploaded(owner);
		expect(await objectsOf(family.user.id)).toEqual([]);
	});
});
