export { BetaGate } from "./beta-gate";
