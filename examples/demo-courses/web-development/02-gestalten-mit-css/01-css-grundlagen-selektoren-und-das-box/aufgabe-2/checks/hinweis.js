{
  const element = document.querySelector(".hinweis");
  if (!element) throw new Error("document.querySelector(\".hinweis\") → null");
  const wert = getComputedStyle(element).getPropertyValue("font-style");
  expectEqual("font-style" + ": " + wert, "font-style: italic");
}