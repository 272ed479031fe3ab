import { Hono } from "hono";
import { liveTicketRequestSchema } from "../../domain/live/ticket";
import type { AppEnv } from "../env";
import { validate } from "../lib/validate";
import { adventureAccess } from "../middleware/access";
import { requireUser } from "../middleware/auth";
import { issueLiveTicket, openLiveSocket } from "../services/live";

/** `POST /api/live/ticket`: a short-lived signed ticket for `/ws`, only for adventures you may read. */
export const liveRoutes = new Hono<AppEnv>().post(
	"/ticket",
	requireUser(),
	validate("json", liveTicketRequestSchema),
	adventureAccess("read", { json: "adventureId" }),
	async (c) =>
		c.json(await issueLiveTicket(c.get("config").signingSecret, c.get("user").id, c.get("adventure").id), 200),
);

/** `GET /ws?token=…`: checks the ticket, then hands the upgrade to the adventure's room. */
export const wsRoute = new Hono<AppEnv>().get("/", async (c) => {
	if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
		return c.json({ error: "Expected a WebSocket upgrade" }, 426);
	}
	return openLiveSocket(c.get("deps").rooms, c.get("config").signingSecret, c.req.query("token"), c.req.raw);
});
