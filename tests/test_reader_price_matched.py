"""Another's price asked matched ("Match that.", "utna kar do", "उतना कर दो", "aap bhi same kar sakte ho?") offers that
price (lang/cues.py), and a different price named after the match is refused (lang/price_matched.py; holdout96)."""
from lang.reader import read_message
from tests.reader_intents import CAT, intents, refused

RICE_SUGAR = [("offer", "sugar-1kg", None, 4100, None, None), ("offer", "rice-1kg", None, 3600, None, None)]


def test_match_that_offers_the_other_price_in_three_languages():
    assert intents("Agarwal's rates: sugar ₹41, rice ₹36. Match that.", email=True) == RICE_SUGAR
    assert intents("अग्रवाल के रेट: चीनी ₹41, चावल ₹36। उतना कर दो।", email=True) == RICE_SUGAR
    assert intents("Agarwal ke rate: cheeni ₹41, chawal ₹36. Utna kar do.", email=True) == RICE_SUGAR
    assert intents("Agarwal ji is giving rice for ₹36 — you do the same.", email=True) == [
        ("offer", "rice-1kg", None, 3600, None, None)]
    assert intents("JioMart pe Tata Tea ₹480 kilo hai. Aap bhi same kar sakte ho?", email=True) == [
        ("offer", "tea-250g", None, 12000, None, None)]
    assert intents("जियोमार्ट पर टाटा टी ₹480 किलो है। आप भी इतना कर सकते हो?", email=True) == [
        ("offer", "tea-250g", None, 12000, None, None)]


def test_a_price_named_right_after_match_is_the_bid():
    assert intents("Metro is selling poha at ₹31. Can you match ₹32 per packet for 40 packets?", email=True) == [
        ("offer", "poha-500g", 40, 3200, None, None)]


def test_another_price_after_the_match_is_refused():
    assert refused("Agarwal gives rice at ₹36. Match it and send 50 kg at ₹37.", email=True) == \
        "ambiguous_intent.match_and_price"
    assert refused("Agarwal gives rice at ₹36. Can you match it? Send 50 kg at ₹37.", email=True) == \
        "ambiguous_intent.match_and_price"
    assert intents("Agarwal gives rice at ₹36. Match that and send 50 kg at ₹36.", email=True) == [
        ("offer", "rice-1kg", 50, 3600, None, None)]


def test_a_difference_from_another_is_not_read_as_the_price():
    assert refused("Cheeni mein Agarwal aapse ₹2 kilo sasta hai. Uske barabar kar do.", email=True)



def test_another_goods_price_after_the_match_is_not_a_second_bid():
    r = read_message("Agarwal is giving rice at ₹36. Match that and I'll take 50 kg. Sugar at ₹44 is fine, send 20 kg.",
                     CAT, email=True)
    assert r.reason_key != "ambiguous_intent.match_and_price"  # (₹44 prices the sugar)
