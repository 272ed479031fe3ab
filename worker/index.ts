import { app } from "./app";
import type { Bindings } from "./bindings";
import { runScheduled } from "./scheduled";

export { AdventureRoom } from "../durable-objects/adventure-room";
export type { AppType } from "./app";

export default {
	fetch: app.fetch,
	// The cron trigger (wrangler.toml [triggers]): budget e-mails and usage retention.
	async scheduled(controller, env, ctx) {
		await runScheduled(env as Bindings, ctx, new Date(controller.scheduledTime));
	},
} satisfies ExportedHandler<Env>;
