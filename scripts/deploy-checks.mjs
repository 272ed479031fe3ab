// What `npm run deploy` checks before it deploys: the settings a deployed Worker (DEPLOYED=true)
// refuses to run without (worker/config.ts fails closed), asked for here before anyone is locked out.

/** PUBLIC_ORIGIN as `wrangler.toml`'s [vars] sets it ("" when absent). */
export function publicOriginIn(toml) {
	return /^\s*PUBLIC_ORIGIN\s*=\s*"([^"]*)"/m.exec(toml)?.[1]?.trim() ?? "";
}

const isHttpOrigin = (value) => {
	try {
		return ["http:", "https:"].includes(new URL(value).protocol);
	} catch {
		return false;
	}
};

/**
 * The problems that stop a deploy (`errors`) and those it only reports (`warnings`).
 * `publicOrigin`: PUBLIC_ORIGIN from the environment, else from wrangler.toml. `secrets`: the names
 * of the Worker's secrets, or null when they could not be listed (a first deploy, no login yet).
 */
export function deployProblems({ publicOrigin, secrets }) {
	const errors = [];
	const warnings = [];
	if (!isHttpOrigin(publicOrigin)) {
		errors.push(
			"PUBLIC_ORIGIN is not set (or not an http(s) URL): the deployed Worker would build no links (sign-in e-mails, share links, calendar files). Set it in wrangler.toml [vars], or run PUBLIC_ORIGIN=https://trips.example.org npm run deploy.",
		);
	}
	if (secrets === null) {
		warnings.push(
			"Could not list the Worker's secrets: make sure SESSION_SECRET is set (npx wrangler secret put SESSION_SECRET, a long random value), or nobody passes the beta gate.",
		);
	} else {
		if (!secrets.includes("SESSION_SECRET")) {
			errors.push(
				"SESSION_SECRET is not set: the deployed Worker would sign no beta cookies and no live tickets, so nobody would pass the beta gate. Set it first: openssl rand -hex 32 | npx wrangler secret put SESSION_SECRET.",
			);
		}
		if (secrets.includes("LOCAL_SIGN_IN")) {
			warnings.push(
				"LOCAL_SIGN_IN is set as a secret: a deployed Worker ignores it. Remove it: npx wrangler secret delete LOCAL_SIGN_IN.",
			);
		}
	}
	return { errors, warnings };
}
