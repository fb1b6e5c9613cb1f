function anfrage(frage) {
  return {
    model: "gpt-4o-mini",
    messages: [],
  };
}

console.log(JSON.stringify(anfrage("Was ist ein Token?"), null, 2));
