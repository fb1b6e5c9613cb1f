const URL_AUFGABEN = "https://jsonplaceholder.typicode.com/todos?_limit=10";

async function ladeAufgaben() {
  const liste = document.querySelector("#liste");
  const status = document.querySelector("#status");
  try {
    const antwort = await fetch(URL_AUFGABEN);
    if (!antwort.ok) throw new Error("Status " + antwort.status);
    const aufgaben = await antwort.json();
    liste.replaceChildren();
    for (const aufgabe of aufgaben) {
      const li = document.createElement("li");
      li.textContent = aufgabe.title;
      if (aufgabe.completed) li.classList.add("erledigt");
      liste.append(li);
    }
    status.textContent = "";
  } catch {
    status.textContent = "Die Aufgaben konnten nicht geladen werden.";
  }
}

document.querySelector("#laden").addEventListener("click", ladeAufgaben);
