import { Hono } from "hono";
import {
	avatarPathSchema,
	profileImageFormSchema,
	profileImageJsonSchema,
	updateProfileSchema,
} from "../../domain/user/profile";
import type { AppEnv } from "../env";
import { validate, validateFormOrJson } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { byUser, rateLimit } from "../middleware/rate-limit";
import { IMMUTABLE, readAvatar, uploadAvatar } from "../services/avatars";
import { updateProfile } from "../services/profile";

const AVATAR_UPLOADS_PER_HOUR = 20;

/** `/api/user`: the signed-in user's own profile. */
export const profileRoutes = new Hono<AppEnv>().put(
	"/profile",
	requireUser(),
	validate("json", updateProfileSchema),
	async (c) =>
		c.json(await updateProfile(c.get("deps"), c.get("user"), c.get("session")?.id, c.req.valid("json")), 200),
);

/**
 * `/api/upload`: the profile photo, as the multipart field `image` or as the spec's JSON
 * `{imageData: <data URL>}` (≤ 5 MB, JPEG/PNG/WebP by its bytes, ≤ 16 megapixels by its header).
 */
export const uploadRoutes = new Hono<AppEnv>().post(
	"/profile-image",
	requireUser(),
	validateFormOrJson(profileImageFormSchema, profileImageJsonSchema),
	rateLimit({
		name: "avatar-upload",
		limit: AVATAR_UPLOADS_PER_HOUR,
		windowMs: 60 * 60_000,
		key: byUser,
		message: "Too many uploads. Please try again later.",
	}),
	async (c) =>
		c.json(await uploadAvatar(c.get("deps"), c.get("user"), c.get("session")?.id, c.req.valid("form").image), 200),
);

/**
 * `/api/images`: uploaded images from R2. Keys are content-addressed, so an answer is cached for a
 * year as immutable; the etag answers a revalidation with 304.
 */
export const imageRoutes = new Hono<AppEnv>().get(
	"/avatars/:userId/:file",
	validate("param", avatarPathSchema),
	async (c) => {
		const { userId, file } = c.req.valid("param");
		const image = await readAvatar(c.get("deps"), userId, file, c.req.header("If-None-Match"));
		const headers = new Headers({ ETag: image.etag, "Cache-Control": IMMUTABLE, "Content-Type": image.contentType });
		if (!image.body) return new Response(null, { status: 304, headers });
		headers.set("Content-Length", String(image.size));
		return new Response(image.body, { status: 200, headers });
	},
);
