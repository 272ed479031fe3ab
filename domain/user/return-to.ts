/**
 * Where to go after sign-in. Only same-origin absolute paths are accepted, so `returnTo` can never
 * send a user to another site (no open redirect): "//evil.com", "/\\evil.com", "https://…" and
 * anything with control characters fall back to "/".
 */
export function safeReturnTo(value: string | null | undefined): string {
	if (!value || value.length > 2048) return "/";
	if (!value.startsWith("/")) return "/";
	if (value.startsWith("//") || value.startsWith("/\\")) return "/";
	// Control characters and backslashes let browsers reinterpret the path as a host.
	for (const ch of value) {
		const code = ch.charCodeAt(0);
		if (code < 0x20 || code === 0x7f || ch === "\\") return "/";
	}
	try {
		const base = "https://app.invalid";
		const url = new URL(value, base);
		if (url.origin !== base) return "/";
		// Check again after normalising: dot segments ("/.//x", "/%2e//x", "/a/../..//x") can leave a
		// path that starts with "//", which a browser reads as another host.
		const path = url.pathname + url.search + url.hash;
		if (path.startsWith("//") || path.startsWith("/\\")) return "/";
		return path;
	} catch {
		return "/";
	}
}
