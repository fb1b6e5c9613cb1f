def betrag_als_zahl(text):
    text = text.replace("€", "").strip()
    if not text:
        return None
    return float(text.replace(".", "").replace(",", "."))


print(betrag_als_zahl("19,99"))
