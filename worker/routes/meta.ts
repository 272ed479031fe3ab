import { Hono } from "hono";
import { publicConfig } from "../config";
import type { AppEnv } from "../env";

/** `GET /api/health` and `GET /api/config`: answered without beta access or sign-in. */
export const metaRoutes = new Hono<AppEnv>()
	.get("/health", (c) => c.json({ status: "ok" as const, time: new Date().toISOString() }, 200))
	.get("/config", (c) => c.json(publicConfig(c.get("config")), 200));
