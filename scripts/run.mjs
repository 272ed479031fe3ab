import { spawn } from "node:child_process";
import { offlineEnv, root } from "./local-env.mjs";

/** Runs a command to completion, streaming its output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, {
			cwd: root,
			env: offlineEnv,
			stdio: options.capture ? ["ignore", "pipe", "inherit"] : "inherit",
		});
		let out = "";
		child.stdout?.on("data", (chunk) => {
			out += chunk;
		});
		child.on("error", reject);
		child.on("exit", (code) =>
			code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
		);
	});
}
