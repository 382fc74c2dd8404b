"""Package data: card data, icons, example positions."""
