/** What a giving-way provider asks before each call (the spend gate), and its last answer for plain properties. */
export interface GiveWayGate {
	paidAllowed(): Promise<boolean>;
	lastKnown(): boolean;
}

/**
 * A paid provider that gives way to its keyless stand-in while spending is paused. Every method
 * call asks `gate.paidAllowed()` (cached per isolate) and goes to the paid provider or the stand-in,
 * so one request or room call switches as soon as the gate closes; plain properties (`kind`,
 * `name`) follow the gate's last answer. The stand-in is made on first use. Every method of `T`
 * must return a promise (the providers' interfaces do).
 */
export function givingWay<T extends object>(paid: T, keyless: () => T, gate: GiveWayGate): T {
	let standIn: T | undefined;
	const free = () => {
		standIn ??= keyless();
		return standIn;
	};
	return new Proxy(paid, {
		get(target, key) {
			const value: unknown = Reflect.get(target, key);
			if (typeof value !== "function") return gate.lastKnown() ? value : Reflect.get(free(), key);
			return async (...args: unknown[]) => {
				const chosen = (await gate.paidAllowed()) ? target : free();
				const method: unknown = Reflect.get(chosen, key);
				if (typeof method !== "function") throw new TypeError(`${String(key)} is not a method of the stand-in`);
				return Reflect.apply(method, chosen, args);
			};
		},
	});
}
