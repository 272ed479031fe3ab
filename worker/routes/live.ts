import { Hono } from "hono";
import { liveTicketRequestSchema } from "../../domain/live/ticket";
import type { AppEnv } from "../env";
import { validate } from "../lib/validate";
import { adventureAccess } from "../middleware/access";
import { requireUser } from "../middleware/auth";
import { issueLiveTicket, openLiveSocket } from "../services/live";

/**
 * `POST /api/live/ticket`: a short-lived signed ticket for `/ws`, only for adventures you may read;
 * single use and bound to the caller's session.
 */
export const liveRoutes = new Hono<AppEnv>().post(
	"/ticket",
	requireUser(),
	validate("json", liveTicketRequestSchema),
	adventureAccess("read", { json: "adventureId" }),
	async (c) => {
		const holder = { userId: c.get("user").id, sessionId: c.get("session")?.id ?? "" };
		return c.json(await issueLiveTicket(c.get("config"), holder, c.get("adventure").id), 200);
	},
);

/**
 * `GET /ws?token=…`: refuses an upgrade a page of another origin started (browsers send Origin
 * with every WebSocket handshake), checks the ticket against the upgrade's session cookie and
 * that its holder may still read the adventure, then hands the upgrade to the adventure's room.
 */
export const wsRoute = new Hono<AppEnv>().get("/", async (c) => {
	if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
		return c.json({ error: "Expected a WebSocket upgrade" }, 426);
	}
	const origin = c.req.header("Origin");
	if (origin && origin !== new URL(c.req.url).origin) {
		return c.json({ error: "Cross-site request refused" }, 403);
	}
	return openLiveSocket(c.get("deps"), c.req.query("token"), c.get("session"), c.req.raw);
});
