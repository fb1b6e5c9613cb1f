/**
 * The JSON Schema of the course format's YAML parts (docs/course-format.schema.json), made
 * from the same zod schemas the reader checks with, so the two cannot drift (a test compares).
 */
import { z } from "zod";
import {
  courseTranslationYamlSchema,
  courseYamlSchema,
  lessonFrontMatterSchema,
  lessonTranslationFrontMatterSchema,
  moduleTranslationYamlSchema,
  moduleYamlSchema,
  practiceYamlSchema,
  projectFrontMatterSchema,
  projectPracticeYamlSchema,
  projectTranslationFrontMatterSchema,
  rubricTranslationYamlSchema,
} from "./model";
import { rubricSchema } from "../contracts/projects";

const parts = {
  course: ["course.yaml", courseYamlSchema],
  courseTranslation: ["course.<lang>.yaml", courseTranslationYamlSchema],
  module: ["<NN-slug>/module.yaml", moduleYamlSchema],
  moduleTranslation: ["<NN-slug>/module.<lang>.yaml", moduleTranslationYamlSchema],
  lesson: ["front matter of <NN-slug>/<NN-slug>.md", lessonFrontMatterSchema],
  lessonTranslation: [
    "front matter of <NN-slug>/<NN-slug>.<lang>.md",
    lessonTranslationFrontMatterSchema,
  ],
  practice: ["<lesson>/aufgabe-<n>/practice.yaml", practiceYamlSchema],
  project: ["front matter of projects/<NN-slug>/project.md", projectFrontMatterSchema],
  rubric: ["projects/<NN-slug>/rubric.yaml", rubricSchema],
  projectPractice: ["projects/<NN-slug>/practice.yaml", projectPracticeYamlSchema],
  projectTranslation: [
    "front matter of projects/<NN-slug>/project.<lang>.md",
    projectTranslationFrontMatterSchema,
  ],
  rubricTranslation: ["projects/<NN-slug>/rubric.<lang>.yaml", rubricTranslationYamlSchema],
} as const;

export function courseFormatJsonSchema() {
  const defs = Object.fromEntries(
    Object.entries(parts).map(([name, [file, schema]]) => {
      const { $schema: _s, ...json } = z.toJSONSchema(schema, { io: "input" });
      return [name, { description: file, ...json }];
    }),
  );
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: "https://kurswerk.example/course-format.schema.json",
    title: "Kurswerk course format (kurswerk-course/1): the YAML parts",
    description:
      "One definition per YAML part; docs/course-format.md says which file uses which ($defs/course for course.yaml, …).",
    $defs: defs,
  };
}

export const courseFormatJsonSchemaText = () =>
  `${JSON.stringify(courseFormatJsonSchema(), null, 2)}\n`;

/** The parts that are whole YAML files (front matter is inside Markdown, which editors' YAML
 * support does not read), with the files they describe as globs for an editor's settings. */
export const YAML_FILE_PARTS = {
  course: "course.yaml",
  courseTranslation: "course.*.yaml",
  module: "[0-9][0-9]-*/module.yaml",
  moduleTranslation: "[0-9][0-9]-*/module.*.yaml",
  practice: "[0-9][0-9]-*/*/aufgabe-*/practice.yaml",
  rubric: "projects/*/rubric.yaml",
  projectPractice: "projects/*/practice.yaml",
  rubricTranslation: "projects/*/rubric.*.yaml",
} as const satisfies Partial<Record<keyof typeof parts, string>>;

/**
 * One standalone schema per YAML file (docs/course-format/<part>.schema.json), for editors
 * that map a schema to files by name (the YAML extension's `yaml.schemas`, see
 * docs/course-format.md): the same definitions as `courseFormatJsonSchema`.
 */
export function courseFormatFileSchemas(): Map<string, string> {
  const { $defs } = courseFormatJsonSchema();
  const out = new Map<string, string>();
  for (const name of Object.keys(YAML_FILE_PARTS) as (keyof typeof YAML_FILE_PARTS)[]) {
    const schema = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: `https://kurswerk.example/course-format/${name}.schema.json`,
      title: `Kurswerk course format (kurswerk-course/1): ${YAML_FILE_PARTS[name]}`,
      ...$defs[name],
    };
    out.set(`${name}.schema.json`, `${JSON.stringify(schema, null, 2)}\n`);
  }
  return out;
}
