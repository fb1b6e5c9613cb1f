const form = document.querySelector("#neu");
const eingabe = document.querySelector("#titel");
const liste = document.querySelector("#liste");

form.addEventListener("submit", (event) => {
  // Dein Code: Neuladen verhindern, leere Eingaben ignorieren, Feld leeren
  const li = document.createElement("li");
  li.textContent = eingabe.value;
  liste.append(li);
});
