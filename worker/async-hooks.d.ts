// The one `node:async_hooks` API the Workers runtime provides (with `nodejs_compat`), typed here
// because the worker project does not load Node's types.
declare module "node:async_hooks" {
	export class AsyncLocalStorage<T> {
		getStore(): T | undefined;
		run<R>(store: T, callback: () => R): R;
	}
}
