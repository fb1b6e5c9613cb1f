import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ExternalLink, Play } from "lucide-react";
import { Button } from "@/components/ui/button";
import { parseVideoUrl } from "./video";

/**
 * A real player: <video> for files; YouTube (youtube-nocookie.com) and Vimeo (dnt=1)
 * load their iframe only after the learner presses play (no third-party request before).
 */
export function VideoPlayer({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation("player");
  const [playing, setPlaying] = useState(false);
  const source = parseVideoUrl(url);
  if (!source) return null;
  if (source.kind === "file")
    return (
      <div className="overflow-hidden rounded-xl border bg-black" data-testid="lesson-video">
        <video controls preload="metadata" src={source.src} className="aspect-video w-full">
          <a href={source.src}>{t("video.open")}</a>
        </video>
      </div>
    );
  const provider = source.kind === "youtube" ? "YouTube" : "Vimeo";
  if (playing)
    return (
      <div className="overflow-hidden rounded-xl border bg-black" data-testid="lesson-video">
        <iframe
          src={source.embed}
          title={t("video.frameTitle", { title })}
          className="aspect-video w-full"
          // "fullscreen" in allow is the current form; allowFullScreen as well made Chromium warn.
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  return (
    <div
      className="flex aspect-video w-full flex-col items-center justify-center gap-4 rounded-xl border bg-gradient-to-br from-slate-900 to-indigo-950 p-6 text-center text-slate-100"
      data-testid="lesson-video"
    >
      <Button size="lg" onClick={() => setPlaying(true)} className="rounded-full">
        <Play aria-hidden="true" />
        {t("video.play")}
      </Button>
      <p className="max-w-md text-sm text-slate-300">{t("video.privacy", { provider })}</p>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 text-sm text-slate-200 underline underline-offset-4"
      >
        {t("video.openAt", { provider })}
        <ExternalLink className="size-3.5" aria-hidden="true" />
      </a>
    </div>
  );
}
