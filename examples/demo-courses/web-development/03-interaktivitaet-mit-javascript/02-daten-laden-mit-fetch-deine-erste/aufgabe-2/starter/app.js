const URL_AUFGABEN = "https://jsonplaceholder.typicode.com/todos?_limit=10";

async function ladeAufgaben() {
  const liste = document.querySelector("#liste");
  const status = document.querySelector("#status");
  const antwort = await fetch(URL_AUFGABEN);
  const aufgaben = await antwort.json();
  // Dein Code: ein <li> pro Aufgabe, Fehler abfangen
}

document.querySelector("#laden").addEventListener("click", ladeAufgaben);
