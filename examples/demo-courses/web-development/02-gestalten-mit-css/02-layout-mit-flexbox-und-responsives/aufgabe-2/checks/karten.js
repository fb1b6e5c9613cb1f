{
  const element = document.querySelector(".karten");
  if (!element) throw new Error("document.querySelector(\".karten\") → null");
  const wert = getComputedStyle(element).getPropertyValue("display");
  expectEqual("display" + ": " + wert, "display: flex");
}