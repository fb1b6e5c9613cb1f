async function zeigeAufgaben(laden) {
  const status = document.querySelector("#status");
  const liste = document.querySelector("#liste");
  const aufgaben = await laden();
  // Dein Code: Ladezustand, Liste und Fehlerzustand
}

// Zum Ausprobieren: eine Funktion, die wie fetch nach kurzer Zeit Daten liefert
zeigeAufgaben(
  () => new Promise((fertig) => setTimeout(() => fertig([{ title: "Lebenslauf" }, { title: "Anschreiben" }]), 500)),
);
