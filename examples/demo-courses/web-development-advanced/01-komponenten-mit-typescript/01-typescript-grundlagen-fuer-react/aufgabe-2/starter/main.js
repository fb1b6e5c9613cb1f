const HINWEISE = {
  beworben: "In einer Woche nachfassen",
  "gespräch": "Fragen zur Stelle vorbereiten",
  zusage: "Vertrag prüfen und unterschreiben",
  absage: "Um Feedback bitten",
};

function naechsterSchritt(bewerbung) {
  if (bewerbung.phase === "beworben") return HINWEISE.beworben;
  return "";
}

console.log(naechsterSchritt({ firma: "Nordlicht GmbH", stelle: "Frontend", phase: "zusage" }));
