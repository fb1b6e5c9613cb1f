let geworfen = false;
try {
  pruefeAufgabe({ id: "3", title: "Bewerbung", completed: true });
} catch {
  geworfen = true;
}
if (!geworfen) throw new Error("Die Aufgabe mit id \"3\" (Text statt Zahl) wurde angenommen.");