expectEqual(kostenInEuro(1_000_000, 1_000_000), 0.75);
expectEqual(kostenInEuro(200_000, 50_000), 0.06);