{
  const element = document.querySelector("main");
  if (!element) throw new Error("document.querySelector(\"main\") → null");
  const wert = getComputedStyle(element).getPropertyValue("box-sizing");
  expectEqual("box-sizing" + ": " + wert, "box-sizing: border-box");
}