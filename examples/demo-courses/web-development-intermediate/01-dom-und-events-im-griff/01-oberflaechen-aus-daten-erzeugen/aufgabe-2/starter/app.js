const kurse = [
  { titel: "HTML", fertig: true },
  { titel: "CSS", fertig: true },
  { titel: "JavaScript", fertig: false },
];

const liste = document.querySelector("#kurse");
// Dein Code: ein <li> pro Kurs
