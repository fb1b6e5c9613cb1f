function anfrage(frage) {
  return {
    model: "gpt-4o-mini",
    messages: [
      { role: "system", content: "Antworte kurz und auf Deutsch." },
      { role: "user", content: frage },
    ],
  };
}

console.log(JSON.stringify(anfrage("Was ist ein Token?"), null, 2));
