"""``lang.reply_context.quote_priced_for``: the quote's pieces that price one goods alone keep their figures — split
at a line, a comma, a semicolon or a table's bar, never at the comma inside a figure."""
from __future__ import annotations

from lang.reply_context import quote_priced_for
from market.catalogue import load_catalogue

CAT = load_catalogue()


def test_a_comma_inside_a_figure_splits_nothing():
    text = "> Sugar ₹2,025 per bori, mustard oil ₹132 per litre\n\nSugar is fine, send 2 bori."
    kept = quote_priced_for(text, {"sugar-1kg"}, CAT)
    assert "₹2,025 per bori" in kept and "₹132" not in kept


def test_a_tables_bars_split_the_quote():
    text = "> Tata Tea 250 g ₹118 | Surf Excel 1 kg ₹86 | Colgate 100 g ₹46\n\nTea is fine."
    kept = quote_priced_for(text, {"tea-250g"}, CAT)
    assert "₹118" in kept and "₹86" not in kept and "₹46" not in kept


def test_a_piece_with_two_prices_keeps_none():
    text = "> Chana dal ₹72 per kg. Ghee ₹455 per litre\n\nChana dal is fine."
    assert quote_priced_for(text, {"chana-dal-1kg"}, CAT) == ""
