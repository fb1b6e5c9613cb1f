expectEqual(anfrage("Was ist ein Token?").messages, [
  { role: "system", content: "Antworte kurz und auf Deutsch." },
  { role: "user", content: "Was ist ein Token?" },
]);