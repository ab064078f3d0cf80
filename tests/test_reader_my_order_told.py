""""My order" told of, in a bill disputed (session 53, SILENT; ``lang.past_order``): "mere order mein ande ₹5.90 pe
tay hue the" (in my order the eggs were agreed at ₹5.90) names the order placed; the word "order" with the count of the
difference after it ("90 ando pe ₹27 ka fark") had ordered 90 eggs again (holdout182 hl-p3009, silently). New
sentences of the kind."""
from __future__ import annotations

import pytest

from reader_intents import intents


@pytest.mark.parametrize("text", [
    "B7 is wrong. In my order of 2 Dec the paneer was agreed at ₹76 a packet, but the bill says ₹80 – ₹80 extra on 20 packets.",
    "B7 में गड़बड़ है। 2 दिसंबर के मेरे ऑर्डर में पनीर ₹76 प्रति पैकेट पर तय हुआ था, पर बिल में ₹80 लगा है – 20 पैकेट पर ₹80 का फ़र्क।",
    "B7 mein galti hai. 2 Dec ke mere order mein paneer ₹76 per packet pe tay hua tha, par bill mein ₹80 laga hai – 20 packet pe ₹80 ka fark.",
])
def test_the_bill_is_disputed_and_nothing_ordered(text):
    assert intents(text, email=True) == [("dispute", None, None, None, None, "B7")]


@pytest.mark.parametrize("text", ["Mere order mein 5 kilo cheeni aur jod do.", "मेरे ऑर्डर में 5 किलो चीनी और जोड़ दीजिए।"])
def test_goods_added_to_my_order_are_still_ordered(text):
    assert intents(text, email=True) == [("order", "sugar-1kg", 5, None, None, None)]
