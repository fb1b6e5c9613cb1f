/** Kurswerk's course format: a course as a folder of YAML and Markdown (decision 0102). */
export * from "./model";
export { writeCourseFiles, coursePaths } from "./write";
export { readCourseFiles, type ReadResult } from "./read";
export { MarkerInTextError } from "./sections";
export { diffCourses, noChanges, stableJson, type CourseChanges, type ChangeItem } from "./diff";
export {
  ASSET_PATH,
  ASSETS_DIR,
  assetName,
  assetRefs,
  courseTargets,
  isAssetPath,
  mapCourseTargets,
  mapLinkTargets,
  sniffAsset,
  type AssetExtension,
} from "./assets";
