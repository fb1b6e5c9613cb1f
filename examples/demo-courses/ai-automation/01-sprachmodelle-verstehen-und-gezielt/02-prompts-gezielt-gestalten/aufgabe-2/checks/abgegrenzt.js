const prompt = bauePrompt("Mein Paket fehlt.");
if (!prompt.includes("<email>\nMein Paket fehlt.\n</email>"))
  throw new Error("Im Prompt fehlt der Block: <email>, neue Zeile, die E-Mail, neue Zeile, </email>.");