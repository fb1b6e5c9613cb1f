function parseAntwort(text) {
  return JSON.parse(text);
}

console.log(parseAntwort('{"kategorie": "Rechnung"}'));
