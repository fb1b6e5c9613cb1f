import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import rehypeSanitize from "rehype-sanitize";

/** Lesson text is untrusted: markdown only, sanitized, no raw HTML. Headings start below the page's. */
const components: Components = {
  h1: ({ node: _node, ...p }) => <h5 className="mt-5 mb-2 text-lg font-semibold" {...p} />,
  h2: ({ node: _node, ...p }) => <h5 className="mt-5 mb-2 text-lg font-semibold" {...p} />,
  h3: ({ node: _node, ...p }) => <h6 className="mt-4 mb-2 text-base font-semibold" {...p} />,
  h4: ({ node: _node, ...p }) => <h6 className="mt-4 mb-2 font-semibold" {...p} />,
  h5: ({ node: _node, ...p }) => <h6 className="mt-4 mb-2 font-semibold" {...p} />,
  h6: ({ node: _node, ...p }) => <h6 className="mt-4 mb-2 font-semibold" {...p} />,
  p: ({ node: _node, ...p }) => <p className="my-3 leading-relaxed" {...p} />,
  ul: ({ node: _node, ...p }) => <ul className="my-3 list-disc space-y-1 pl-6" {...p} />,
  ol: ({ node: _node, ...p }) => <ol className="my-3 list-decimal space-y-1 pl-6" {...p} />,
  a: ({ node: _node, ...p }) => (
    <a
      className="font-medium text-primary underline underline-offset-4"
      rel="noreferrer noopener"
      target="_blank"
      {...p}
    />
  ),
  blockquote: ({ node: _node, ...p }) => (
    <blockquote className="my-3 border-l-4 pl-4 text-muted-foreground" {...p} />
  ),
  pre: ({ node: _node, ...p }) => (
    <pre
      className="my-3 overflow-x-auto rounded-lg bg-slate-950 p-4 text-sm text-slate-50"
      tabIndex={0}
      {...p}
    />
  ),
  code: ({ node: _node, className, ...p }) => (
    <code className={className ?? "rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em]"} {...p} />
  ),
  table: ({ node: _node, ...p }) => (
    <div className="my-3 overflow-x-auto">
      <table className="w-full border-collapse text-sm" {...p} />
    </div>
  ),
  th: ({ node: _node, ...p }) => <th className="border px-3 py-2 text-left font-medium" {...p} />,
  td: ({ node: _node, ...p }) => <td className="border px-3 py-2" {...p} />,
};

export function AdminMarkdown({ children }: { children: string }) {
  return (
    <div className="text-sm text-foreground">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize]}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
