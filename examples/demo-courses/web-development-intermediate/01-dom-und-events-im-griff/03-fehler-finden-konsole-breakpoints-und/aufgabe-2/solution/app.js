const preise = [4.5, 3, 2.5];

function summe(liste) {
  let gesamt = 0;
  for (let i = 0; i < liste.length; i++) {
    gesamt += liste[i];
  }
  return gesamt;
}

document.querySelector("#gesamt").textContent = summe(preise) + " €";
