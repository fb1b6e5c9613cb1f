/** A lesson video: a file played by <video>, or a YouTube/Vimeo link embedded privacy-friendly. */
export type VideoSource =
  | { kind: "file"; src: string }
  | { kind: "youtube"; id: string; embed: string }
  | { kind: "vimeo"; id: string; embed: string }
  | null;

export function parseVideoUrl(raw: string | null | undefined): VideoSource {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^www\.|^m\./, "");
  let yt: string | null = null;
  if (host === "youtu.be") yt = url.pathname.slice(1).split("/")[0] || null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") yt = url.searchParams.get("v");
    else {
      const m = url.pathname.match(/^\/(?:embed|shorts|live)\/([^/?#]+)/);
      yt = m ? m[1] : null;
    }
  }
  if (yt && /^[\w-]{6,20}$/.test(yt))
    return {
      kind: "youtube",
      id: yt,
      embed: `https://www.youtube-nocookie.com/embed/${yt}?autoplay=1&rel=0`,
    };
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const m = url.pathname.match(/\/(?:video\/)?(\d{4,})/);
    if (m)
      return {
        kind: "vimeo",
        id: m[1],
        embed: `https://player.vimeo.com/video/${m[1]}?dnt=1&autoplay=1`,
      };
    return null;
  }
  if (host === "youtube.com" || host === "youtu.be") return null;
  return { kind: "file", src: url.toString() };
}
