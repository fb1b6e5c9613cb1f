const HINWEISE = {
  beworben: "In einer Woche nachfassen",
  "gespräch": "Fragen zur Stelle vorbereiten",
  zusage: "Vertrag prüfen und unterschreiben",
  absage: "Um Feedback bitten",
};

function naechsterSchritt(bewerbung) {
  const hinweis = HINWEISE[bewerbung.phase];
  if (hinweis === undefined) throw new Error("Unbekannte Phase: " + bewerbung.phase);
  return hinweis;
}

console.log(naechsterSchritt({ firma: "Nordlicht GmbH", stelle: "Frontend", phase: "zusage" }));
