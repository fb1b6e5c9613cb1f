function Hinweis({ art, children }) {
  return '<div class="hinweis">' + children + "</div>";
}

console.log(Hinweis({ art: "fehler", children: "Speichern fehlgeschlagen." }));
