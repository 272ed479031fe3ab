import { Hono } from "hono";
import { adminUserIdSchema } from "../../domain/user/status";
import type { AppEnv } from "../env";
import { validate } from "../lib/validate";
import { requireAdmin } from "../middleware/auth";
import { adminUserDetails, deleteAdminUser, listAdminUsers } from "../services/admin-users";

/** `/api/admin/users`: User Management. Admins only (401 signed out, 403 JSON for anyone else). */
export const adminUserRoutes = new Hono<AppEnv>()
	.get("/", requireAdmin(), async (c) => c.json(await listAdminUsers(c.get("deps")), 200))
	.get("/:id/details", requireAdmin(), validate("param", adminUserIdSchema), async (c) =>
		c.json(await adminUserDetails(c.get("deps"), c.req.valid("param").id), 200),
	)
	.delete("/:id", requireAdmin(), validate("param", adminUserIdSchema), async (c) =>
		c.json(await deleteAdminUser(c.get("deps"), c.req.valid("param").id), 200),
	);
