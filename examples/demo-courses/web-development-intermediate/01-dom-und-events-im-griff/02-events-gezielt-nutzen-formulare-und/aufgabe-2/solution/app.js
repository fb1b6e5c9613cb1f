const form = document.querySelector("#neu");
const eingabe = document.querySelector("#titel");
const liste = document.querySelector("#liste");

form.addEventListener("submit", (event) => {
  event.preventDefault();
  const titel = eingabe.value.trim();
  if (titel === "") return;
  const li = document.createElement("li");
  li.textContent = titel;
  liste.append(li);
  eingabe.value = "";
});

// Ein Listener für die ganze Liste, auch für später hinzugefügte Aufgaben
liste.addEventListener("click", (event) => {
  const li = event.target.closest("li");
  if (li) li.classList.toggle("erledigt");
});
