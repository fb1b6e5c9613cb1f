function pruefeAufgabe(daten) {
  // Dein Code: erst prüfen, dann nur die drei Felder zurückgeben
  return daten;
}

console.log(pruefeAufgabe({ userId: 1, id: 1, title: "Lebenslauf", completed: false }));
