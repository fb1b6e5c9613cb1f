const kurse = [
  { titel: "HTML", fertig: true },
  { titel: "CSS", fertig: true },
  { titel: "JavaScript", fertig: false },
];

const liste = document.querySelector("#kurse");
kurse.forEach((kurs) => {
  const li = document.createElement("li");
  li.textContent = kurs.titel;
  if (kurs.fertig) li.classList.add("fertig");
  liste.append(li);
});
