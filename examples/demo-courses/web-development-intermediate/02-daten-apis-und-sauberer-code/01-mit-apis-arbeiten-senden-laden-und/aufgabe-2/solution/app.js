async function zeigeAufgaben(laden) {
  const status = document.querySelector("#status");
  const liste = document.querySelector("#liste");
  status.textContent = "Lade …";
  try {
    const aufgaben = await laden();
    liste.replaceChildren(
      ...aufgaben.map((aufgabe) => {
        const li = document.createElement("li");
        li.textContent = aufgabe.title;
        return li;
      }),
    );
    status.textContent = aufgaben.length + " Aufgaben geladen";
  } catch {
    status.textContent = "Laden fehlgeschlagen. Bitte später erneut versuchen.";
  }
}

// Zum Ausprobieren: eine Funktion, die wie fetch nach kurzer Zeit Daten liefert
zeigeAufgaben(
  () => new Promise((fertig) => setTimeout(() => fertig([{ title: "Lebenslauf" }, { title: "Anschreiben" }]), 500)),
);
