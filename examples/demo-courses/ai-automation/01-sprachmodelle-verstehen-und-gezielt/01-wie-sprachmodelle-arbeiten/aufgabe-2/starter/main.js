function tokensSchaetzen(text) {
  return text.length;
}

function kostenInEuro(eingabe, ausgabe) {
  return (eingabe * 0.15) / 1_000_000;
}

console.log(tokensSchaetzen("Bitte fasse die E-Mail zusammen."));
console.log(kostenInEuro(1_000_000, 1_000_000));
