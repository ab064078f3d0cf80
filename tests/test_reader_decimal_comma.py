"""A price written with a decimal comma ("@ ₹41,50/kg") is ₹41.50 a kg (breaker AW); groupings keep their reading."""

from tests.reader_intents import intents, refused


def _prices(text):
    return [(i[1], i[3]) for i in intents(text, email=True)]


def test_decimal_comma_price_in_an_order_all_languages():
    for text in ("Send 10 kg sugar @ 41,50", "Send 10 kg sugar @ ₹41,50/kg", "10 kg cheeni bhejo @ 41,50",
                 "10 किलो चीनी भेजो @ ₹41,50/किलो"):
        assert _prices(text) == [("sugar-1kg", 4150)], text
    assert _prices("Rice 25 kg @ 38,50") == [("rice-1kg", 3850)]


def test_decimal_comma_price_accepted():
    for text in ("Sugar ₹41,50 per kg accepted", "चीनी ₹41,50 प्रति किलो मंज़ूर"):
        assert _prices(text) == [("sugar-1kg", 4150)], text


def test_groupings_keep_their_reading():
    assert refused("Send 10 kg sugar @ ₹4,200", email=True)
    assert _prices("Send 10 kg sugar @ 41.50") == [("sugar-1kg", 4150)]


def test_half_right_after_send():
    """"Send ½ kg haldi" (breaker AW: the ½ had been glued to "Send", refused as no count)."""
    for text in ("Send ½ kg haldi", "½ kg haldi bhejo", "½ किलो हल्दी भेजो", "Send half kg haldi"):
        assert [(i[1], i[2]) for i in intents(text, email=True)] == [("turmeric-100g", 5)], text
    assert [(i[1], i[2]) for i in intents("Send 1½ kg besan", email=True)] == [("besan-500g", 3)]


def test_unit_price_and_line_total_after_equals():
    """"Salt 10 kg @ ₹22 = ₹220": ₹22 a kg, ₹220 the line's total (breaker AW: refused, "what is ₹22 for?")."""
    for text in ("Salt 10 kg @ ₹22 = ₹220", "Salt 10 kg @ ₹22/kg = ₹220", "Namak 10 kg @ ₹22 = ₹220 bhejo",
                 "नमक 10 किलो @ ₹22 = ₹220 भेजो"):
        assert [(i[1], i[2], i[3]) for i in intents(text, email=True)] == [("salt-1kg", 10, 2200)], text
    assert refused("Salt 10 kg @ ₹22 = ₹250", email=True) == "contradictory.product"


def test_total_in_brackets_after_at():
    """"- Toor dal 10 kg @ ₹1,350 (total)": ₹1,350 for the 10 kg (breaker AW: refused as ₹1,350 per kg)."""
    for text in ("- Toor dal 10 kg @ ₹1,350 (total)", "- Toor dal 10 kg @ ₹1,350 (kul)",
                 "- तूर दाल 10 किलो @ ₹1,350 (कुल)"):
        assert [(i[1], i[2], i[3]) for i in intents(text, email=True)] == [("toor-dal-1kg", 10, 13500)], text


def test_tax_worked_to_the_sum():
    """"₹2,400 + 5% GST = ₹2,520 for 20 L mustard oil is acceptable": accepted at ₹2,520 (breaker AW: refused as
    two totals); a sum that does not check is refused as before."""
    for text in ("₹2,400 + 5% GST = ₹2,520 for 20 L mustard oil is acceptable",
                 "₹2,400 + 5% GST = ₹2,520 mein 20 L sarson tel manzoor",
                 "₹2,400 + 5% जीएसटी = ₹2,520 में 20 लीटर सरसों तेल मंज़ूर"):
        assert [(i[0], i[1], i[2], i[3]) for i in intents(text, email=True)] == [
            ("accept", "mustard-oil-1l", 20, 12600)], text
    assert refused("₹2,400 + 5% GST = ₹2,600 for 20 L mustard oil is acceptable", email=True)
