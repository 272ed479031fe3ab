import type { CookieOptions } from "hono/utils/cookie";

/** Cookies are Secure everywhere except plain-http localhost, where browsers would drop them. */
export function isSecureRequest(url: string): boolean {
	return new URL(url).protocol === "https:";
}

/** The app's cookies: HttpOnly, SameSite=Lax, whole site, Secure off plain http. */
export function cookieOptions(url: string, maxAge: number): CookieOptions {
	return { httpOnly: true, sameSite: "Lax", secure: isSecureRequest(url), path: "/", maxAge };
}
