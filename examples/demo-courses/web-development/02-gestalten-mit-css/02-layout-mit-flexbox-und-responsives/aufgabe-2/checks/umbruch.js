{
  const element = document.querySelector(".karten");
  if (!element) throw new Error("document.querySelector(\".karten\") → null");
  const wert = getComputedStyle(element).getPropertyValue("flex-wrap");
  expectEqual("flex-wrap" + ": " + wert, "flex-wrap: wrap");
}