const button = document.querySelector("#modus");
if (document.body.classList.contains("dunkel")) button.click();
button.click();
expectEqual(button.textContent.trim(), "Hellmodus");
button.click();
expectEqual(button.textContent.trim(), "Dunkelmodus");