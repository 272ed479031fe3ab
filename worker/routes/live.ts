import { Hono } from "hono";
import { liveTicketRequestSchema } from "../../domain/live/ticket";
import { createDb } from "../db";
import type { AppEnv } from "../env";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { findAdventureAccess } from "../services/adventure-access";
import { issueTicket, readTicket } from "../services/live-tickets";
import { roomOf } from "../services/rooms";

/** `POST /api/live/ticket`: a short-lived signed ticket for `/ws`, only for adventures you may read. */
export const liveRoutes = new Hono<AppEnv>().post(
	"/ticket",
	requireUser(),
	validate("json", liveTicketRequestSchema),
	async (c) => {
		const { signingSecret } = c.get("config");
		if (!signingSecret) return c.json({ error: "Live updates are not configured" }, 503);
		const { adventureId } = c.req.valid("json");
		const user = c.get("user");
		const found = await findAdventureAccess(createDb(c.env), adventureId, user.id);
		if (!found) return c.json({ error: "Adventure not found" }, 404);
		return c.json(await issueTicket(signingSecret, user.id, adventureId));
	},
);

/** `GET /ws?token=…`: checks the ticket, then hands the upgrade to the adventure's room. */
export const wsRoute = new Hono<AppEnv>().get("/", async (c) => {
	if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
		return c.json({ error: "Expected a WebSocket upgrade" }, 426);
	}
	const { signingSecret } = c.get("config");
	const token = c.req.query("token");
	const ticket = signingSecret && token ? await readTicket(signingSecret, token) : null;
	if (!ticket) return c.json({ error: "Invalid or expired ticket" }, 401);
	const stub = roomOf(c.env, ticket.adventureId);
	// The room trusts these headers: it is reachable only through this Worker.
	const headers = new Headers(c.req.raw.headers);
	headers.set("X-Room-User", ticket.userId);
	headers.set("X-Room-Adventure", ticket.adventureId);
	const upgrade = await stub.fetch(new Request(c.req.url, { headers }));
	// A stub's response has immutable headers; re-wrap it so the security-headers middleware can
	// add its headers afterwards instead of throwing (which turned every upgrade into a 500).
	return new Response(upgrade.body, {
		status: upgrade.status,
		statusText: upgrade.statusText,
		headers: upgrade.headers,
		webSocket: upgrade.webSocket,
	});
});
