import { app } from "./app";

export { AdventureRoom } from "../durable-objects/adventure-room";
export type { AppType } from "./app";

export default {
	fetch: app.fetch,
} satisfies ExportedHandler<Env>;
