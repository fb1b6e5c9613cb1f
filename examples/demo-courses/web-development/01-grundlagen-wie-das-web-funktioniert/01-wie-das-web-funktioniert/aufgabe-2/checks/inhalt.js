const h1 = document.querySelector("body h1");
const p = document.querySelector("body p");
if (!h1 || h1.textContent.trim() === "") throw new Error("Es fehlt eine <h1> mit Text.");
if (!p || p.textContent.trim() === "") throw new Error("Es fehlt ein <p> mit Text.");