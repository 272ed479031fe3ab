// The Worker `npm run bench` runs (tests/perf/run.mjs → scripts/e2e-server.mjs with this entry):
// the app, plus its floor at GET /api/floor/adventures — the same work as GET /api/adventures
// without the app: one KV read (the session, by the SHA-256 of the cookie's id, as the app keys
// it) and one D1 query (the owner's adventures, in the app's order), answered as JSON. Same
// process, isolate, bindings, local state and routing as the app, so only the app's own cost differs.
// It also times the Guide AI's turns inside the Worker (the `Server-Timing: worker` header), so the
// bench can tell the app's time from wrangler dev's.
import worker from "../../worker/index";

export { AdventureRoom } from "../../worker/index";

const encoder = new TextEncoder();

async function sha256Hex(text) {
	const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
	return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function floor(request, env) {
	const id = /(?:^|;\s*)ag_session=([^;]+)/.exec(request.headers.get("Cookie") ?? "")?.[1];
	const session = id ? await env.KV.get(`session:v2:${await sha256Hex(id)}`, "json") : null;
	if (!session) return Response.json({ error: "Unauthorized" }, { status: 401 });
	const { results } = await env.DB.prepare(
		"SELECT * FROM adventures WHERE owner_id = ? ORDER BY start_date, created_at DESC",
	)
		.bind(session.userId)
		.all();
	return Response.json(results);
}

/**
 * The app's answer to a chat turn, with the time from the Worker's handler starting to the app's
 * Response: every wait (KV, D1, the room) and the work between. Under wrangler dev the clock moves
 * with work too, not only with I/O (a busy loop in the room showed in it in full). Not counted: the
 * way in and out through wrangler dev's proxy and Node's HTTP. Whole milliseconds. `X-Bench-Span`
 * gives both ends on the wall clock (epoch ms, the bench's machine), so the bench can tell the way
 * in from the way out.
 */
async function timed(request, env, ctx) {
	const started = Date.now();
	const response = await worker.fetch(request, env, ctx);
	const answer = new Response(response.body, response);
	const ended = Date.now();
	answer.headers.append("Server-Timing", `worker;dur=${ended - started}`);
	answer.headers.set("X-Bench-Span", `${started},${ended}`);
	return answer;
}

export default {
	fetch(request, env, ctx) {
		const { pathname } = new URL(request.url);
		if (pathname === "/api/floor/adventures") return floor(request, env);
		if (pathname === "/api/guide-ai") return timed(request, env, ctx);
		return worker.fetch(request, env, ctx);
	},
};
