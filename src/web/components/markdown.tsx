import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import rehypeSanitize from "rehype-sanitize";

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

/** Raw HTML in the markdown is shown as text (escaped by React), never interpreted. */
function remarkHtmlAsText() {
  const walk = (node: MdNode) => {
    if (node.type === "html") node.type = "text";
    node.children?.forEach(walk);
  };
  return (tree: MdNode) => walk(tree);
}

/**
 * Lesson text is untrusted markdown: rendered through react-markdown (no raw HTML)
 * and rehype-sanitize (no event handlers, no javascript: links).
 */
const components: Components = {
  h1: ({ node: _n, ...p }) => (
    <h2 className="mt-8 mb-3 text-2xl font-semibold tracking-tight first:mt-0" {...p} />
  ),
  h2: ({ node: _n, ...p }) => (
    <h2 className="mt-8 mb-3 text-xl font-semibold tracking-tight first:mt-0" {...p} />
  ),
  h3: ({ node: _n, ...p }) => <h3 className="mt-6 mb-2 text-lg font-semibold first:mt-0" {...p} />,
  h4: ({ node: _n, ...p }) => <h4 className="mt-5 mb-2 font-semibold first:mt-0" {...p} />,
  p: ({ node: _n, ...p }) => <p className="my-3 leading-7" {...p} />,
  ul: ({ node: _n, ...p }) => <ul className="my-3 list-disc space-y-1.5 pl-6 leading-7" {...p} />,
  ol: ({ node: _n, ...p }) => (
    <ol className="my-3 list-decimal space-y-1.5 pl-6 leading-7" {...p} />
  ),
  a: ({ node: _n, ...p }) => (
    <a
      className="font-medium text-primary underline underline-offset-4"
      target="_blank"
      rel="noopener noreferrer"
      {...p}
    />
  ),
  blockquote: ({ node: _n, ...p }) => (
    <blockquote
      className="my-4 border-l-4 border-primary/40 pl-4 text-muted-foreground italic"
      {...p}
    />
  ),
  pre: ({ node: _n, ...p }) => (
    <pre
      tabIndex={0}
      className="my-4 overflow-x-auto rounded-lg bg-slate-950 p-4 text-sm leading-6 text-slate-100 [&_code]:bg-transparent [&_code]:p-0 [&_code]:text-inherit"
      {...p}
    />
  ),
  code: ({ node: _n, ...p }) => (
    <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.875em] break-words" {...p} />
  ),
  table: ({ node: _n, ...p }) => (
    <div className="my-4 overflow-x-auto" tabIndex={0}>
      <table className="w-full border-collapse text-sm" {...p} />
    </div>
  ),
  th: ({ node: _n, ...p }) => <th className="border-b px-3 py-2 text-left font-semibold" {...p} />,
  td: ({ node: _n, ...p }) => <td className="border-b px-3 py-2 align-top" {...p} />,
  hr: ({ node: _n, ...p }) => <hr className="my-6" {...p} />,
  img: ({ node: _n, alt, ...p }) => (
    <img alt={alt ?? ""} loading="lazy" className="my-4 max-w-full rounded-lg" {...p} />
  ),
};

/** Inside a page that already has its own headings (admin preview): headings start at h5. */
const nestedComponents: Components = {
  ...components,
  h1: ({ node: _n, ...p }) => <h5 className="mt-5 mb-2 text-lg font-semibold" {...p} />,
  h2: ({ node: _n, ...p }) => <h5 className="mt-5 mb-2 text-lg font-semibold" {...p} />,
  h3: ({ node: _n, ...p }) => <h6 className="mt-4 mb-2 text-base font-semibold" {...p} />,
  h4: ({ node: _n, ...p }) => <h6 className="mt-4 mb-2 font-semibold" {...p} />,
  h5: ({ node: _n, ...p }) => <h6 className="mt-4 mb-2 font-semibold" {...p} />,
  h6: ({ node: _n, ...p }) => <h6 className="mt-4 mb-2 font-semibold" {...p} />,
};

/** The one renderer of untrusted lesson text, used by the player and the admin preview alike. */
export function Markdown({
  children,
  className,
  nested = false,
}: {
  children: string;
  className?: string;
  nested?: boolean;
}) {
  return (
    <div className={className}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm, remarkHtmlAsText]}
        rehypePlugins={[rehypeSanitize]}
        components={nested ? nestedComponents : components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
