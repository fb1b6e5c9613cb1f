// The reports module's public face for other modules (module boundaries, issue 43).
export { dailyTrends } from "./funnel-report";
