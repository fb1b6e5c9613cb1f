function parseAntwort(text) {
  const json = text
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

console.log(parseAntwort('{"kategorie": "Rechnung"}'));
