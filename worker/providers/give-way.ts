/** What a giving-way provider asks before each call (the spend gate), and its last answer for plain properties. */
export interface GiveWayGate {
	paidAllowed(): Promise<boolean>;
	lastKnown(): boolean;
}

/**
 * Thrown by a paid provider that declines a call itself, before making it: the caller's daily cap on
 * paid calls is reached (worker/lib/deps.ts). `givingWay` answers that call, and every later one of
 * the same provider object, with the stand-in, as while spending is paused.
 */
export class PaidCallDeclined extends Error {
	override readonly name = "PaidCallDeclined";
}

/**
 * A paid provider that gives way to its keyless stand-in while spending is paused. Every method
 * call asks `gate.paidAllowed()` (cached per isolate) and goes to the paid provider or the stand-in,
 * so one request or room call switches as soon as the gate closes; plain properties (`kind`,
 * `name`) follow the gate's last answer. A call the paid provider declines (PaidCallDeclined) is
 * answered by the stand-in, which then answers the rest of this object's calls too (a request's,
 * or a room call's). The stand-in is made on first use. Every method of `T` must return a promise
 * (the providers' interfaces do).
 */
export function givingWay<T extends object>(paid: T, keyless: () => T, gate: GiveWayGate): T {
	let standIn: T | undefined;
	let declined = false;
	const free = () => {
		standIn ??= keyless();
		return standIn;
	};
	const call = (chosen: T, key: string | symbol, args: unknown[]): Promise<unknown> => {
		const method: unknown = Reflect.get(chosen, key);
		if (typeof method !== "function") throw new TypeError(`${String(key)} is not a method of the stand-in`);
		return Reflect.apply(method, chosen, args);
	};
	return new Proxy(paid, {
		get(target, key) {
			const value: unknown = Reflect.get(target, key);
			if (typeof value !== "function") return !declined && gate.lastKnown() ? value : Reflect.get(free(), key);
			return async (...args: unknown[]) => {
				if (!declined && (await gate.paidAllowed())) {
					try {
						return await call(target, key, args);
					} catch (error) {
						if (!(error instanceof PaidCallDeclined)) throw error;
						declined = true;
					}
				}
				return call(free(), key, args);
			};
		},
	});
}
