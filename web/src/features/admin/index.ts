export { AdminOnly } from "./admin-only";
