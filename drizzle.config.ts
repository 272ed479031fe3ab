import { defineConfig } from "drizzle-kit";

// drizzle-kit writes SQL into the folder wrangler applies (wrangler ignores drizzle's meta/).
export default defineConfig({
	dialect: "sqlite",
	schema: "./worker/db/schema.ts",
	out: "./migrations",
});
