expect_equal(betrag_als_zahl(""), None)
expect_equal(betrag_als_zahl("  "), None)