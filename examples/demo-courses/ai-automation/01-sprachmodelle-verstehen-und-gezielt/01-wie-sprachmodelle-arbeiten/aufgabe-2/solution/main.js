function tokensSchaetzen(text) {
  return Math.ceil(text.length / 4);
}

function kostenInEuro(eingabe, ausgabe) {
  const euro = (eingabe * 0.15 + ausgabe * 0.6) / 1_000_000;
  return Math.round(euro * 100) / 100;
}

console.log(tokensSchaetzen("Bitte fasse die E-Mail zusammen."));
console.log(kostenInEuro(1_000_000, 1_000_000));
