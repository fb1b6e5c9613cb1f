def betrag_als_zahl(text):
    return float(text)


print(betrag_als_zahl("19,99"))
