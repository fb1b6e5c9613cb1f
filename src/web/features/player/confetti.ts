/**
 * Spec section 9: confetti for 3000 ms, a burst every 250 ms, up to 50 particles,
 * start velocity 30, spread 360, 60 ticks. canvas-confetti is loaded on demand and
 * draws on our own canvas without a worker (the CSP allows no blob: workers).
 */
let running = false;

/**
 * One celebration at a time: solving the last check and the lesson completion it causes
 * arrive within a second, and the learner sees one burst, not two canvases on top.
 */
export async function celebrate() {
  if (running) return;
  running = true;
  const loaded = await import("canvas-confetti").catch(() => null);
  if (!loaded) {
    running = false;
    return;
  }
  const confetti = loaded.default;
  const canvas = document.createElement("canvas");
  canvas.setAttribute("aria-hidden", "true");
  canvas.style.cssText =
    "position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:100";
  document.body.appendChild(canvas);
  const fire = confetti.create(canvas, {
    resize: true,
    useWorker: false,
    disableForReducedMotion: true,
  });
  const duration = 3000;
  const end = Date.now() + duration;
  const defaults = { startVelocity: 30, spread: 360, ticks: 60, zIndex: 100 };
  const between = (min: number, max: number) => Math.random() * (max - min) + min;
  const interval = window.setInterval(() => {
    const left = end - Date.now();
    if (left <= 0) {
      window.clearInterval(interval);
      // Let the last particles fall, then remove the canvas.
      window.setTimeout(() => {
        fire.reset();
        canvas.remove();
        running = false;
      }, 1500);
      return;
    }
    const particleCount = Math.round(50 * (left / duration));
    void fire({
      ...defaults,
      particleCount,
      origin: { x: between(0.1, 0.3), y: Math.random() - 0.2 },
    });
    void fire({
      ...defaults,
      particleCount,
      origin: { x: between(0.7, 0.9), y: Math.random() - 0.2 },
    });
  }, 250);
}
