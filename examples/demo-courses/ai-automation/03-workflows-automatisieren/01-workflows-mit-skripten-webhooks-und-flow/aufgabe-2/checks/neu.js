const gesehen = new Set();
expectEqual(pruefeWebhook("geheim-123", { id: "a-2" }, gesehen), 202);
expectEqual(gesehen.has("a-2"), true);