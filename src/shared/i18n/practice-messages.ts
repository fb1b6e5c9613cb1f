/**
 * Validation and error messages of the practice engine (issue 29). Spread into
 * `validationMessages` (messages.ts) so `V(key)` and `translateValidationMessage` know them.
 */
export const practiceValidationMessages = {
  de: {
    practiceFileName:
      "Dateinamen bestehen aus Buchstaben, Ziffern, Punkt, Binde- und Unterstrich (höchstens 60 Zeichen)",
    practiceDuplicateFile: "Jeder Dateiname darf nur einmal vorkommen",
    practiceFilesTooLarge: "Die Dateien sind zusammen zu groß",
  },
  en: {
    practiceFileName:
      "File names consist of letters, digits, dot, hyphen and underscore (at most 60 characters)",
    practiceDuplicateFile: "Each file name may appear only once",
    practiceFilesTooLarge: "The files are too large together",
  },
  es: {
    practiceFileName:
      "Los nombres de archivo constan de letras, cifras, punto, guion y guion bajo (como máximo 60 caracteres)",
    practiceDuplicateFile: "Cada nombre de archivo solo puede aparecer una vez",
    practiceFilesTooLarge: "Los archivos son demasiado grandes en conjunto",
  },
  fr: {
    practiceFileName:
      "Les noms de fichier se composent de lettres, chiffres, point, tiret et tiret bas (60 caractères au plus)",
    practiceDuplicateFile: "Chaque nom de fichier ne peut apparaître qu’une fois",
    practiceFilesTooLarge: "Les fichiers sont trop volumineux ensemble",
  },
} as const;
