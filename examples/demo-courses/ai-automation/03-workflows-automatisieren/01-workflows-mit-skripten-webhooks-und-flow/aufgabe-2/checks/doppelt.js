const gesehen = new Set(["a-3"]);
expectEqual(pruefeWebhook("geheim-123", { id: "a-3" }, gesehen), 200);
expectEqual(gesehen.size, 1);