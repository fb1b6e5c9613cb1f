let geworfen = false;
try {
  pruefeAufgabe({ id: 3, title: "Bewerbung" });
} catch {
  geworfen = true;
}
if (!geworfen) throw new Error("Die Aufgabe ohne completed wurde angenommen.");