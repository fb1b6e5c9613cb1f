const modusButton = document.querySelector("#modus");

modusButton.addEventListener("click", function () {
  document.body.classList.toggle("dunkel");

  if (document.body.classList.contains("dunkel")) {
    modusButton.textContent = "Hellmodus";
  } else {
    modusButton.textContent = "Dunkelmodus";
  }
});
