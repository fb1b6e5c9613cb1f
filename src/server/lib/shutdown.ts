/**
 * Process-wide draining flag: set once the server received SIGTERM/SIGINT and stops
 * taking new work. `/api/health/ready` answers 503 while it is set so that a load
 * balancer takes this process out before it closes.
 */
let draining = false;

export function isDraining(): boolean {
  return draining;
}

export function startDraining(): void {
  draining = true;
}
