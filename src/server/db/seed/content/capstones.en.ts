import type { ProjectTranslation } from "@shared/domain/translation";

/**
 * The demo capstones in the languages the demo courses are seeded in (issue 30, decision
 * 0146): a demo course's English version carries its capstone's title, brief and rubric, so
 * an English learner never meets a German project and re-publishing the seeded English
 * version passes the gate. Keyed by course key, then language; rubric by criterion id.
 */
export type DemoCapstoneTranslation = Pick<ProjectTranslation, "title" | "brief" | "rubric">;

export const demoCapstoneTranslations: Record<string, Record<string, DemoCapstoneTranslation>> = {
  "web-development": {
    en: {
      title: "Final project: your personal business card on the web",
      brief: `Build a **personal business card** as a web page: one page that shows who you are, what you can do and how to reach you.

## What your page contains

1. A heading with your name and a short sentence about yourself.
2. A section "What I can do" with at least three points as a list.
3. A contact area with a link (for example \`mailto:\` or to your profile).
4. Your own design in \`style.css\`: colours, spacing and a font that is easy to read.
5. A little JavaScript in \`script.js\`: for example a button that shows a greeting, or a light/dark switch.

## How to go about it

- Start with the HTML skeleton in \`index.html\`, then the design, then the behaviour.
- Check the page in the preview at a narrow width too (as on a smartphone).
- When you submit, describe briefly what you built and what you are proud of.`,
      rubric: {
        structure: {
          title: "Meaningful HTML structure",
          description: "The page uses fitting elements (headings, lists, links, main).",
          fulfilled: "Everything the brief asks for is there and marked up with fitting elements.",
        },
        design: {
          title: "Own design with CSS",
          description: "Colours, spacing and font are chosen deliberately.",
          fulfilled: "The page is easy to read, also at a narrow width as on a smartphone.",
        },
        interaction: {
          title: "Interaction with JavaScript",
          description: "At least one element reacts to the user.",
          fulfilled: "The interaction works without errors in the console.",
        },
        content: {
          title: "Content and contact",
          description: "The page says who you are and how to reach you.",
          fulfilled:
            "Name, a short introduction, three skills and a working contact link are there.",
        },
      },
    },
  },
};
