"""Another seller's price told with the Hindi ergative, "X ne … ₹N bataya", is news asked of nobody
(``lang.told_by_another``; session 53, helper FIGURE). Before, the Hindi and Hinglish were refused "what is ₹N for?"
while the English "X quoted ₹N" was read."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused

SUGAR = [("order", "sugar-1kg", 20, 4000, None, None)]
O8 = [("cancel", None, None, None, "O8", None)]


@pytest.mark.parametrize("text, read", [
    ("Kya aap kal tak 20 kilo cheeni ₹40 kilo pe bhej sakte hain? Bansal Traders ne ₹42 bataya hai, lekin hum aapse "
     "hi lena chahenge.", SUGAR),
    ("क्या आप कल तक 20 किलो चीनी ₹40 किलो पर भेज सकते हैं? बंसल ट्रेडर्स ने ₹42 बताया है, लेकिन हम आपसे ही लेना "
     "चाहेंगे।", SUGAR),
    ("Cheeni ka rate ₹2 kilo kam kar sakte ho? Aapka pichhla rate ₹44 tha, aur ek doosre wholesaler ne ₹41 bataya hai.",
     [("offer", "sugar-1kg", None, None, None, None)]),  # a cut asked, its price not written (the corpus's offer)
    ("चीनी का रेट ₹2 किलो कम कर सकते हो? आपका पिछला रेट ₹44 था, और एक दूसरे होलसेलर ने ₹41 बताया है।",
     [("offer", "sugar-1kg", None, None, None, None)]),
    ("O8 cancel kar dijiye. Local wholesaler ne wahi maal ₹41 mein de diya hai.", O8),
    ("O8 कैंसल कर दीजिए। लोकल होलसेलर ने वही माल ₹41 में दे दिया है।", O8),
])
def test_another_sellers_price_told_last_is_no_bid(text, read):
    """Were refused "what is ₹42 for?" (no new price after it made it another's)."""
    assert intents(text, email=True) == read


@pytest.mark.parametrize("text", [
    "Aapne cheeni ₹42 bataya tha, theek hai. 20 kilo bhej dijiye.",  # the supplier's own price, agreed
    "आपने चीनी ₹42 बताई थी, ठीक है। 20 किलो भेज दीजिए।",
    "Bansal ji, Bansal ji ne cheeni ₹42 bataya tha, theek hai. 20 kilo bhej dijiye.",  # the supplier addressed
    "Gupta ji ne cheeni ₹42 bataya, theek hai, 20 kilo bhej dijiye.",  # agreed in its own clause
])
def test_a_price_of_the_supplier_agreed_is_still_accepted(text):
    assert intents(text, email=True)[0][:4] == ("accept", "sugar-1kg", None, 4200)


@pytest.mark.parametrize("text", [
    "O8 cancel kar dijiye. Maine wahi maal ₹41 mein le liya hai.",  # ours: bought elsewhere at ₹41, still asked
    "O8 cancel kar dijiye. Aapke bete ne wahi maal ₹41 mein de diya tha.",  # the supplier's side
])
def test_a_price_of_ours_or_the_suppliers_side_is_still_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.figure"
