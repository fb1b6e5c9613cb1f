{
  const element = document.querySelector("header");
  if (!element) throw new Error("document.querySelector(\"header\") → null");
  const wert = getComputedStyle(element).getPropertyValue("display");
  expectEqual("display" + ": " + wert, "display: flex");
}
{
  const element = document.querySelector("header");
  if (!element) throw new Error("document.querySelector(\"header\") → null");
  const wert = getComputedStyle(element).getPropertyValue("justify-content");
  expectEqual("justify-content" + ": " + wert, "justify-content: space-between");
}