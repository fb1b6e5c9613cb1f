// Dein JavaScript
