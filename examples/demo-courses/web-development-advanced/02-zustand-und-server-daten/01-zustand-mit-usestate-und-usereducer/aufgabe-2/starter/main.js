function aufgabenReducer(aufgaben, aktion) {
  switch (aktion.typ) {
    case "hinzufuegen":
      return [...aufgaben, { id: aufgaben.length + 1, titel: aktion.titel, erledigt: false }];
    case "umschalten":
      return aufgaben.map((a) => (a.id === aktion.id ? { ...a, erledigt: !a.erledigt } : a));
    // Dein Code: case "umbenennen"
    default:
      return aufgaben;
  }
}

const vorher = [{ id: 1, titel: "Lebenslauf", erledigt: false }];
console.log(aufgabenReducer(vorher, { typ: "umbenennen", id: 1, titel: "Lebenslauf anpassen" }));
