function escape(text) {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

function Hinweis({ art, children }) {
  const role = art === "fehler" ? ' role="alert"' : "";
  return '<div class="hinweis hinweis--' + art + '"' + role + ">" + escape(children) + "</div>";
}

console.log(Hinweis({ art: "fehler", children: "Speichern fehlgeschlagen." }));
