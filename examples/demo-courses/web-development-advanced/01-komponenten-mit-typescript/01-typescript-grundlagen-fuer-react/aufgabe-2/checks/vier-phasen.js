const phasen = ["beworben", "gespräch", "zusage", "absage"];
expectEqual(
  phasen.map((phase) => naechsterSchritt({ firma: "A", stelle: "B", phase })),
  ["In einer Woche nachfassen", "Fragen zur Stelle vorbereiten", "Vertrag prüfen und unterschreiben", "Um Feedback bitten"],
);