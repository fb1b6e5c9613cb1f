/**
 * Clicks on a prerendered page before its scripts have run (decision 0092). The landing and
 * /auth arrive as HTML and are usable to the eye before React has taken over; a click on a
 * button, tab or checkbox in that moment would otherwise be lost (a link works natively).
 * This script, inline at the top of those pages' `<body>`, keeps such clicks (at most ten,
 * in order) until the app takes them (`window.__kurswerkEarlyClicks()`, which also stops
 * listening) just before it hydrates, and replays them on the same elements once hydrated
 * (`src/web/lib/early-clicks.ts`). The server allows exactly this script by its hash in the
 * Content-Security-Policy (`src/server/app.ts` computes it from this text at start).
 */
export const EARLY_CLICKS_SCRIPT =
  '(()=>{const q=[],h=e=>{const t=e.target,b=t instanceof Element&&t.closest(\'button,[role="button"],[role="tab"],[role="checkbox"]\');' +
  'if(b&&!b.disabled&&b.closest("#root")){e.preventDefault();if(q.length<10)q.push(b)}};' +
  'document.addEventListener("click",h,!0);' +
  'window.__kurswerkEarlyClicks=()=>(document.removeEventListener("click",h,!0),q)})()';

/** The name under which the script hands over what it kept. */
export const EARLY_CLICKS_GLOBAL = "__kurswerkEarlyClicks";
