import { Highlight, Prism, themes } from "prism-react-renderer";

/**
 * A code example's code, highlighted by prism-react-renderer: in a chunk of its own,
 * fetched alongside the player's page (code-highlight-loader.ts, decision 0158).
 */
const ALIASES: Record<string, string> = {
  html: "markup",
  xml: "markup",
  svg: "markup",
  js: "javascript",
  ts: "typescript",
  py: "python",
  shell: "bash",
  sh: "bash",
};

function prismLanguage(lang: string) {
  const l = (lang || "").toLowerCase();
  const name = ALIASES[l] ?? l;
  return Prism.languages[name] ? name : "plain";
}

export function HighlightedCode({ code, language }: { code: string; language: string }) {
  return (
    <Highlight code={code} language={prismLanguage(language)} theme={themes.gruvboxMaterialDark}>
      {({ className, style, tokens, getLineProps, getTokenProps }) => (
        <pre
          className={`${className} m-4 mt-3 overflow-x-auto rounded-lg p-4 text-sm leading-6`}
          style={style}
          tabIndex={0}
          data-testid="code"
        >
          <code>
            {tokens.map((line, i) => (
              <div key={i} {...getLineProps({ line })}>
                {line.map((token, key) => (
                  <span key={key} {...getTokenProps({ token })} />
                ))}
              </div>
            ))}
          </code>
        </pre>
      )}
    </Highlight>
  );
}
