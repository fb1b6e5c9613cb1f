import { describe, expect, it } from "vitest";
import { formatProblem, mapCourseTargets, readCourseFiles, writeCourseFiles } from ".";
import { course, id, lesson, LESSON } from "../test/course-files-fixtures";

/** Images in `assets/` (decision 0150): names, types by content, references with their line. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

function withImages(content = "## Bild\n\n![Ein Diagramm](assets/diagramm.png)\n\nText.") {
  const files: Map<string, string | Uint8Array> = writeCourseFiles(
    course(
      lesson({
        content,
        exercises: [
          {
            id: id(30),
            task: "Sieh dir ![x](assets/foto.jpg) an.",
            hint: null,
            solution: null,
            practice: null,
          },
        ],
      }),
      { thumbnail: "assets/kursbild.png" },
    ),
  );
  files.set("assets/kursbild.png", PNG);
  files.set("assets/diagramm.png", PNG);
  files.set("assets/foto.jpg", JPEG);
  return files;
}
const lineOf = (text: string, needle: string) =>
  text.split("\n").findIndex((l) => l.includes(needle)) + 1;
const messages = (files: Map<string, string | Uint8Array>, lang: "de" | "en" = "de") => {
  const r = readCourseFiles(files);
  return "problems" in r ? r.problems.map((p) => formatProblem(p, lang)) : [];
};

describe("course files: images in assets/", () => {
  it("reads the thumbnail and the lessons' images as bytes; the writer names the thumbnail", () => {
    const files = withImages();
    expect(files.get("course.yaml")).toContain("thumbnail: assets/kursbild.png\n");
    const r = readCourseFiles(files);
    if ("problems" in r) throw new Error(r.problems.map((p) => formatProblem(p)).join("\n"));
    expect(r.course.thumbnail).toBe("assets/kursbild.png");
    expect([...r.assets.keys()].sort()).toEqual([
      "assets/diagramm.png",
      "assets/foto.jpg",
      "assets/kursbild.png",
    ]);
    expect(r.assets.get("assets/foto.jpg")).toEqual(JPEG);
  });

  it("a missing image is a problem on the line that references it, in the user's language", () => {
    const files = withImages();
    files.delete("assets/diagramm.png");
    files.delete("assets/kursbild.png");
    const text = files.get(LESSON) as string;
    const line = lineOf(text, "assets/diagramm.png");
    const thumb = lineOf(files.get("course.yaml") as string, "thumbnail:");
    expect(messages(files)).toEqual([
      `course.yaml, Zeile ${thumb}: Bild „assets/kursbild.png“ fehlt (Bilder liegen in assets/)`,
      `${LESSON}, Zeile ${line}: Bild „assets/diagramm.png“ fehlt (Bilder liegen in assets/)`,
    ]);
    expect(messages(files, "en")[1]).toBe(
      `${LESSON}, line ${line}: Image “assets/diagramm.png” is missing (images belong in assets/)`,
    );
  });

  it("refuses unknown types and names, images whose content lies about their type, unused images", () => {
    const files = withImages();
    files.set("assets/logo.svg", "<svg/>");
    files.set("assets/Foto_Gross.PNG", PNG);
    files.set("assets/kursbild.png", JPEG); // a JPEG named .png
    files.set("assets/foto.jpg", new TextEncoder().encode("<html>kein Bild</html>"));
    files.set("assets/uebrig.png", PNG);
    const all = messages(files);
    expect(all).toContain(
      "assets/logo.svg: Unbekannte Datei in assets/: erlaubt sind Bilder .png, .jpg und .webp, benannt mit Kleinbuchstaben, Ziffern und Bindestrichen",
    );
    expect(all.some((m) => m.startsWith("assets/Foto_Gross.PNG:"))).toBe(true);
    expect(all).toContain(
      "assets/kursbild.png: Die Datei ist kein png-Bild (ihr Inhalt passt nicht zur Endung)",
    );
    expect(all).toContain(
      "assets/foto.jpg: Die Datei ist kein jpg-Bild (ihr Inhalt passt nicht zur Endung)",
    );
    expect(all).toContain("assets/uebrig.png: Datei gehört zu keiner Lektion oder Aufgabe");
  });

  it("an image over the size limit is refused by its size", () => {
    const files = withImages();
    const big = new Uint8Array(2_000_001);
    big.set(PNG);
    files.set("assets/diagramm.png", big);
    expect(messages(files)).toEqual([
      "assets/diagramm.png: Datei zu groß: höchstens 2000000 Bytes",
    ]);
  });

  it("rewrites link targets in every Markdown text and the thumbnail, nothing else", () => {
    const r = readCourseFiles(withImages());
    if ("problems" in r) throw new Error("problems");
    const mapped = mapCourseTargets(r.course, (t) =>
      t.startsWith("assets/") ? `/uploads/x/${t.slice(7)}` : null,
    );
    const l = mapped.modules[0].lessons[0];
    expect(mapped.thumbnail).toBe("/uploads/x/kursbild.png");
    expect(l.content).toBe("## Bild\n\n![Ein Diagramm](/uploads/x/diagramm.png)\n\nText.");
    expect(l.exercises[0].task).toBe("Sieh dir ![x](/uploads/x/foto.jpg) an.");
    expect(r.course.modules[0].lessons[0].content).toContain("](assets/diagramm.png)");
  });
});
