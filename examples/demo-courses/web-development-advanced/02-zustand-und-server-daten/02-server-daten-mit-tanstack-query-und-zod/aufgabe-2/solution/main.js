function pruefeAufgabe(daten) {
  if (
    typeof daten !== "object" || daten === null ||
    typeof daten.id !== "number" ||
    typeof daten.title !== "string" ||
    typeof daten.completed !== "boolean"
  ) {
    throw new Error("Ungültige Aufgabe vom Server: " + JSON.stringify(daten));
  }
  return { id: daten.id, title: daten.title, completed: daten.completed };
}

console.log(pruefeAufgabe({ userId: 1, id: 1, title: "Lebenslauf", completed: false }));
