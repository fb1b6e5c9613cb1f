{
  const element = document.querySelector(".karte");
  if (!element) throw new Error("document.querySelector(\".karte\") → null");
  const wert = getComputedStyle(element).getPropertyValue("border-top-style");
  expectEqual("border-top-style" + ": " + wert, "border-top-style: solid");
}