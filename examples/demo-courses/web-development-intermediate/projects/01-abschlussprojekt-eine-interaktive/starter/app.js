const form = document.querySelector("#neu");
const liste = document.querySelector("#liste");

// Dein Code
