if (!bauePrompt("Hallo").includes("Tonalität: freundlich und sachlich"))
  throw new Error("Ohne zweites Argument fehlt „Tonalität: freundlich und sachlich“ im Prompt.");
if (!bauePrompt("Hallo", "förmlich").includes("Tonalität: förmlich"))
  throw new Error("Mit dem Argument „förmlich“ fehlt „Tonalität: förmlich“ im Prompt.");