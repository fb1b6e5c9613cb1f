let geworfen = false;
try {
  naechsterSchritt({ firma: "A", stelle: "B", phase: "vergessen" });
} catch {
  geworfen = true;
}
if (!geworfen) throw new Error("Für die Phase „vergessen“ kam ein Ergebnis statt eines Fehlers.");